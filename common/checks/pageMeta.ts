import Ajv from 'ajv';
import { pageAjvOptions } from '../validation/ajvOptions';
import { explainErrors, type AjvError } from '../validation/explainErrors';
import type { PageSchema } from '../page/schemaTypes';
import type { PageFile } from './pageFiles';
import { issueAt } from './jsonFile';
import type { Issue } from './issues';

// Page files against schemas/page.schema.json (the same ajv options as the app's validator, so a file accepted
// here is accepted in the browser). Files that fail here are not looked at further.

export interface ValidPage extends PageFile {
  page: PageSchema;
}

export function checkPageFiles(meta: object, files: PageFile[]): { valid: ValidPage[]; issues: Issue[] } {
  const validate = new Ajv({ ...pageAjvOptions }).compile(meta);
  const issues: Issue[] = [];
  const valid: ValidPage[] = [];
  for (const f of files) {
    if (f.parseError) {
      issues.push(f.parseError);
      continue;
    }
    if (!validate(f.json)) {
      for (const p of explainErrors((validate.errors ?? []) as AjvError[], f.json, meta)) issues.push(issueAt(f, p.pointer, p.message));
      continue;
    }
    valid.push({ ...f, page: f.json as PageSchema });
  }
  return { valid, issues };
}
