import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { checkForm } from './useFormErrors';

// A field's `ui:options.formatMessage` says what its value must look like when its pattern refuses what was typed;
// a field without one keeps the general message.

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    openFrom: { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' },
    code: { type: 'string', pattern: '^[0-9]+$' },
    lines: { type: 'array', items: { type: 'object', properties: { batch: { type: 'string', pattern: '^[A-Z]{2}$' } } } },
  },
};
const uiSchema: UiSchema = {
  openFrom: { 'ui:options': { formatMessage: { 'zh-CN': '请按 时:分 填写，如 08:30', en: 'Enter the time as HH:MM, e.g. 08:30' } } },
  lines: { items: { batch: { 'ui:options': { formatMessage: { 'zh-CN': '两个大写字母，如 AB', en: 'Two capital letters, e.g. AB' } } } } },
};
const data = { openFrom: '8.30', code: 'x1', lines: [{ batch: 'AB' }, { batch: 'a' }] };

describe("a field's own format message", () => {
  it('replaces the general message of a pattern error, top-level and on a line, in the user language', () => {
    const en = checkForm(validator as ValidatorType, schema, uiSchema, data, 'en') as Record<string, any>;
    expect(en.openFrom.__errors).toEqual(['Enter the time as HH:MM, e.g. 08:30']);
    expect(en.lines['1'].batch.__errors).toEqual(['Two capital letters, e.g. AB']);
    expect(en.lines['0']).toBeUndefined();
    const zh = checkForm(validator as ValidatorType, schema, uiSchema, data, 'zh-CN') as Record<string, any>;
    expect(zh.openFrom.__errors).toEqual(['请按 时:分 填写，如 08:30']);
    expect(zh.code.__errors).toEqual(['格式不正确']);
  });
});
