import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { closureFiles, modulesIn, readChunks, SCHEMA_FRAME } from '../../scripts/build/routeBytes';
import { schemaRoutes } from '../../src/engine/index';

// What the first screen of a list, a report and a detail carries, module by module (the build `npm test` makes
// first): none of the animation and gesture libraries under antd-mobile's Popup, Dropdown, Tabs and PullToRefresh
// (the engine's filter bar, sheets, tabs and pull-to-refresh are its own CSS-transition components), and the
// drop-down panels (calendar, check lists) only once the bar asks for them.

const dist = path.resolve('dist');
const chunks = readChunks(dist);

const NOT_ON_FIRST_SCREEN = [/@react-spring\//, /@use-gesture\//, /antd-mobile\/es\/components\/(popup|dropdown|pull-to-refresh|tabs|mask|calendar-picker(-view)?|action-sheet|dialog)\//, /kinds\/list\/filters\/(DateRangePanel|PickerPanel|SelectPanel|NumberRangePanel)/, /kinds\/list\/ColumnSettingsPanel/];

function firstScreenModules(file: string): string[] {
  return modulesIn(chunks, closureFiles(chunks, [...SCHEMA_FRAME, `${file}?page`]));
}

describe('the list path carries no animation library and no panel before it is opened', () => {
  const pages = schemaRoutes().filter((p) => p.kind === 'list' || p.kind === 'report' || p.kind === 'detail');

  it('finds the pages and their modules', () => {
    expect(pages.length).toBeGreaterThan(20);
    expect(firstScreenModules(pages.find((p) => p.kind === 'list')!.file).some((m) => m.includes('kinds/list/FilterBar'))).toBe(true);
  });

  it.each(pages.map((p) => [p.file]))('%s', (file) => {
    const heavy = firstScreenModules(file).filter((m) => NOT_ON_FIRST_SCREEN.some((re) => re.test(m)));
    expect(heavy).toEqual([]);
  });
});

// The list path as docs/decisions.md draws it ("The list path, file by file"): each file after a ─ is a hop of the
// request, its answer or the code that draws it. The drawing names real files of the list's first round, and the
// client's part of the path stays short (issue: at most 12 files from a tap to SQL and back).
const MOST_HOPS = 12;

function drawnHops(): string[] {
  const doc = fs.readFileSync('docs/decisions.md', 'utf8');
  const at = doc.indexOf('**The list path, file by file**');
  const block = /```\n([\s\S]*?)```/.exec(doc.slice(at))?.[1] ?? '';
  return [...new Set([...block.matchAll(/─\s+(src\/[\w/.-]+\.tsx?)/g)].map((m) => m[1]!))];
}

describe('the list path drawn in docs/decisions.md', () => {
  const hops = drawnHops();
  const poList = schemaRoutes().find((p) => p.file.endsWith('supplier/purchase-order.list.json'))!;

  it(`passes at most ${MOST_HOPS} files on the client`, () => {
    expect(hops.length).toBeGreaterThan(5);
    expect(hops.length, hops.join('\n')).toBeLessThanOrEqual(MOST_HOPS);
  });

  it("names files that exist and that the purchase orders list's first round loads", () => {
    const loaded = new Set(firstScreenModules(poList.file));
    expect(hops.filter((f) => !fs.existsSync(f))).toEqual([]);
    expect(hops.filter((f) => !loaded.has(f))).toEqual([]);
  });
});

// Each file costs a phone on HTTP/1.1 a request and a module record (docs/decisions.md, "Fewer files in a list's first
// round"). A module that the list and a chunk fetched later (the export, a panel) both import is cut into a file of
// its own by the bundler, one more in every list's first round; that is how the column names by filter value arrived.
const MOST_LIST_SCRIPTS = 9;

describe("the purchase orders list's first round", () => {
  it(`is at most ${MOST_LIST_SCRIPTS} scripts, the entry and the runtime counted`, () => {
    const poList = schemaRoutes().find((p) => p.file.endsWith('supplier/purchase-order.list.json'))!;
    const scripts = [...closureFiles(chunks, [...SCHEMA_FRAME, `${poList.file}?page`])].filter((f) => f.endsWith('.js'));
    expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(MOST_LIST_SCRIPTS);
  });
});
