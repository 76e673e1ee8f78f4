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
