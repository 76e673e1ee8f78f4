import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { firstRoundTables } from './firstRoundPreload.ts';

// V8 compiles a script's functions lazily, on the main thread, the first time each is called; for the code a screen
// runs as it opens (React, the router, the engine's frame, a kind's renderer) that was 180-230 ms of the PO list's
// first row at 4x CPU (trace, V8.CompileCode on the renderer's main thread). Chrome's explicit compile hint, the
// magic comment `//# allFunctionsCalledOnLoad` on a file's first line, has it compile them all on the background
// thread that streams the file instead (Chrome 136+; other browsers read a comment). So every file some address's
// first round fetches carries it (the tables of the shell's preload script, firstRoundPreload.ts, and the open
// screens: login); code fetched later (charts, panels, the studio) compiles lazily as before, since eager compiling
// what may never run costs a phone's CPU and memory.

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Puts the hint on a built chunk's first line (once); a source map (npx vite build --sourcemap) shifts with it. */
export function addCompileHint(chunk: OutputChunk): void {
  if (chunk.code.startsWith(COMPILE_HINT)) return;
  chunk.code = COMPILE_HINT + chunk.code;
  if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
}

export function compileHints(): Plugin {
  let root = process.cwd();
  return {
    name: 'scm-compile-hints',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle: OutputBundle) {
        const entry = Object.values(bundle).find((c): c is OutputChunk => c.type === 'chunk' && c.isEntry);
        if (!entry) return;
        const t = firstRoundTables(bundle, entry, root);
        const files = new Set([...t.eager, ...t.table, ...t.engine, ...t.open, ...[t.pages, t.kinds, t.parts].flatMap((byKey) => Object.values(byKey).flat())]);
        for (const file of files) {
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') addCompileHint(chunk);
        }
      },
    },
  };
}
