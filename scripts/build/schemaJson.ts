import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { parseJsonText } from '../../common/checks/jsonFile.ts';
import { formatIssue } from '../../common/checks/issues.ts';
import { firstCallOf } from '../../common/page/firstCalls.ts';
import { pageModuleCode } from './pageModules.ts';

// Checks the JSON of every file under schemas/ before Vite's JSON plugin sees it, so a trailing comma names
// its file and line instead of failing the build with a bare parser message.
// - build: a file that is not JSON fails the build with `schemas/…json:LINE  /  not valid JSON: …`;
// - dev: a page file that is not JSON keeps its place in the app (its id, menu code and route are read
//   leniently), so opening it shows the engine's error screen with the file and line, and the rest of the portal
//   keeps working while the author fixes it. A menu file that is not JSON is named in the terminal the same way
//   while the app keeps the last good version of it (this session's, else the last committed one), so tiles
//   and permissions stay as they were instead of the portal going down; enum and meta-schema files use Vite's
//   overlay.
// It also serves `page.json?route`: what the route table needs of a page file, bundled up front by the page index:
// the fields that place the page in the app (IDENTITY_FIELDS) and the calls it makes as it opens (`firstCall`,
// common/page/firstCalls.ts), which the route's loader sends beside the page's code. The rest of a page file is
// fetched when the page opens: `?page`, its build-checked body with its kind's renderer (pageModules.ts).

const SCHEMA_JSON = /\/schemas\/.+\.json$/;
const PAGE_JSON = /\/schemas\/(supplier|buyer|boss)\/[^/]+\.json$/;
const MENU_JSON = /\/schemas\/menu\/[^/]+\.json$/;

/** The committed text of a repo-relative file, or null (no git, or not committed). */
function committedText(root: string, file: string): string | null {
  try {
    return execFileSync('git', ['show', `HEAD:${file}`], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return null;
  }
}

/** What places a page in the app: its route and title come from its menu entry unless it sets them. */
export const IDENTITY_FIELDS = ['id', 'kind', 'menuCode', 'route', 'title', 'routeWhen'] as const;

/** The identity fields of a page file that does not parse, found by pattern: enough to route to its error screen. */
export function salvageIdentity(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of IDENTITY_FIELDS.filter((k) => k !== 'title' && k !== 'routeWhen')) {
    const m = new RegExp(`"${key}"\\s*:\\s*"([^"\\\\]*)"`).exec(text);
    if (m) out[key] = m[1]!;
  }
  return out;
}

export function schemaJson(): Plugin {
  let root = process.cwd();
  let dev = false;
  /** dev: the last text of each menu file that was JSON */
  const goodMenus = new Map<string, string>();
  return {
    name: 'scm-schema-json',
    enforce: 'pre',
    // Whether page files reach the app checked by the build (`?page`) or as text the browser checks (dev, tests).
    // Not import.meta.env.DEV: a build run with NODE_ENV=test (a test building a copy of the app) has DEV true.
    config: (_config, env) => ({ define: { __SCM_PAGES_CHECKED_AT_BUILD__: JSON.stringify(env.command === 'build') } }),
    configResolved(config) {
      root = config.root;
      dev = config.command === 'serve';
    },
    async load(id) {
      const [file = '', query = ''] = id.split('?');
      if (!SCHEMA_JSON.test(file.replace(/\\/g, '/'))) return null;
      const text = await fs.readFile(file, 'utf8').catch(() => null);
      if (text === null) return null;
      const parsed = parseJsonText(path.relative(root, file).replace(/\\/g, '/'), text);
      if (/(^|&)route\b/.test(query) && PAGE_JSON.test(file.replace(/\\/g, '/'))) {
        // ?route: only what the engine's page index bundles up front (the body is fetched as ?page or ?raw when the
        // page opens). A module of its own (Vite's JSON plugin leaves this query alone), so a field a file leaves
        // out (route, title) is simply absent rather than a missing export; a file that does not parse asks nothing.
        const json = (parsed.parseError ? salvageIdentity(text) : parsed.json) as Record<string, unknown>;
        const identity = Object.fromEntries(IDENTITY_FIELDS.filter((k) => json?.[k] !== undefined).map((k) => [k, json[k]]));
        return `export default ${JSON.stringify({ ...identity, firstCall: parsed.parseError ? null : firstCallOf(json) })};`;
      }
      // A build fails on a file that is not JSON (below); `npm run dev` explains it on the page's error screen.
      if (/(^|&)page\b/.test(query) && PAGE_JSON.test(file.replace(/\\/g, '/')) && (dev || !parsed.parseError)) return pageModuleCode(root, file, text);
      if (dev && MENU_JSON.test(file.replace(/\\/g, '/'))) {
        if (!parsed.parseError) {
          goodMenus.set(file, text);
          return null;
        }
        const lastGood = goodMenus.get(file) ?? committedText(root, parsed.file);
        if (lastGood !== null && !parseJsonText(parsed.file, lastGood).parseError) {
          this.warn(`${formatIssue(parsed.parseError)} (the app keeps the last good version until it is fixed)`);
          return lastGood;
        }
      }
      if (!parsed.parseError) return null;
      if (dev && PAGE_JSON.test(file.replace(/\\/g, '/'))) {
        // ?raw is what the engine parses and explains; the JSON import only needs to place the page.
        return /(^|&)raw\b/.test(query) ? null : JSON.stringify(salvageIdentity(text));
      }
      const line = parsed.parseError.line ?? undefined;
      return this.error({ message: formatIssue(parsed.parseError), id: file, ...(line ? { loc: { file, line, column: 0 } } : {}) });
    },
  };
}
