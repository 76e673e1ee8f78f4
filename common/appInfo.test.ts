import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_INFO } from './appInfo';

describe('app info', () => {
  it('shows the version the package is released as', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(APP_INFO.version).toBe(pkg.version);
  });
});
