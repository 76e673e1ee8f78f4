// npm run schemas:check — every page file under schemas/supplier and schemas/boss against
// schemas/page.schema.json, then the lint of lintPages.ts, then whether the generated types and
// validators are up to date. Prints file:line, the JSON pointer and what was expected; exits 1 on errors.
import Ajv from 'ajv';
import fs from 'node:fs';
import path from 'node:path';
import { ROUTES } from '../src/router/routes';
import { pageAjvOptions } from '../src/engine/validation/ajvOptions';
import { explainErrors, type AjvError } from '../src/engine/validation/explainErrors';
import { lineOfParseError, lineOfPointer } from '../src/engine/validation/jsonLocate';
import type { PageSchema } from '../src/engine/schemaTypes';
import { staleArtifacts } from './buildSchemaValidator';
import { lintPage, missingEnglish, type LintContext } from './lintPages';
import { listPageFiles, readJson } from './pageFiles';

export interface Issue {
  file: string;
  line: number | null;
  pointer: string;
  message: string;
}

export interface CheckResult {
  files: number;
  errors: Issue[];
  warnings: Issue[];
}

interface MenuNode {
  code: string;
  children?: MenuNode[];
}

function menuCodes(root: string): Set<string> {
  const codes = new Set<string>();
  const dir = path.join(root, 'schemas/menu');
  const walk = (items: MenuNode[]) => items.forEach((i) => (codes.add(i.code), walk(i.children ?? [])));
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir).filter((n) => n.endsWith('.json')) : []) {
    walk(readJson<{ menu: MenuNode[] }>(root, `schemas/menu/${name}`).menu);
  }
  return codes;
}

export function checkSchemas(root: string, opts: { artifacts?: boolean } = {}): CheckResult {
  const errors: Issue[] = [];
  const warnings: Issue[] = [];
  const meta = readJson<object>(root, 'schemas/page.schema.json');
  const ajv = new Ajv({ ...pageAjvOptions });
  const validatePage = ajv.compile(meta);

  const enumsFile = 'schemas/enums.json';
  const enums = readJson<LintContext['enums'] & { $schema?: string }>(root, enumsFile);
  const enumsSchema = readJson<object>(root, 'schemas/enums.schema.json');
  const enumAjv = new Ajv({ ...pageAjvOptions });
  enumAjv.addSchema(meta, 'page.schema.json');
  const validateEnums = enumAjv.compile(enumsSchema);
  if (!validateEnums(enums)) {
    const text = fs.readFileSync(path.join(root, enumsFile), 'utf8');
    for (const p of explainErrors((validateEnums.errors ?? []) as AjvError[], enums, enumsSchema)) {
      errors.push({ file: enumsFile, line: lineOfPointer(text, p.pointer), pointer: p.pointer, message: p.message });
    }
  }
  const { $schema: _ignored, ...enumDefs } = enums;

  const files = listPageFiles(root);
  const valid: { file: string; text: string; page: PageSchema }[] = [];
  for (const f of files) {
    if (f.parseError) {
      errors.push({ file: f.file, line: lineOfParseError(f.text, f.parseError), pointer: '', message: `not valid JSON: ${f.parseError}` });
      continue;
    }
    if (!validatePage(f.json)) {
      for (const p of explainErrors((validatePage.errors ?? []) as AjvError[], f.json, meta)) {
        errors.push({ file: f.file, line: lineOfPointer(f.text, p.pointer), pointer: p.pointer, message: p.message });
      }
      continue;
    }
    valid.push({ file: f.file, text: f.text, page: f.json as PageSchema });
  }

  // Ids name column settings, drafts and generated validators; routes pick the file: both must be unique.
  const byId = new Map<string, string>();
  const byRoute = new Map<string, string>();
  for (const { file, text, page } of valid) {
    const set = file.includes('/boss/') ? 'boss' : 'supplier';
    if (byId.has(page.id)) errors.push({ file, line: lineOfPointer(text, '/id'), pointer: '/id', message: `id "${page.id}" is also used by ${byId.get(page.id)}` });
    byId.set(page.id, file);
    const routeKey = `${set} ${page.route}`;
    if (byRoute.has(routeKey)) errors.push({ file, line: lineOfPointer(text, '/route'), pointer: '/route', message: `route ${page.route} is also served by ${byRoute.get(routeKey)}` });
    byRoute.set(routeKey, file);
  }

  const ctx: LintContext = {
    menuCodes: menuCodes(root),
    enums: enumDefs as LintContext['enums'],
    routes: new Set([...ROUTES.map((r) => r.path), ...valid.map((v) => v.page.route)]),
  };
  for (const { file, text, page } of valid) {
    for (const f of lintPage(page, ctx)) {
      (f.severity === 'error' ? errors : warnings).push({ file, line: lineOfPointer(text, f.pointer), pointer: f.pointer, message: f.message });
    }
    for (const pointer of missingEnglish(page)) warnings.push({ file, line: lineOfPointer(text, pointer), pointer, message: 'no English text' });
  }

  if (opts.artifacts !== false && errors.length === 0) {
    for (const file of staleArtifacts(root)) {
      errors.push({ file, line: null, pointer: '', message: 'generated from the schemas but out of date: run npx tsx scripts/buildSchemaValidator.ts' });
    }
  }
  return { files: files.length, errors, warnings };
}

export function formatIssue(i: Issue): string {
  return `${i.file}${i.line ? `:${i.line}` : ''}  ${i.pointer || '/'}  ${i.message}`;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const result = checkSchemas(process.cwd());
  for (const w of result.warnings) console.warn(`warning  ${formatIssue(w)}`);
  for (const e of result.errors) console.error(`error    ${formatIssue(e)}`);
  const summary = `${result.files} page files checked: ${result.errors.length} error(s), ${result.warnings.length} warning(s)`;
  if (result.errors.length) {
    console.error(summary);
    process.exit(1);
  }
  console.log(summary);
}
