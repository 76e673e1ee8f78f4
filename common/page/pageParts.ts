import { holdsExpression } from '../expressions/expression.ts';
import type { PageSchema } from './schemaTypes.ts';

// The parts of a kind that only some pages draw, each a chunk of its own (src/engine/pageParts.tsx, kinds/report/reportParts.tsx,
// kinds/dashboard/dashboardParts.tsx, kinds/form/fields/formParts.tsx), and the evaluator of expressions (common/expressions/jsonLogic.ts). A built
// page module imports those its page needs (scripts/build/pageModules.ts); a page published at run time fetches them
// beside its kind's renderer (src/engine/publishedPages.ts), and the shell's first-round script preloads them for a
// published page the phone holds (scripts/build/firstRoundPreload.ts).

export type PagePart = 'chart' | 'reportChart' | 'filterBar' | 'figureTile' | 'linksSearch' | 'chips' | 'switch' | 'images' | 'addFrom' | 'slot' | 'expressions';

/** Dashboard tiles drawn by kinds/dashboard/FigureTile.tsx (the others draw the session's own values). */
export const FIGURE_TILES: ReadonlySet<string> = new Set(['stat', 'banner', 'menu', 'bar', 'line', 'pie']);

/** A chart anywhere on the page: a report's, a dashboard's chart tiles, a detail's chart tab. */
function drawsChart(page: PageSchema): boolean {
  if (page.kind === 'report') return page.chart !== undefined;
  if (page.kind === 'dashboard') return page.tiles.some((t) => t.type === 'bar' || t.type === 'line' || t.type === 'pie');
  if (page.kind === 'detail') return (page.tabs ?? []).some((t) => t.chart !== undefined);
  return false;
}

/** Every value a key holds anywhere in a JSON value (`ui:widget` in a form's uiSchema, `type` in its schema). */
export function valuesOf(json: unknown, key: string, found: unknown[] = []): unknown[] {
  if (Array.isArray(json)) json.forEach((v) => valuesOf(v, key, found));
  else if (json && typeof json === 'object') {
    for (const [k, v] of Object.entries(json)) {
      if (k === key) found.push(v);
      valuesOf(v, key, found);
    }
  }
  return found;
}

/** Whether a form names a widget in its uiSchema. */
const namesWidget = (page: PageSchema, widget: string) => page.kind === 'form' && valuesOf(page.uiSchema, 'ui:widget').includes(widget);

/** A form's yes/no field: @rjsf draws a boolean with the switch unless the uiSchema names another widget. */
const drawsSwitch = (page: PageSchema) =>
  page.kind === 'form' && (namesWidget(page, 'checkbox') || valuesOf(page.schema, 'type').some((t) => t === 'boolean' || (Array.isArray(t) && t.includes('boolean'))));

const DRAWN_BY: Record<PagePart, (page: PageSchema) => boolean> = {
  chart: drawsChart,
  // the report's chart card: its rows (the list's, a whole series, or its own api), around the chart part
  reportChart: (p) => p.kind === 'report' && p.chart !== undefined,
  filterBar: (p) => p.kind === 'dashboard' && (p.filters?.length ?? 0) > 0,
  figureTile: (p) => p.kind === 'dashboard' && p.tiles.some((t) => FIGURE_TILES.has(t.type)),
  linksSearch: (p) => p.kind === 'dashboard' && p.tiles.some((t) => t.type === 'links' && t.search !== undefined),
  chips: (p) => namesWidget(p, 'chips'),
  switch: drawsSwitch,
  images: (p) => namesWidget(p, 'images'),
  addFrom: (p) => p.kind === 'form' && valuesOf(p.uiSchema, 'ui:field').includes('addFrom'),
  slot: (p) => namesWidget(p, 'slot'),
  expressions: holdsExpression,
};

/** The parts `page` draws (a checked page; of an unchecked one, what its shape suggests, or none). */
export function partsOf(page: PageSchema): PagePart[] {
  return (Object.keys(DRAWN_BY) as PagePart[]).filter((part) => {
    try {
      return DRAWN_BY[part](page);
    } catch {
      return false;
    }
  });
}

/**
 * The lists of schemas/enums.json a page names (a format's, a filter's, a conversation's author: each an `enum` key
 * holding a name; a form schema's own `enum` arrays are values, not names). A built page module brings these.
 */
export function enumsNamedBy(page: PageSchema): string[] {
  return [...new Set(valuesOf(page, 'enum').filter((v): v is string => typeof v === 'string'))].sort();
}
