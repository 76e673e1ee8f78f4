import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SET_LOOKUP, USER_KIND_KEY, type SchemaSet } from '../../common/page/schemaSets';
import { BOSS_OVERVIEW_PATH, HOME_PATH, MY_PATH } from '../../common/routes/appPaths';
import { FIELD_SCREENS } from '../../common/routes/fieldScreens';
import { chunkOf, closureFiles, readChunks } from '../../scripts/build/routeBytes';
import { schemaRoutes } from '../../src/engine/index';
import { HAND_WRITTEN } from '../../src/router/routes';
import { screenLoaders } from '../../src/router/screenLoaders';
import { shellPreloads } from './shellPreloads';

// Home and the my tab are drawn from a different page file for each page set (supplier, buyer, boss). The shell's
// preload script (scripts/build/firstRoundPreload.ts) reads the user's kind the session stored and asks for that set's
// page files with the route's other files, instead of leaving them to a second round once the route table has run
// (home's dashboard, its tiles and their style sheets: 12 scripts and 5 sheets a round later, and its data after them).

const dist = path.resolve('dist');
const chunks = readChunks(dist);
const eager = closureFiles(chunks, []);
const routes = schemaRoutes();
const SETS = Object.keys(SET_LOOKUP) as SchemaSet[];
const HOME_SCREEN = 'src/widgets/home/HomePage.tsx';

/** The page file the engine draws for a set at a route (a buyer falls back to the supplier's). */
const fileFor = (route: string, set: SchemaSet): string => {
  const file = SET_LOOKUP[set].map((s) => routes.find((r) => r.path === route && r.set === s)).find(Boolean)?.file;
  if (!file) throw new Error(`no page file of the ${set} set at ${route}`);
  return `${file}?page`;
};
const firstRound = (modules: string[]) => [...closureFiles(chunks, modules)].filter((f) => !eager.has(f));
const asKind = (set: SchemaSet) => ({ [USER_KIND_KEY]: set });

describe("the shell's first round at home and the my tab follows the user's page set (build `npm test` makes first)", () => {
  it.each(SETS)('home, %s: the screen, its page file and (the merchant admin) the overview', (set) => {
    const asked = shellPreloads(dist, `#${HOME_PATH}`, asKind(set));
    const pages = [HOME_PATH, ...(set === 'boss' ? [BOSS_OVERVIEW_PATH] : [])].map((route) => fileFor(route, set));
    expect(firstRound([HOME_SCREEN, ...pages]).filter((f) => !asked.includes(f))).toEqual([]);
  });

  it.each(SETS)('the my tab, %s', (set) => {
    const asked = shellPreloads(dist, `#${MY_PATH}`, asKind(set));
    expect(firstRound([fileFor(MY_PATH, set)]).filter((f) => !asked.includes(f))).toEqual([]);
  });

  it("asks for no other set's page file; a session that stored no kind is a supplier user's", () => {
    const supplier = shellPreloads(dist, `#${HOME_PATH}`);
    const boss = shellPreloads(dist, `#${HOME_PATH}`, asKind('boss'));
    expect(supplier).toContain(chunkOf(chunks, fileFor(HOME_PATH, 'supplier')));
    for (const page of [fileFor(HOME_PATH, 'boss'), fileFor(BOSS_OVERVIEW_PATH, 'boss')]) expect(supplier).not.toContain(chunkOf(chunks, page));
    expect(boss).not.toContain(chunkOf(chunks, fileFor(HOME_PATH, 'supplier')));
  });

  it('every route drawn from a page file: its set\'s page module and what it imports, for each set that draws it', () => {
    const missed: string[] = [];
    for (const route of new Set(routes.map((r) => r.path))) {
      if (route in screenLoaders) continue;
      for (const set of SETS) {
        if (!SET_LOOKUP[set].some((s) => routes.some((r) => r.path === route && r.set === s))) continue;
        const asked = shellPreloads(dist, `#${route}`, asKind(set));
        const left = firstRound([fileFor(route, set)]).filter((f) => !asked.includes(f));
        if (left.length) missed.push(`${set} ${route}: ${left.join(' ')}`);
      }
    }
    expect(missed).toEqual([]);
  });

  it.each(Object.entries(FIELD_SCREENS))("a field screen, %s: its screen and its form's page file", (route, { form }) => {
    const asked = shellPreloads(dist, `#${route}`);
    expect(firstRound(['src/widgets/newProduct/FieldScreenPage.tsx', fileFor(form, 'supplier')]).filter((f) => !asked.includes(f))).toEqual([]);
  });

  it('the screens at routes that page files serve are those whose body is a page file (what the script assumes)', () => {
    const served = new Set(routes.map((r) => r.path));
    expect(Object.keys(screenLoaders).filter((route) => served.has(route))).toEqual(HAND_WRITTEN.filter((d) => d.pageBody && d.path in screenLoaders).map((d) => d.path));
  });
});
