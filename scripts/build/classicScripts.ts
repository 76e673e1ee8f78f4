import fs from 'node:fs';
import { createRequire } from 'node:module';
import { transformSync } from '@swc/core';
import { minifySync } from 'rolldown/experimental';
import type { Plugin } from 'vite';

// Why the built app runs as classic scripts and not as modules: a phone that comes back to the app has every file in
// the service worker's cache, and what it still pays for is compiling them. Chromium keeps V8's compiled code beside
// a cached script and reads it back on later visits, but only for classic scripts; a module is compiled again every
// time (bench/codeCache.ts shows both; docs/decisions.md, "V8 does not read back a module's code cache"). So each
// chunk the bundler writes as a module is rewritten here into the System.register form (SWC's systemjs transform,
// which keeps the modules' live bindings, cycles and top-level await, as Babel's did, at a twentieth of its time: ~1 s
// for the app's 4.5 MB of chunks where Babel took 26), and a small loader (SystemJS's s.js, ~3 KB gz) fetches them as
// classic scripts. The chunks, their names and their graph stay what the bundler made: every other
// build step, the service worker's lists and the tests read the same files.

const require = createRequire(import.meta.url);

/**
 * The loader, inline in the shell (no request of its own before the entry's), with three adjustments:
 * - scripts are fetched in CORS mode, as the app's preload links ask for them (a preload and its script must match, or
 *   the file is fetched twice);
 * - `import.meta` holds the chunk's address only: SystemJS's `resolve` answers with a promise where Vite's preload
 *   helper expects a string;
 * - `System.loadEarly(address)` adds a chunk's script at once, before anything imports it: its `System.register` call
 *   is kept by address, and the import that later asks for it takes it (or waits for it) instead of adding the script
 *   again. The loader would otherwise find a chunk's imports only once the chunk itself has loaded, one round of
 *   script loads per level of imports; the shell knows the first round's files from the address alone (the entry's
 *   imports here, a route's files in the first-round script, firstRoundPreload.ts), so they all load side by side.
 * Its line ends are as the HTML parser gives them to the page: the server allows the script by that text's SHA-256.
 */
export function loaderScript(entry: string, early: string[]): string {
  const systemJs = fs.readFileSync(require.resolve('systemjs/dist/s.min.js'), 'utf8').replace(/\r\n?/g, '\n').replace(/\n\/\/# sourceMappingURL=\S*\s*$/, '');
  const adjust =
    '(function(S){var p=Object.getPrototypeOf(S),script=p.createScript,register=p.register,instantiate=p.instantiate,kept={},early={};' +
    'p.createScript=function(u){var s=script.call(this,u);s.crossOrigin="anonymous";return s};' +
    'p.createContext=function(u){return{url:u}};' +
    // an early script's registration is kept by its address, whether or not an import has asked for it yet
    'p.register=function(d,f){var s=document.currentScript,u=s&&s.src;if(u&&early[u]){kept[u]=[d,f];return}return register.apply(this,arguments)};' +
    'p.instantiate=function(u){var w=early[u],a=arguments,l=this;return w?w.then(function(r){return r||instantiate.apply(l,a)}):instantiate.apply(l,a)};' +
    'S.loadEarly=function(h){var s=p.createScript(h),u=s.src;if(early[u])return;' +
    'early[u]=new Promise(function(done){s.onload=s.onerror=function(){var r=kept[u];delete kept[u];done(r)}});document.head.appendChild(s)}' +
    '})(System);';
  // The entry runs once the shell's markup is parsed (where it draws), as a module script would; its files load
  // meanwhile. An error in its first run reaches window.onerror (the boot shell's message), as a module's would.
  const run = `System.import(${JSON.stringify(entry)}).catch(function(e){setTimeout(function(){throw e})})`;
  const start = `${early.map((file) => `System.loadEarly(${JSON.stringify(file)});`).join('')}document.readyState==="loading"?document.addEventListener("DOMContentLoaded",function(){${run}}):${run};`;
  return `${systemJs}\n${adjust}${start}`;
}

/**
 * A chunk in the System.register form, minified again (the transform writes it out unminified; after oxc's minifier,
 * the bundler's own, it is within 1 % of the module's size gzipped). Done once the bundle is complete: Vite removes the
 * imports of chunks that hold only style sheets from the module code then, and would not find them in that form.
 * The target is the newest syntax, so the transform changes the modules' form and nothing else of their code.
 */
export function toSystemRegister(code: string, fileName: string): string {
  const out = transformSync(code.replace(/(["'`])modulepreload\1/g, '$1preload$1'), {
    filename: fileName,
    swcrc: false,
    configFile: false,
    isModule: true,
    jsc: { parser: { syntax: 'ecmascript' }, target: 'esnext' },
    module: { type: 'systemjs' },
  });
  if (!out.code) throw new Error(`classicScripts: the transform wrote nothing for ${fileName}`);
  const minified = minifySync(fileName, out.code, { compress: true, mangle: true });
  if (minified.errors.length) throw new Error(`classicScripts: the minifier refused ${fileName}: ${minified.errors.map((e) => e.message).join('; ')}`);
  return minified.code;
}

/**
 * Part of every chunk's hash: the form is written after the bundler has named the files, so a change of the
 * transform (another SWC, another minifier) must change the names too, or a phone's cache would keep the old text under the name.
 */
const FORM = ['@swc/core', 'rolldown', 'systemjs'].map((name) => `${name} ${(require(`${name}/package.json`) as { version: string }).version}`).join(', ');

const ENTRY_TAG = /<script type="module" crossorigin src="(\.\/assets\/[^"]+\.js)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * `scriptlessPages`: a page with no module script is left as it is (the bench's floor has one); otherwise, as for the
 * app's shell, the build stops, since Vite writing its entry tag another way would leave the app without code.
 */
export function classicScripts({ scriptlessPages = false }: { scriptlessPages?: boolean } = {}): Plugin {
  return {
    name: 'scm-classic-scripts',
    apply: 'build',
    augmentChunkHash: () => FORM,
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          chunk.code = toSystemRegister(chunk.code, chunk.fileName);
          chunk.map = null;
        }
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = ENTRY_TAG.exec(html);
        if (!entry && scriptlessPages && !html.includes('type="module"')) return html;
        if (!entry) throw new Error('classicScripts: index.html has no module entry tag (did Vite change how it writes it? update scripts/build/classicScripts.ts)');
        // The entry's static imports, which Vite links for preloading: loaded early by the loader instead.
        const early = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
        return html.replace(MODULE_PRELOAD, '').replace(ENTRY_TAG, () => `<script>${loaderScript(entry[1]!, early)}</script>`);
      },
    },
  };
}
