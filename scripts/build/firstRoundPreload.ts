import fs from 'node:fs';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

// A deep link (a reload on a list, a link from a message) needs the route table's chunk, and a page drawn by the
// engine its page chunks, before the page's own code and data can start. The entry would ask for them only once it
// has downloaded and run; a few lines in index.html ask for them at once, beside the entry, from the address
// alone: one round of code less on every route but login and the agreements (which need none of it, so their bytes
// stay what they were). The script is inline so it costs no request; the server allows it by its hash
// (server/lib/securityHeaders.ts reads it from the built index.html).

/** Chunks every route past login needs (the route table) and those a page drawn by the engine needs too. */
const TABLE = ['src/router/appRoutes.ts'];
const ENGINE = ['src/router/SchemaOrUnavailable.tsx', 'src/engine/SchemaPage.tsx'];

/** The routes of hand-written screens (they do not use the engine's page chunks), read from the router's table. */
function screenRoutes(root: string): string[] {
  const text = fs.readFileSync(path.join(root, 'src/router/screenLoaders.ts'), 'utf8');
  return [...text.matchAll(/'([^']+)': \(\) => import\(/g)].map((m) => m[1]!);
}

function chunkOf(bundle: OutputBundle, module: string): OutputChunk {
  const found = Object.values(bundle).find((c): c is OutputChunk => c.type === 'chunk' && !!c.facadeModuleId?.replace(/\\/g, '/').endsWith(module));
  if (!found) throw new Error(`firstRoundPreload: no chunk for ${module} (renamed? update scripts/build/firstRoundPreload.ts)`);
  return found;
}

/** A chunk's file and those it imports statically, minus what the entry already brings. */
function closure(bundle: OutputBundle, files: string[], skip: Set<string>): string[] {
  const out: string[] = [];
  const walk = (file: string) => {
    if (skip.has(file) || out.includes(file)) return;
    out.push(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') chunk.imports.forEach(walk);
  };
  files.forEach(walk);
  return out;
}

/** The inline script: which files to preload for the address the page opens with. */
export function preloadScript(base: string, table: string[], engine: string[], screens: string[]): string {
  const href = (files: string[]) => JSON.stringify(files.map((f) => base + f));
  return (
    `(function(){var p=location.hash.replace(/^#/,'').split('?')[0].replace(/\\/+$/,'');` +
    `if(!p||p.indexOf('/pages/login/')===0)return;` +
    `var f=${href(table)};if(${JSON.stringify(screens)}.indexOf(p)<0)f=f.concat(${href(engine)});` +
    `f.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)})})()`
  );
}

export function firstRoundPreload(): Plugin {
  let root = process.cwd();
  let base = './';
  return {
    name: 'scm-first-round-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle as OutputBundle | undefined;
        const entry = ctx.chunk as OutputChunk | undefined;
        if (!bundle || !entry) return html;
        const eager = new Set(closure(bundle, [entry.fileName], new Set()));
        const files = (modules: string[]) => closure(bundle, modules.map((m) => chunkOf(bundle, m).fileName), eager);
        const table = files(TABLE);
        const engine = files(ENGINE).filter((f) => !table.includes(f));
        return { html, tags: [{ tag: 'script', children: preloadScript(base, table, engine, screenRoutes(root)), injectTo: 'head' }] };
      },
    },
  };
}
