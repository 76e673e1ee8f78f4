import type { RJSFValidationError, ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { Lang } from '../../../i18n';
import { translate } from '../../texts';
import type { FormPage } from '../../../../common/page/schemaTypes';

// Form validation without eval in production: the build ships validators precompiled from every form
// page's schema (src/engine/generated/forms/<page id>.js, written by scripts/buildSchemaValidator.ts), and a
// form's page module brings its own along (scripts/build/pageModules.ts), so the form draws without waiting for
// one more chunk; development compiles with ajv on the fly so schema edits apply at once.

const provided = new Map<string, Record<string, unknown>>();

/** Called by a form's page module with the validators precompiled from its schema. */
export function provideValidators(pageId: string, fns: Record<string, unknown>): void {
  provided.set(pageId, fns);
}

export async function formValidator(page: FormPage): Promise<ValidatorType> {
  if (import.meta.env.DEV) return (await import('@rjsf/validator-ajv8')).default as ValidatorType;
  const fns = provided.get(page.id);
  if (!fns) throw new Error(`no precompiled validator for form ${page.id}: run npx tsx scripts/buildSchemaValidator.ts`);
  return createPrecompiledValidator(fns as never, page.schema as never) as ValidatorType;
}

const MESSAGE_KEYS = new Set(['required', 'minimum', 'exclusiveMinimum', 'maximum', 'minLength', 'maxLength', 'minItems', 'pattern', 'format', 'type', 'enum']);

/** ajv's English messages in the user's language. */
export function localizeErrors(errors: RJSFValidationError[], lang: Lang): RJSFValidationError[] {
  return errors.map((e) => {
    if (!e.name || !MESSAGE_KEYS.has(e.name)) return e;
    const limit = (e.params as { limit?: unknown } | undefined)?.limit;
    return { ...e, message: translate(lang, `engine.invalid.${e.name}`, { limit: String(limit ?? '') }) };
  });
}
