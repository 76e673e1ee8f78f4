import { firstCallOf } from '../../../common/page/firstCalls';
import { partsOf, type PagePart } from '../../../common/page/pageParts';
import type { PageSchema } from '../../../common/page/schemaTypes';
import { chartPart } from '../pageParts';
import { textKey, type PublishedCopy, type PublishedRef } from '../publishedStore';
import type { PageCheck } from './pageCheck';

// What the phone reads of a published release as its index arrives with the texts (src/engine/publishedPages.ts):
// each page's first calls and the parts it draws, read from its text before the app's validator checks it (the
// server checked it when it was published; the calls go to routes the server guards). A chunk of its own, asked
// for only with a release the phone does not hold, beside the validator's, or with a page that draws such parts.

/** The copy of `owner`'s release from its index, keeping what `kept` (the same owner's copy) held of unchanged texts. */
export function releaseCopy(owner: string, revision: number, pages: (PublishedRef & { text: string | null })[], kept: Partial<PublishedCopy>): PublishedCopy {
  const next = { owner, revision, pages: pages.map(({ text: _text, ...ref }) => ref), texts: { ...kept.texts }, checked: { ...kept.checked }, firstCalls: { ...kept.firstCalls }, parts: { ...kept.parts } };
  for (const page of pages) {
    if (page.text === null) continue;
    const key = textKey(page);
    if (next.texts[key] !== page.text) delete next.checked[key];
    next.texts[key] = page.text;
    try {
      const json = JSON.parse(page.text) as PageSchema;
      next.firstCalls[key] = firstCallOf(json as unknown as Record<string, unknown>);
      next.parts[key] = partsOf(json);
    } catch {
      // Not JSON: the check says so when the page opens.
    }
  }
  return next;
}

/** What a page draws besides its kind's renderer, fetched beside it (a built page module imports them). */
const PART_LOADERS: Record<PagePart, () => Promise<unknown>> = {
  chart: chartPart.preload,
  filterBar: () => import('../kinds/dashboard/dashboardParts').then((m) => m.filterBarPart.preload()),
  figureTile: () => import('../kinds/dashboard/dashboardParts').then((m) => m.figureTilePart.preload()),
  linksSearch: () => import('../kinds/dashboard/dashboardParts').then((m) => m.searchBoxPart.preload()),
  // The report's chart card and a form's parts: their modules (the kind's own code asks for them as it first draws
  // one, and finds them here). Not through reportParts.tsx or formParts.tsx, which a dynamic import would split from
  // the kind's chunk: one more file in every such page's first round.
  reportChart: () => import('../kinds/report/ReportChart'),
  chips: () => import('../kinds/form/fields/ChipsWidget'),
  switch: () => import('../kinds/form/fields/SwitchWidget'),
  images: () => import('../kinds/form/fields/ImagesWidget'),
  addFrom: () => import('../kinds/form/fields/AddFromSearchField'),
  slot: () => import('../kinds/form/fields/SlotPicker'),
  expressions: () => import('../../../common/expressions/jsonLogic'),
};

export const loadParts = (parts: PagePart[]): Promise<unknown> => Promise.all(parts.map((part) => PART_LOADERS[part]()));

/** A published text checked by the app's page validator, with the parts it draws loaded unless they were already. */
export async function checkText(text: string, withParts: boolean): Promise<PageCheck> {
  // The validator's module is asked for beside the index's answer (publishedPages.ts): a kept page's parts need none of it.
  const check = await (await import('./validatePage')).checkPageText(text);
  if (check.ok && withParts) await loadParts(partsOf(check.page));
  return check;
}

/** Notes in `copy` what a checked text holds: its first calls, its parts and the build that checked it (null: dev). */
export function noteChecked(copy: PublishedCopy, key: string, text: string, page: PageSchema, build: string | null): void {
  copy.texts[key] = text;
  copy.firstCalls = { ...copy.firstCalls, [key]: firstCallOf(page as unknown as Record<string, unknown>) };
  copy.parts = { ...copy.parts, [key]: partsOf(page) };
  if (build !== null) copy.checked = { ...copy.checked, [key]: build };
}
