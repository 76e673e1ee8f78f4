import type { RJSFValidationError, ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { localize, type Lang } from '../../../i18n';
import { translate } from '../../texts';
import type { FormPage, LocalizedText } from '../../../../common/page/schemaTypes';

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

/** Errors about a value's shape: a field's `ui:options.formatMessage` says what it must look like instead. */
const SHAPE_ERRORS = new Set(['pattern', 'format']);

type UiNode = Record<string, unknown> | undefined;

/** The `formatMessage` of the field an error's property names (".openFrom", ".lines.0.qty": a line's field is under `items`). */
function formatMessageAt(uiSchema: UiNode, property: string | undefined): LocalizedText | undefined {
  let ui = uiSchema;
  for (const key of (property ?? '').split('.').filter(Boolean)) ui = (/^\d+$/.test(key) ? ui?.items : ui?.[key]) as UiNode;
  const options = ui?.['ui:options'] as { formatMessage?: LocalizedText } | undefined;
  return options?.formatMessage;
}

/** ajv's English messages in the user's language; a value of the wrong shape in the field's own words when it has them. */
export function localizeErrors(errors: RJSFValidationError[], lang: Lang, uiSchema?: UiNode): RJSFValidationError[] {
  return errors.map((e) => {
    if (!e.name || !MESSAGE_KEYS.has(e.name)) return e;
    const own = SHAPE_ERRORS.has(e.name) ? formatMessageAt(uiSchema, e.property) : undefined;
    if (own) return { ...e, message: localize(own, lang) };
    const limit = (e.params as { limit?: unknown } | undefined)?.limit;
    return { ...e, message: translate(lang, `engine.invalid.${e.name}`, { limit: String(limit ?? '') }) };
  });
}
