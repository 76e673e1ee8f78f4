import fs from 'node:fs';
import path from 'node:path';
import type { PageSchema } from '../../common/page/schemaTypes.ts';
import { checkPageFiles } from '../../common/checks/pageMeta.ts';
import { parseJsonText } from '../../common/checks/jsonFile.ts';
import { FORMS_DIR } from '../schemaArtifacts.ts';
import { enumsNamedBy, partsOf, type PagePart } from '../../common/page/pageParts.ts';

// What the build makes of a page file besides its place in the route table (schemaJson.ts serves both queries):
// `page.json?page` (build only), the page checked against the meta-schema at build time, as a module that also
//   imports its kind's renderer (and a form's precompiled validators, and the parts of the kind that only some
//   pages draw, such as a chart), so one dynamic import fetches the schema and all of its code in parallel and
//   the browser runs no validator of page files. A file that fails carries its problems instead (the engine's
//   error screen shows them, as `npm run dev` would); `npm start` refuses to serve such a build anyway.

/** Each kind's renderer: a page module imports its kind's; the shell preloads it for a published page's route (firstRoundPreload.ts). */
export const KIND_MODULES: Record<PageSchema['kind'], string> = {
  list: 'src/engine/kinds/list/ListView.tsx',
  report: 'src/engine/kinds/report/ReportPage.tsx',
  detail: 'src/engine/kinds/detail/DetailPage.tsx',
  form: 'src/engine/kinds/form/FormPage.tsx',
  dashboard: 'src/engine/kinds/dashboard/DashboardPage.tsx',
};

/**
 * The parts only some pages draw (common/page/pageParts.ts): the part's export and its file, and the module and
 * export it loads. A page module imports those its page draws and hands them over, so they come in the page's first
 * round.
 */
export const PART_MODULES: Record<Exclude<PagePart, 'expressions'>, { part: string; from: string; module: string; name: string }> = {
  chart: { part: 'chartPart', from: 'src/engine/pageParts.tsx', module: 'src/engine/charts/ChartBox.tsx', name: 'ChartBox' },
  reportChart: { part: 'reportChartPart', from: 'src/engine/kinds/report/reportParts.tsx', module: 'src/engine/kinds/report/ReportChart.tsx', name: 'ReportChart' },
  filterBar: { part: 'filterBarPart', from: 'src/engine/kinds/dashboard/dashboardParts.tsx', module: 'src/engine/kinds/list/FilterBar.tsx', name: 'FilterBar' },
  linksSearch: { part: 'searchBoxPart', from: 'src/engine/kinds/dashboard/dashboardParts.tsx', module: 'src/engine/kinds/list/FilterBar.tsx', name: 'SearchBox' },
  figureTile: { part: 'figureTilePart', from: 'src/engine/kinds/dashboard/dashboardParts.tsx', module: 'src/engine/kinds/dashboard/FigureTile.tsx', name: 'FigureTile' },
  chips: { part: 'chipsPart', from: 'src/engine/kinds/form/fields/formParts.tsx', module: 'src/engine/kinds/form/fields/ChipsWidget.tsx', name: 'ChipsWidget' },
  switch: { part: 'switchPart', from: 'src/engine/kinds/form/fields/formParts.tsx', module: 'src/engine/kinds/form/fields/SwitchWidget.tsx', name: 'CheckboxWidget' },
  images: { part: 'imagesPart', from: 'src/engine/kinds/form/fields/formParts.tsx', module: 'src/engine/kinds/form/fields/ImagesWidget.tsx', name: 'ImagesWidget' },
  addFrom: { part: 'addFromPart', from: 'src/engine/kinds/form/fields/formParts.tsx', module: 'src/engine/kinds/form/fields/AddFromSearchField.tsx', name: 'AddFromSearchField' },
  slot: { part: 'slotPart', from: 'src/engine/kinds/form/fields/formParts.tsx', module: 'src/engine/kinds/form/fields/SlotPicker.tsx', name: 'SlotPicker' },
};
/** The evaluator of expressions, which travels only with the pages that hold one. */
export const EXPRESSIONS_MODULE = 'common/expressions/jsonLogic.ts';

let meta: { root: string; json: object; enums: Record<string, unknown> } | null = null;

function read(root: string): NonNullable<typeof meta> {
  if (meta?.root !== root) {
    const json = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;
    meta = { root, json: json('schemas/page.schema.json'), enums: json('schemas/enums.json') };
  }
  return meta;
}

/** The `?page` module of a page file: `{ check, Kind }`, checked now rather than in every browser. */
export function pageModuleCode(root: string, file: string, text: string): string {
  const relative = path.relative(root, file).replace(/\\/g, '/');
  const parsed = parseJsonText(relative, text);
  const { valid, issues } = checkPageFiles(read(root).json, [{ ...parsed, set: relative.includes('/boss/') ? 'boss' : relative.includes('/buyer/') ? 'buyer' : 'supplier' }]);
  const page = valid[0]?.page;
  if (!page) {
    const problems = issues.map((i) => ({ pointer: i.pointer ?? '', message: i.message, line: i.line ?? null }));
    return `export default { check: ${JSON.stringify({ ok: false, problems })} };`;
  }
  const inRoot = (p: string) => JSON.stringify(path.join(root, p).replace(/\\/g, '/'));
  const lines = [`import Kind from ${inRoot(KIND_MODULES[page.kind])};`];
  for (const part of partsOf(page)) {
    if (part === 'expressions') {
      lines.push(`import ${inRoot(EXPRESSIONS_MODULE)};`);
      continue;
    }
    const p = PART_MODULES[part];
    lines.push(`import { ${p.part} } from ${inRoot(p.from)};`, `import { ${p.name} } from ${inRoot(p.module)};`, `${p.part}.provide(${p.name});`);
  }
  // The status and reason lists the page names, which the app's formatters do not hold in a build (pageEnums.ts).
  const enums = Object.fromEntries(enumsNamedBy(page).flatMap((name) => (read(root).enums[name] ? [[name, read(root).enums[name]]] : [])));
  if (Object.keys(enums).length) lines.push(`import { provideEnums } from ${inRoot('common/format/enums.ts')};`, `provideEnums(${JSON.stringify(enums)});`);
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
