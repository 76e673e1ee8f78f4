import type { RJSFValidationError, ValidatorType } from '@rjsf/utils';
import { translate, type Lang } from '../../../i18n';
import type { FormPage } from '../../schemaTypes';

// Form validation without eval in production: the build ships validators precompiled from every form
// page's schema (src/engine/generated/forms/<page id>.js, written by scripts/buildSchemaValidator.ts);
// development compiles with ajv on the fly so schema edits apply at once.

const precompiled = import.meta.glob<{ default: Record<string, unknown> }>('../../generated/forms/*.js');

export async function formValidator(page: FormPage): Promise<ValidatorType> {
  if (import.meta.env.DEV) return (await import('@rjsf/validator-ajv8')).default as ValidatorType;
  const load = precompiled[`../../generated/forms/${page.id}.js`];
  if (!load) throw new Error(`no precompiled validator for form ${page.id}: run npx tsx scripts/buildSchemaValidator.ts`);
  const [fns, { default: createPrecompiledValidator }] = await Promise.all([
    load().then((m) => m.default),
    import('@rjsf/validator-ajv8/lib/createPrecompiledValidator.js'),
  ]);
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
