import Ajv from 'ajv';
import { boundFields, type PrintTemplate } from '../print/template';
import type { Issue } from './issues';
import { didYouMean } from '../validation/didYouMean';
import { issueAt, jsonFilesIn, readJsonFile, type JsonFile, type SchemaRoot } from './jsonFile';
import { acceptedBy } from './schemaIssues';
import type { ResolvedPage } from './pageIdentity';
import { findRoute, type RouteLike } from './routeIndex';
import { describeMiss, EACH, lookup } from './schemaPaths';
import { compileOnce } from '../validation/compileOnce';

// The print templates (schemas/print/*.json), checked like page files: against their meta-schema, file name =
// id; every template a page's print action names exists; every field a template binds is in the answer of the
// route that page shows (so a renamed field cannot silently print blank).

export const PRINT_DIR = 'schemas/print';
const META = `${PRINT_DIR}/template.schema.json`;

/** Fields the print sheet adds to every document (PrintPanel). */
const CONTEXT = new Set(['supplierName', 'supplierCode', 'userName', 'printedAt']);

function toPath(field: string): string[] {
  return field
    .replace(/\.length$/, '')
    .split('.')
    .flatMap((seg) => (seg.endsWith('[]') ? [seg.slice(0, -2), EACH] : [seg]));
}

export function checkPrintTemplates(root: SchemaRoot, pages: readonly ResolvedPage[], routes: readonly RouteLike[] | undefined): Issue[] {
  const issues: Issue[] = [];
  const metaFile = readJsonFile(root, META);
  if (metaFile.parseError) return [metaFile.parseError];
  const validate = compileOnce('print', metaFile.json, () => new Ajv({ allErrors: true, strict: false, discriminator: true }).compile(metaFile.json as object));
  const templates = new Map<string, { file: JsonFile; template: PrintTemplate }>();
  for (const name of jsonFilesIn(root, PRINT_DIR)) {
    if (name === META) continue;
    const file = readJsonFile(root, name);
    if (!acceptedBy(file, validate, metaFile.json, issues)) continue;
    const template = file.json as PrintTemplate;
    if (name !== `${PRINT_DIR}/${template.id}.json`) issues.push(issueAt(file, '/id', `id "${template.id}" differs from the file name`));
    templates.set(template.id, { file, template });
  }

  for (const p of pages) {
    (p.page.kind === 'detail' ? (p.page.actions ?? []) : []).forEach((action, i) => {
      if (action.type !== 'print' || !action.templates) return;
      action.templates.forEach((id, k) => {
        const pointer = `/actions/${i}/templates/${k}`;
        const found = templates.get(id);
        if (!found) {
          issues.push(issueAt(p, pointer, `print template "${id}" does not exist in ${PRINT_DIR}${didYouMean(id, templates.keys())}`));
          return;
        }
        if (!routes || p.page.kind !== 'detail') return;
        const route = findRoute(routes, p.page.api.method ?? 'GET', p.page.api.url);
        if (!route.route) return;
        for (const field of new Set(boundFields(found.template.blocks))) {
          if (CONTEXT.has(field) || field.startsWith('@')) continue;
          const path = toPath(field);
          const answer = route.route.schema.response;
          const hit = lookup(answer, path);
          // inside a repeat a name that is not the line's resolves in the document
          const outer = path.includes(EACH) ? lookup(answer, path.slice(path.lastIndexOf(EACH) + 1)) : hit;
          if (!hit.ok && !outer.ok) issues.push(issueAt(p, pointer, describeMiss(hit, path, `print template "${id}" binds "${field}", which is not in the answer of ${route.route.method} ${route.route.url}`).en));
        }
      });
    });
  }
  return issues;
}
