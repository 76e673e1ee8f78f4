import type { ValidateFunction } from 'ajv';
import { explainErrors, type AjvError } from '../validation/explainErrors.ts';
import { descriptionInChinese } from './descriptionWords.ts';
import type { Issue } from './issues.ts';
import { issueAt, type JsonFile } from './jsonFile.ts';

/**
 * Whether file `f` is JSON that its meta-schema (`meta`, compiled as `validate`) accepts. When it is not, `issues`
 * gets why: the parse error, or each schema error in plain words at its pointer and line. Every checked kind of
 * file (pages, menus, print templates, enums) goes through here, so all report a broken file the same way.
 */
export function acceptedBy(f: JsonFile, validate: ValidateFunction, meta: unknown, issues: Issue[]): boolean {
  if (f.parseError) {
    issues.push(f.parseError);
    return false;
  }
  if (validate(f.json)) return true;
  for (const p of explainErrors((validate.errors ?? []) as AjvError[], f.json, meta, descriptionInChinese)) issues.push(issueAt(f, p.pointer, p.zh ? { en: p.message, zh: p.zh } : p.message));
  return false;
}
