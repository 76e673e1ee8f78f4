import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../../scripts/build/compileHints';
import { entryFile, readChunks } from '../../scripts/build/routeBytes';

// The built app runs as classic scripts in the System.register form (scripts/build/classicScripts.ts), so that a
// returning phone reads V8's compiled code back instead of compiling again: no chunk may be left a module, and the
// shell must load them through the loader, never as modules (a module preload of a classic script fetches it twice).

const dist = path.resolve('dist');
const chunks = readChunks(dist);
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const code = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8').replace(COMPILE_HINT, '');
const scripts = Object.keys(chunks).filter((f) => f.endsWith('.js'));

describe('classic scripts (build `npm test` makes first)', () => {
  it('every chunk is one System.register call, with no import or export statement left', () => {
    expect(scripts.length).toBeGreaterThan(100);
    const notRegistered = scripts.filter((f) => !code(f).startsWith('System.register('));
    expect(notRegistered).toEqual([]);
    // a statement at the top of a module would be a syntax error in a classic script: compiling as one proves none is left
    const notClassic = scripts.filter((f) => {
      try {
        new Function(code(f));
        return false;
      } catch {
        return true;
      }
    });
    expect(notClassic).toEqual([]);
  });

  it('the shell has no module script or module preload, and starts the entry through the loader', () => {
    expect(html).not.toMatch(/type="module"|modulepreload/);
    const entry = entryFile(chunks);
    expect(html).toContain(`System.import(${JSON.stringify(`./${entry}`)})`);
    // the entry's static imports load side by side with it, not one level after another
    for (const file of chunks[entry]!.imports) expect(html).toContain(`System.loadEarly(${JSON.stringify(`./${file}`)})`);
  });

  it("no chunk asks for a module preload (Vite's preload helper asks for a plain script preload instead)", () => {
    const asking = scripts.filter((f) => /["'`]modulepreload["'`]/.test(code(f)));
    expect(asking).toEqual([]);
  });
});
