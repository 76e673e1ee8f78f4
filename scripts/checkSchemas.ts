// npm run schemas:check — the menu files, the enums and every page file: against their meta-schemas, the lint,
// the page ↔ menu identity, the contract with the server's routes, and whether the generated types and
// validators are current. Prints file:line, the JSON pointer and what was expected; exits 1 on errors.
// The server runs the same check at start (check/startupCheck.ts) and the dev server serves it to the
// browser's error screen (build/schemaCheckPlugin.ts), so every place gives the same answers.
import Ajv from 'ajv';
import path from 'node:path';
import { pageAjvOptions } from '../src/engine/validation/ajvOptions';
import { explainErrors, type AjvError } from '../src/engine/validation/explainErrors';
import { staleArtifacts } from './buildSchemaValidator';
import { serverRoutes } from './check/apiRoutes';
import { checkContract } from './check/contract';
import { formatIssue, type Finding, type Issue } from './check/issues';
import { issueAt, readJsonFile } from './check/jsonFile';
import { linkTargets } from './check/linkTargets';
import { checkMenus } from './check/menuFiles';
import { checkPageCodes } from './check/pageCodes';
import { resolvePages } from './check/pageIdentity';
import { checkPageFiles } from './check/pageMeta';
import { checkPrintTemplates } from './check/printTemplates';
import type { RouteLike } from './check/routeIndex';
import { lintPage, missingEnglish, type LintContext } from './lintPages';
import { listPageFiles } from './pageFiles';

export { formatIssue, type Issue } from './check/issues';

export interface CheckResult {
  /** page files looked at */
  files: number;
  errors: Issue[];
  warnings: Issue[];
}

export interface CheckOptions {
  /** compare the generated files with what the schemas give (default true) */
  artifacts?: boolean;
  /** the server routes to check pages against (default: server/modules `apiRoutes`) */
  routes?: readonly RouteLike[];
}

export const PAGE_META = 'schemas/page.schema.json';
const ENUMS = 'schemas/enums.json';
const ENUMS_META = 'schemas/enums.schema.json';

export async function checkSchemas(root: string, opts: CheckOptions = {}): Promise<CheckResult> {
  const errors: Issue[] = [];
  const warnings: Issue[] = [];

  const metaFiles = [PAGE_META, ENUMS_META, ENUMS].map((f) => readJsonFile(root, f));
  const broken = metaFiles.flatMap((f) => (f.parseError ? [f.parseError] : []));
  if (broken.length) return { files: 0, errors: broken, warnings };
  const [metaFile, enumsMetaFile, enumsFile] = metaFiles as [(typeof metaFiles)[0], (typeof metaFiles)[0], (typeof metaFiles)[0]];
  const meta = metaFile.json as object;

  const enumAjv = new Ajv({ ...pageAjvOptions });
  enumAjv.addSchema(meta, 'page.schema.json');
  const validateEnums = enumAjv.compile(enumsMetaFile.json as object);
  if (!validateEnums(enumsFile.json)) {
    for (const p of explainErrors((validateEnums.errors ?? []) as AjvError[], enumsFile.json, enumsMetaFile.json)) errors.push(issueAt(enumsFile, p.pointer, p.message));
  }
  const { $schema: _ignored, ...enumDefs } = enumsFile.json as Record<string, unknown>;

  const menus = checkMenus(root);
  errors.push(...menus.issues);

  const files = listPageFiles(root);
  const checked = checkPageFiles(meta, files);
  errors.push(...checked.issues);
  const identity = resolvePages(checked.valid, menus.index);
  errors.push(...identity.errors);
  warnings.push(...identity.warnings);

  const loaded: Awaited<ReturnType<typeof serverRoutes>> = opts.routes ? { routes: opts.routes } : await serverRoutes();
  const routes = loaded.routes;
  if (loaded.problem) (loaded.fatal ? errors : warnings).push({ file: 'server/modules/index.ts', line: null, pointer: '', message: loaded.problem });
  const ctx: LintContext = { enums: enumDefs as LintContext['enums'], routes: linkTargets(identity.pages, menus.index) };
  for (const p of identity.pages) {
    const findings: Finding[] = [...lintPage(p.page, ctx), ...checkPageCodes(p).items, ...(routes ? checkContract(p, routes).items : [])];
    for (const f of findings) (f.severity === 'error' ? errors : warnings).push(issueAt(p, f.pointer, f.message));
    for (const pointer of missingEnglish(p.page)) warnings.push(issueAt(p, pointer, 'no English text'));
  }
  // The print templates, and the templates each document's print action names (scripts/check/printTemplates.ts).
  errors.push(...checkPrintTemplates(root, identity.pages, routes ?? undefined));

  if (opts.artifacts !== false && errors.length === 0) {
    for (const file of staleArtifacts(root)) {
      errors.push({ file, line: null, pointer: '', message: 'generated from the schemas but out of date: run npm run schemas:build' });
    }
  }
  return { files: files.length, errors, warnings };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const result = await checkSchemas(process.cwd());
  for (const w of result.warnings) console.warn(`warning  ${formatIssue(w)}`);
  for (const e of result.errors) console.error(`error    ${formatIssue(e)}`);
  const summary = `${result.files} page files checked: ${result.errors.length} error(s), ${result.warnings.length} warning(s)`;
  if (result.errors.length) {
    console.error(summary);
    process.exit(1);
  }
  console.log(summary);
}
