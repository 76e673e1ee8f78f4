import type { RJSFValidationError, ValidatorType } from '@rjsf/utils';
import type { Lang } from '../../format';
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

const MESSAGES: Record<string, Record<Lang, string>> = {
  required: { 'zh-CN': '必填', en: 'Required' },
  minimum: { 'zh-CN': '不能小于 {limit}', en: 'Must be at least {limit}' },
  exclusiveMinimum: { 'zh-CN': '必须大于 {limit}', en: 'Must be more than {limit}' },
  maximum: { 'zh-CN': '不能大于 {limit}', en: 'Must be at most {limit}' },
  minLength: { 'zh-CN': '至少 {limit} 个字符', en: 'At least {limit} characters' },
  maxLength: { 'zh-CN': '最多 {limit} 个字符', en: 'At most {limit} characters' },
  minItems: { 'zh-CN': '至少 {limit} 项', en: 'At least {limit} entries' },
  pattern: { 'zh-CN': '格式不正确', en: 'Wrong format' },
  format: { 'zh-CN': '格式不正确', en: 'Wrong format' },
  type: { 'zh-CN': '格式不正确', en: 'Wrong format' },
  enum: { 'zh-CN': '请从选项中选择', en: 'Choose one of the options' },
};

/** ajv's English messages in the user's language. */
export function localizeErrors(errors: RJSFValidationError[], lang: Lang): RJSFValidationError[] {
  return errors.map((e) => {
    const m = e.name ? MESSAGES[e.name] : undefined;
    if (!m) return e;
    const limit = (e.params as { limit?: unknown } | undefined)?.limit;
    return { ...e, message: m[lang].replace('{limit}', String(limit ?? '')) };
  });
}
