import fs from 'node:fs';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { checkMenus, menusOf } from '../../common/checks/menuFiles.ts';
import { listPageFiles, PAGE_SETS } from '../../common/checks/pageFiles.ts';
import { PUBLISHED_COPY_KEY } from '../../common/page/publishedCopy.ts';
import { SET_LOOKUP, USER_KIND_KEY, type SchemaSet } from '../../common/page/schemaSets.ts';
import { routePages } from '../../common/routes/routePages.ts';
import { EXPRESSIONS_MODULE, KIND_MODULES, PART_MODULES } from './pageModules.ts';
import { PAGE_FRAME, ROUTE_TABLE } from './routeBytes.ts';

// A deep link (a reload on a list, a link from a message) needs the route table's chunk, and a page drawn by the
// engine its page chunks and the page file's own chunk (a hand-written screen: its own chunk), with their style
// sheets, before the page's code and data can start. The entry would ask for them only once it has downloaded and
// run, and the page file's chunk only once the route table has run; a few lines in index.html ask for all of them at
// once, beside the entry, from the address alone, right after the entry's own tags. Login and the
// agreements need none of it, so their bytes stay what they were. A route whose files differ by the user's page set
// (supplier, buyer, boss: home and the my tab among them) is listed once per set, and the script picks the session's
// set from the kind the session stores (common/page/schemaSets.ts); one that files of one set share by the query,
// its plain file's chunks when the address has no query. A screen whose body is a page file (home) brings that file's
// chunks too, and the merchant admin's home its overview's (common/routes/routePages.ts). The
// script is inline so it costs no request; the server allows it by its hash (server/lib/shellPolicy.ts reads it from
// the built file). A page the merchant published at run time is not in the build: the script finds its route in the
// phone's copy of the release it has seen (src/engine/publishedStore.ts) and fetches its kind's renderer instead,
// as its page module would bring it (the page's text is in that copy, checked when it first opened), and the parts the
// copy notes its page draws (a report's chart, the evaluator of expressions), as its page module imports them. Without a copy
// (a phone that has not seen the release) it fetches what an unknown route gets: the route table and the engine.

/** Chunks every route past login needs (the route table) and those a page drawn by the engine needs too. */
const TABLE = [ROUTE_TABLE];
const ENGINE = PAGE_FRAME;
/** What loads a published page's parts (src/engine/publishedPages.ts asks it for them). */
const PUBLISHED_READER = 'src/engine/validation/publishedRelease.ts';

/** Hand-written screens by route (they do not use the engine's page chunks), read from the router's table. */
export function screenModules(root: string): Map<string, string> {
  const text = fs.readFileSync(path.join(root, 'src/router/screenLoaders.ts'), 'utf8');
  return new Map([...text.matchAll(/'([^']+)': \(\) => import\('\.\.\/([^']+)'\)/g)].map((m) => [m[1]!, `src/${m[2]}.tsx`]));
}

/** The chunk holding a module (several dynamically imported modules may share one: chunkGroups.ts). */
function chunkOf(bundle: OutputBundle, module: string): OutputChunk {
  const found = Object.values(bundle).find((c): c is OutputChunk => c.type === 'chunk' && Object.keys(c.modules).some((id) => id.replace(/\\/g, '/').endsWith(module)));
  if (!found) throw new Error(`firstRoundPreload: no chunk for ${module} (renamed? update scripts/build/firstRoundPreload.ts)`);
  return found;
}

/**
 * A chunk's file, those it imports statically and their style sheets, minus what the entry already brings. The
 * style sheets matter as much as the code: the app's dynamic import waits until a chunk's sheets have loaded, so a
 * sheet first asked for then would cost one more round.
 */
function closure(bundle: OutputBundle, files: string[], skip: Set<string>): string[] {
  const out: string[] = [];
  const walk = (file: string) => {
    if (skip.has(file) || out.includes(file)) return;
    out.push(file);
    const chunk = bundle[file];
    if (chunk?.type !== 'chunk') return;
    chunk.imports.forEach(walk);
    chunk.viteMetadata?.importedCss.forEach((css) => !skip.has(css) && !out.includes(css) && out.push(css));
  };
  files.forEach(walk);
  return out;
}

/** A page file serving a route: its module, its set, and whether it serves only addresses with a query (`routeWhen`). */
interface RouteFile {
  module: string;
  set: SchemaSet;
  when: boolean;
}

/** The page files serving each route, from the page files' `route` or their menu entry's. */
function pageFilesByRoute(root: string): Map<string, RouteFile[]> {
  const { index } = checkMenus(root);
  const byRoute = new Map<string, RouteFile[]>();
  for (const f of listPageFiles(root)) {
    const page = f.json as { route?: string; menuCode?: string; routeWhen?: unknown } | undefined;
    const route = page?.route ?? menusOf(index, PAGE_SETS[f.set].menus).entries.find((e) => e.code === page?.menuCode)?.route;
    if (route) byRoute.set(route, [...(byRoute.get(route) ?? []), { module: `${f.file}?page`, set: f.set, when: page?.routeWhen !== undefined }]);
  }
  return byRoute;
}

