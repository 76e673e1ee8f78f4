import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shellFiles, SW_ROUTES_FILE } from '../../scripts/build/swRoutes';

// The shell's tab icon is a PNG (an SVG icon is drawn as a document of its own on the page's main thread, in the
// middle of every launch: scripts/build/appIcons.ts), and the worker keeps it with the shell, so reopening the app
// asks the network for nothing (scripts/build/swRoutes.ts).

const dist = path.resolve('dist');
const shell = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');

describe("the shell's tab icon (build `npm test` makes first)", () => {
  it('is a PNG of the build, named once', () => {
    const files = shellFiles(shell);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.png$/);
    expect(fs.readFileSync(path.join(dist, files[0]!)).subarray(1, 4).toString()).toBe('PNG');
  });

  it("is kept by the worker's static routes with the shell", () => {
    expect(fs.readFileSync(path.join(dist, SW_ROUTES_FILE), 'utf8')).toContain(JSON.stringify(shellFiles(shell)));
  });
});
