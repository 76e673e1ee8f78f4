import fs from 'node:fs';
import path from 'node:path';
import type { PageSchema } from '../../common/page/schemaTypes';
import { checkPageFiles } from '../../common/checks/pageMeta';
import { parseJsonText } from '../../common/checks/jsonFile';
import { FORMS_DIR } from '../schemaArtifacts';
import { holdsExpression } from '../../common/expressions/expression';

// What the build makes of a page file besides its place in the route table (schemaJson.ts serves both queries):
// `page.json?page` (build only), the page checked against the meta-schema at build time, as a module that also
//   imports its kind's renderer (and a form's precompiled validators), so one dynamic import fetches the schema
//   and all of its code in parallel and the browser runs no validator of page files. A file that fails carries
//   its problems instead (the engine's error screen shows them, as `npm run dev` would); `npm start` refuses to
//   serve such a build anyway.

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
  // The evaluator of expressions travels only with the pages that hold one.
  if (holdsExpression(page)) lines.push(`import ${inRoot('common/expressions/jsonLogic.ts')};`);
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
