import fs from 'node:fs';
import path from 'node:path';
import { columnSettingsApi } from '../../common/page/columnSettingsApi';
import type { PageSchema } from '../../common/page/schemaTypes';
import { checkPageFiles } from '../../common/checks/pageMeta';
import { parseJsonText } from '../../common/checks/jsonFile';
import { FORMS_DIR } from '../schemaArtifacts';

// What the build makes of a page file besides its identity (schemaJson.ts serves both queries):
// - `page.json?firstCall`: the data calls the page makes as it opens (url, method, fixed params, paging, and
//   the filters whose defaults become parameters; a form's load), bundled with the route table, so the app
//   sends the first request the moment a route is opened, in parallel with the page's code
//   (src/engine/data/firstCall.ts);
// - `page.json?page` (build only): the page checked against the meta-schema at build time, as a module that also
//   imports its kind's renderer (and a form's precompiled validators), so one dynamic import fetches the schema
//   and all of its code in parallel and the browser runs no validator of page files. A file that fails carries
//   its problems instead (the engine's error screen shows them, as `npm run dev` would); `npm start` refuses to
//   serve such a build anyway.

export interface FirstCallSpec {
  kind: PageSchema['kind'];
  /** list, report and dashboard: the filters (their defaults and the route query become parameters); a list's page size */
  filters?: unknown[];
  pageSize?: number;
  /** in the order the page sends them: rows (paged unless the api says not), a report's totals, the saved column settings */
  calls: { api: unknown; paged: boolean; scope: 'query' | 'none'; onlyWith?: string; filters?: false }[];
}

type Json = Record<string, unknown>;

/** The first calls of a page as the page itself would send them (null: a kind that asks nothing up front). */
export function firstCallOf(page: Json): FirstCallSpec | null {
  const kind = page.kind as PageSchema['kind'];
  const api = page.api as (Json & { paged?: boolean }) | undefined;
  if ((kind === 'list' || kind === 'report') && api) {
    const calls: FirstCallSpec['calls'] = [{ api, paged: api.paged !== false, scope: 'none' }];
    if (kind === 'report' && page.summaryApi) calls.push({ api: page.summaryApi, paged: false, scope: 'none' });
    if (page.columnSettings !== false) calls.push({ api: columnSettingsApi(String(page.id)), paged: false, scope: 'none', filters: false });
    return { kind, filters: (page.filters as unknown[] | undefined) ?? [], ...(typeof page.pageSize === 'number' ? { pageSize: page.pageSize } : {}), calls };
  }
  if (kind === 'detail' && api) return { kind, calls: [{ api, paged: false, scope: 'query' }] };
  // A dashboard asks each tile's api (once per api and parameters, as its tiles share one call) with the page's
  // filters, or with none for a tile whose figures do not depend on them.
  if (kind === 'dashboard') {
    const calls = new Map<string, FirstCallSpec['calls'][number]>();
    for (const tile of (page.tiles as { api?: unknown; filters?: false }[] | undefined) ?? []) {
      // A menu tile asks nothing: it draws the menu the session holds.
      if (!tile.api) continue;
      const call = { api: tile.api, paged: false, scope: 'none' as const, ...(tile.filters === false ? { filters: false as const } : {}) };
      calls.set(JSON.stringify(call), call);
    }
    return { kind, filters: (page.filters as unknown[] | undefined) ?? [], calls: [...calls.values()] };
  }
  // A form loads the record it edits; opened without its `onlyWith` parameter it is a new document and asks nothing.
  const load = page.load as { api?: unknown; onlyWith?: string } | undefined;
  if (kind === 'form' && load?.api) return { kind, calls: [{ api: load.api, paged: false, scope: 'query', ...(load.onlyWith ? { onlyWith: load.onlyWith } : {}) }] };
  return null;
}

const KIND_MODULES: Record<PageSchema['kind'], string> = {
  list: 'src/engine/kinds/list/ListPage.tsx',
  report: 'src/engine/kinds/report/ReportPage.tsx',
  detail: 'src/engine/kinds/detail/DetailPage.tsx',
  form: 'src/engine/kinds/form/FormPage.tsx',
  dashboard: 'src/engine/kinds/dashboard/DashboardPage.tsx',
};

let meta: { root: string; json: object } | null = null;

function metaSchema(root: string): object {
  if (meta?.root !== root) meta = { root, json: JSON.parse(fs.readFileSync(path.join(root, 'schemas/page.schema.json'), 'utf8')) as object };
  return meta.json;
}

/** The `?page` module of a page file: `{ check, Kind }`, checked now rather than in every browser. */
export function pageModuleCode(root: string, file: string, text: string): string {
  const relative = path.relative(root, file).replace(/\\/g, '/');
  const parsed = parseJsonText(relative, text);
  const { valid, issues } = checkPageFiles(metaSchema(root), [{ ...parsed, set: relative.includes('/boss/') ? 'boss' : relative.includes('/buyer/') ? 'buyer' : 'supplier' }]);
  const page = valid[0]?.page;
  if (!page) {
    const problems = issues.map((i) => ({ pointer: i.pointer ?? '', message: i.message, line: i.line ?? null }));
    return `export default { check: ${JSON.stringify({ ok: false, problems })} };`;
  }
  const inRoot = (p: string) => JSON.stringify(path.join(root, p).replace(/\\/g, '/'));
  const lines = [`import Kind from ${inRoot(KIND_MODULES[page.kind])};`];
  // A form's precompiled validators travel with its page, not in a chunk fetched once the form's code has run.
  if (page.kind === 'form') {
    lines.push(
      `import { provideValidators } from ${inRoot('src/engine/kinds/form/validator.ts')};`,
      `import validators from ${inRoot(`${FORMS_DIR}/${page.id}.js`)};`,
      `provideValidators(${JSON.stringify(page.id)}, validators);`,
    );
  }
  lines.push(`export default { check: { ok: true, page: ${JSON.stringify(page)} }, Kind };`);
  return lines.join('\n');
}
