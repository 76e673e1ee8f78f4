// The schema files' check: the menu files, the enums and every page file against their meta-schemas, the lint,
// the page ↔ menu identity, the contract with the server's routes and the print templates. Prints nothing: it
// answers file:line, the JSON pointer and what was expected. Three places run it with the same words:
// `npm run schemas:check` (scripts/checkSchemas.ts, which adds the generated files' comparison), the server at
// start (startupCheck.ts) and the dev server's error screen (scripts/build/schemaCheckEndpoint.ts).
import { type Issue } from './issues';
import { readJsonFile, type SchemaRoot } from './jsonFile';
import { linkKinds, linkTargets } from './linkTargets';
import { pageFindings, type PageCheckContext } from './onePage';
import { checkMenus, menuFileOf } from './menuFiles';
import { resolvePages } from './pageIdentity';
import { checkPageFiles } from './pageMeta';
import { explainMissingMenuCode } from './missingMenuCode';
import { checkPrintTemplates } from './printTemplates';
import { acceptedBy } from './schemaIssues';
import type { RouteLike } from './routeIndex';
import type { LintContext } from './lintPages';
import { listPageFiles, PAGE_SETS } from './pageFiles';
import { compileOnce } from '../validation/compileOnce';
import { pageMetaAjv } from './pageMetaAjv';

export { formatIssue, type Issue } from './issues';

export interface CheckResult {
  /** page files looked at */
  files: number;
  errors: Issue[];
  warnings: Issue[];
  /** what a single page is checked against afterwards (checkOnePage), when the meta-schema and enums were readable */
  context?: PageCheckContext;
}

/** The server's routes the pages are checked against, or why there are none (a module that does not load). */
export interface LoadedRoutes {
  routes: readonly RouteLike[] | null;
  problem?: string;
  /** the problem is an error, not a warning */
  fatal?: boolean;
}

export const PAGE_META = 'schemas/page.schema.json';
const ENUMS = 'schemas/enums.json';
const ENUMS_META = 'schemas/enums.schema.json';

export function checkSchemaFiles(root: SchemaRoot, loaded: LoadedRoutes): CheckResult {
  const errors: Issue[] = [];
  const warnings: Issue[] = [];

  const metaFiles = [PAGE_META, ENUMS_META, ENUMS].map((f) => readJsonFile(root, f));
  const broken = metaFiles.flatMap((f) => (f.parseError ? [f.parseError] : []));
  if (broken.length) return { files: 0, errors: broken, warnings };
  const [metaFile, enumsMetaFile, enumsFile] = metaFiles as [(typeof metaFiles)[0], (typeof metaFiles)[0], (typeof metaFiles)[0]];
  const meta = metaFile.json as object;

  // The enums' meta-schema refers to the page meta-schema's definitions.
  const validateEnums = compileOnce('enums', [meta, enumsMetaFile.json], () => pageMetaAjv(meta).compile(enumsMetaFile.json as object));
  acceptedBy(enumsFile, validateEnums, enumsMetaFile.json, errors);
  const { $schema: _ignored, ...enumDefs } = enumsFile.json as Record<string, unknown>;

  const menus = checkMenus(root);
  errors.push(...menus.issues);

  const files = listPageFiles(root);
  const checked = checkPageFiles(meta, files);
  errors.push(...explainMissingMenuCode(checked.issues, files, menus.index));
  // A menu file that is broken says so once: the pages naming its codes wait for it rather than each failing.
  const waiting = checked.valid.filter((p) => PAGE_SETS[p.set].menus.some((m) => menus.broken.includes(m)));
  for (const menu of menus.broken) {
    const count = waiting.filter((p) => PAGE_SETS[p.set].menus.includes(menu)).length;
    if (count) warnings.push({ file: menuFileOf(menu), line: null, pointer: '', message: `${count} page file(s) naming its codes are checked once this file is fixed`, zh: `此文件修好后，再检查引用其编码的 ${count} 个页面文件` });
  }
  const identity = resolvePages(checked.valid.filter((p) => !waiting.includes(p)), menus.index);
  errors.push(...identity.errors);
  warnings.push(...identity.warnings);

  const routes = loaded.routes;
  if (loaded.problem) (loaded.fatal ? errors : warnings).push({ file: 'server/modules/index.ts', line: null, pointer: '', message: loaded.problem });
  const enums = enumDefs as LintContext['enums'];
  const lint: LintContext = { enums, routes: linkTargets(identity.pages, menus.index), targets: linkKinds(identity.pages) };
  for (const p of identity.pages) {
    const found = pageFindings(p, lint, routes, identity.errors.filter((i) => i.file === p.file));
    errors.push(...found.errors);
    warnings.push(...found.warnings);
  }
  // The print templates, and the templates each document's print action names (printTemplates.ts).
  errors.push(...checkPrintTemplates(root, identity.pages, routes ?? undefined));

  return { files: files.length, errors, warnings, context: { meta, enums, menus: menus.index, routes, pages: identity.pages } };
}