/**
 * The page file a set draws at a route, if one file decides it: in the first set of its lookup that serves the route,
 * its only file, or its only file without `routeWhen` (files of one set shared by the query: the feedback screen's
 * form, its list with ?tab=mine, one item with ?id=), which the address without a query opens (`queryFree`).
 */
function pageFor(files: RouteFile[] | undefined, set: SchemaSet): { module: string; queryFree: boolean } | undefined {
  const serving = SET_LOOKUP[set].map((s) => (files ?? []).filter((f) => f.set === s)).find((list) => list.length);
  if (!serving) return undefined;
  if (serving.length === 1) return { module: serving[0]!.module, queryFree: false };
  const plain = serving.filter((f) => !f.when);
  return plain.length === 1 ? { module: plain[0]!.module, queryFree: true } : undefined;
}

/**
 * The modules each address's first round starts, by key: the route, `route?` (only the address without a query
 * opens it), or `set:route` / `set:route?` where the sets draw different files there. A hand-written screen brings
 * its own module; one at a route that page files serve draws them as its body (home; tests/build/firstRoundSets.test.ts
 * holds this to the router's `pageBody`), as a page drawn by the engine does.
 */
function routeModules(root: string, screens: Map<string, string>): Map<string, string[]> {
  const files = pageFilesByRoute(root);
  const sets = Object.keys(SET_LOOKUP) as SchemaSet[];
  const byKey = new Map<string, string[]>();
  for (const route of new Set([...files.keys(), ...screens.keys()])) {
    const screen = screens.get(route);
    const perSet = sets.map((set) => {
      const pages = routePages(route, !screen || files.has(route), set).map((page) => pageFor(files.get(page), set));
      const modules = [...(screen ? [screen] : []), ...pages.flatMap((p) => (p ? [p.module] : []))];
      return { set, modules, suffix: pages.some((p) => p?.queryFree) ? '?' : '' };
    });
    // One key for the route when the sets that draw something there draw the same (a set that draws nothing, such
    // as the merchant admin's at a supplier page, takes it too: the route is not in its menu)
    const drawn = perSet.filter((p) => p.modules.length);
    const same = drawn.every((p) => p.suffix === drawn[0]!.suffix && p.modules.join() === drawn[0]!.modules.join());
    for (const { set, modules, suffix } of same ? drawn.slice(0, 1) : drawn) byKey.set(`${same ? '' : `${set}:`}${route}${suffix}`, modules);
  }
  return byKey;
}

/**
 * The inline script: which files to preload for the address the page opens with. Files are listed once and routes
 * name them by number: the shell grows by ~3 KB gzip for all pages together. `kinds`: each kind's renderer, for a
 * route the phone's copy of the published pages names (it serves that route in place of a built-in file). Reading
 * the copy is only a hint: a copy that is not the session's release, or not JSON, costs a chunk fetched for nothing
 * or nothing at all; the app itself decides what the route draws.
 * The tables are strings searched for the one entry the address needs ("|route=3,4|…"), not object literals: the
 * phone parses a string without building the two hundred-odd entries it would not read, in the task that holds the
 * shell's parsing back.
 */
