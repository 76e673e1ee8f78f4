import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The engine is a library: it may use the HTTP client, navigation, stores, texts, the session's steps, the shared
// React helpers, the device layer (printing) and its page files, but never the router or the hand-written screens;
// the app reaches it only through index.ts.

const ROOT = resolve('.');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
const sources = (dir: string) => files(dir).filter((f) => /\.(ts|tsx)$/.test(f) && !f.includes('/generated/'));

/** Repo-relative targets of a file's relative imports (static and dynamic). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'(\.[^']+)'/g)].map((m) => m[1]!);
  return specs.map((s) => relative(ROOT, resolve(dirname(file), s)));
}

describe('engine boundaries', () => {
  it('imports only the shared kernel (common), src/api, src/navigation, src/stores, src/i18n, src/session, src/ui, src/devices, schemas and itself', () => {
    const allowed = /^(common\/|src\/(engine|api|navigation|stores|i18n|session|ui|devices)\/|src\/(i18n|devices\/print)$|schemas\/)/;
    // Tests may reach build scripts (the generated-types staleness test does).
    const bad = sources('src/engine').filter((f) => !/\.test\.tsx?$/.test(f)).flatMap((f) => importsOf(f).filter((target) => !allowed.test(target)).map((target) => `${f} → ${target}`));
    expect(bad).toEqual([]);
  });

  it('is imported by the rest of the app through src/engine/index.ts only', () => {
    const bad = sources('src')
      .filter((f) => !f.startsWith(join('src', 'engine')))
      .flatMap((f) => importsOf(f).filter((target) => target.startsWith('src/engine') && !/^src\/engine(\/index)?$/.test(target)).map((t) => `${f} → ${t}`));
    expect(bad).toEqual([]);
  });
});
