import type { PageSchema } from '../../../common/page/schemaTypes';
import { pageAjvOptions } from '../../../common/validation/ajvOptions';
import { explainErrors, type AjvError } from '../../../common/validation/explainErrors';
import { devCheckProblems } from './devCheck';
import { lineOfParseError, lineOfPointer } from '../../../common/validation/jsonLocate';
import type { PageCheck } from './pageCheck';

export type { SchemaProblem } from '../../../common/validation/explainErrors';

// Checks a page file against schemas/page.schema.json in the browser, in `npm run dev` (the live meta-schema
// compiled with ajv, so edits to it apply at once). A build checks page files when it bundles them
// (scripts/build/pageModules.ts) and ships no validator; the precompiled one (src/engine/generated/validatePage.js)
// stays for tests and tools that check text outside a build, without the ajv compiler or eval.

type Validator = ((data: unknown) => boolean) & { errors?: AjvError[] | null };

let validator: Promise<Validator> | null = null;

async function devValidator(): Promise<Validator> {
  const [{ default: Ajv }, meta] = await Promise.all([import('ajv'), import('../../../schemas/page.schema.json')]);
  const ajv = new Ajv({ ...pageAjvOptions });
  return ajv.compile(meta.default) as unknown as Validator;
}

function getValidator(): Promise<Validator> {
  validator ??= import.meta.env.DEV
    ? devValidator()
    : import('../generated/validatePage.js').then((m) => m.default as unknown as Validator);
  return validator;
}

export type { PageCheck } from './pageCheck';

/** Starts fetching the validator ahead of the text it will check (a new release of published pages is on its way). */
export const prepareValidator = (): Promise<unknown> => getValidator();

/** Parses and validates one page file's text. */
export async function checkPageText(text: string): Promise<PageCheck> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    const message = (err as Error).message;
    return { ok: false, problems: [{ pointer: '', message: `not valid JSON: ${message}`, line: lineOfParseError(text, message) }] };
  }
  const validate = await getValidator();
  if (validate(data)) {
    const more = await devCheckProblems((data as PageSchema).id);
    return more.length ? { ok: false, problems: more } : { ok: true, page: data as PageSchema };
  }
  // The meta-schema is only needed to explain errors: fetched on this rare path.
  const meta = (await import('../../../schemas/page.schema.json')).default;
  const problems = explainErrors(validate.errors ?? [], data, meta).map((p) => ({ ...p, line: lineOfPointer(text, p.pointer) }));
  return { ok: false, problems };
}