export function preloadScript(
  base: string,
  table: string[],
  engine: string[],
  screens: string[],
  pages: Record<string, string[]>,
  kinds: Record<string, string[]> = {},
  parts: Record<string, string[]> = {},
): string {
  const files = [...new Set([...table, ...engine, ...Object.values(pages).flat(), ...Object.values(kinds).flat(), ...Object.values(parts).flat()])];
  const ids = (list: string[]) => list.map((f) => files.indexOf(f)).join(',');
  /** "|key=1,2|key2=3|": the ids of each key's files; `find` below reads one entry. */
  const entries = (byKey: Record<string, string[]>) => `|${Object.entries(byKey).map(([key, list]) => `${key}=${ids(list)}`).join('|')}|`;
  for (const key of [...Object.keys(pages), ...Object.keys(kinds), ...Object.keys(parts)]) {
    if (/[|=,]/.test(key)) throw new Error(`firstRoundPreload: "${key}" holds | = or , (the preload tables' separators)`);
  }
  return (
    `(function(){var p=location.hash.replace(/^#/,'').split('?')[0].replace(/\\/+$/,'');` +
    `if(!p||p.indexOf('/pages/login/')===0)return;` +
    `var F=${JSON.stringify(files.join(','))}.split(','),R=${JSON.stringify(entries(pages))},K=${JSON.stringify(entries(kinds))},P=${JSON.stringify(entries(parts))},` +
    // the ids one key names in a table ('' when it names none)
    `find=function(t,key){var i=t.indexOf('|'+key+'=');return i<0?'':t.slice(i+key.length+2,t.indexOf('|',i+1))},` +
    `f=${JSON.stringify(ids(table))},k;` +
    `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(PUBLISHED_COPY_KEY)})||'null')||{};c.pages.forEach(function(g){` +
    `if(g.route&&('/'+g.route).replace(/^\\/+/,'/').replace(/\\/+$/,'')===p&&find(K,g.kind)){k=find(K,g.kind);` +
    `((c.parts||{})[g.path+'@'+g.version]||[]).forEach(function(n){k+=','+find(P,n)})}})}catch(e){}` +
    // a route files share by the query: its plain file (`route?`) when the address has none
    `var s;try{s=localStorage.getItem(${JSON.stringify(USER_KIND_KEY)})}catch(e){}s=s==='boss'||s==='buyer'?s+':':'supplier:';` +
    `f+=','+(${JSON.stringify(screens.join('|'))}.split('|').indexOf(p)<0?${JSON.stringify(ids(engine))}:'')+','+(k||find(R,s+p)||find(R,p)||(location.hash.indexOf('?')<0?find(R,s+p+'?')||find(R,p+'?'):''));` +
    // Each file once (a published page's parts may share one); style sheets are fetched, not applied: the entry applies them after its own, which they must override (src/navigation/shellStyleSheets.ts).
    `var seen={};f.split(',').forEach(function(i){if(!i||seen[i])return;seen[i]=1;var h=${JSON.stringify(base)}+F[i],l;if(!/\\.css$/.test(h))return System.loadEarly(h);l=document.createElement('link');l.rel='preload';l.as='style';l.crossOrigin='';l.href=h;document.head.appendChild(l)})})()`
  );
}

/** What the first round of each kind of address fetches, by built file (see preloadScript for how they are used). */
export interface FirstRoundTables {
  /** the entry and its static imports: every address */
  eager: Set<string>;
  /** the route table's chunk (every address past login) */
  table: string[];
  /** the engine's page frame, beyond the route table (an address drawn by the engine) */
  engine: string[];
  /** hand-written screens by route */
  screens: Map<string, string>;
  /** each route's own files: its page module or screen, beyond the table and frame */
  pages: Record<string, string[]>;
  /** each kind's renderer (a published page's route) */
  kinds: Record<string, string[]>;
  /** the parts only some pages draw, with the published page's reader */
  parts: Record<string, string[]>;
  /** the screens open to anyone (login, the agreements), which the shell does not preload */
  open: string[];
}

export function firstRoundTables(bundle: OutputBundle, entry: OutputChunk, root: string): FirstRoundTables {
  const eager = new Set(closure(bundle, [entry.fileName], new Set()));
  const files = (modules: string[]) => closure(bundle, modules.map((m) => chunkOf(bundle, m).fileName), eager);
  const table = files(TABLE);
  const engine = files(ENGINE).filter((f) => !table.includes(f));
  const shared = new Set([...table, ...engine]);
  const screens = screenModules(root);
  const isOpen = (route: string) => route.startsWith('/pages/login/');
  // A hand-written screen's own chunk too (home, my, the assistant), except those open to anyone (login).
  const loggedInScreens = new Map([...screens].filter(([route]) => !isOpen(route)));
  const pages = Object.fromEntries([...routeModules(root, loggedInScreens)].map(([key, modules]) => [key, files(modules).filter((f) => !shared.has(f))]));
  const kinds = Object.fromEntries(Object.entries(KIND_MODULES).map(([kind, module]) => [kind, files([module]).filter((f) => !shared.has(f))]));
  // with the published page's reader, which loads them (src/engine/validation/publishedRelease.ts)
  const partModules: Record<string, string[]> = {
    ...Object.fromEntries(Object.entries(PART_MODULES).map(([part, p]) => [part, [p.module, PUBLISHED_READER]])),
    expressions: [EXPRESSIONS_MODULE, PUBLISHED_READER],
  };
  const parts = Object.fromEntries(Object.entries(partModules).map(([part, modules]) => [part, files(modules).filter((f) => !shared.has(f))]));
  const open = files([...screens].filter(([route]) => isOpen(route)).map(([, module]) => module));
  return { eager, table, engine, screens, pages, kinds, parts, open };
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
        const { table, engine, screens, pages, kinds, parts } = firstRoundTables(bundle, entry, root);
        const script = `<script>${preloadScript(base, table, engine, [...screens.keys()], pages, kinds, parts)}</script>`;
        // After the entry's own tags, so the browser asks for the entry first, and before any linked style sheet, which
        // would hold an inline script back until it had loaded (the entry's own are written in after this plugin:
        // inlineEntryStyles.ts).
        const at = html.search(/<link rel="stylesheet"|<\/head>/);
        return html.slice(0, at) + script + '\n    ' + html.slice(at);
      },
    },
  };
}
