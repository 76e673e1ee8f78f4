import type { ValidateFunction } from 'ajv';
import type { PageSchema } from '../page/schemaTypes.ts';
import type { PageFile } from './pageFiles.ts';
import { acceptedBy } from './schemaIssues.ts';
import type { Issue } from './issues.ts';
import { compileOnce } from '../validation/compileOnce.ts';
import { PAGE_META_KEY, pageMetaAjv } from './pageMetaAjv.ts';

// Page files against schemas/page.schema.json (the same ajv options as the app's validator, so a file accepted
// here is accepted in the browser). Files that fail here are not looked at further.

export interface ValidPage extends PageFile {
  page: PageSchema;
}

export function checkPageFiles(meta: object, files: PageFile[]): { valid: ValidPage[]; issues: Issue[] } {
  const validate = compileOnce('page', meta, () => pageMetaAjv(meta).getSchema(PAGE_META_KEY) as ValidateFunction);
  const issues: Issue[] = [];
  const valid: ValidPage[] = [];
  for (const f of files) {
    if (!acceptedBy(f, validate, meta, issues)) continue;
    valid.push({ ...f, page: f.json as PageSchema });
  }
  return { valid, issues };
}
