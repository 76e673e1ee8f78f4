import { describe, expect, it } from 'vitest';
import { lintPage } from './lintPages';
import { missingFormatMessages } from './formatMessages';
import { listPageFiles } from './pageFiles';
import type { PageSchema } from '../page/schemaTypes';

// A form field with a pattern and no `formatMessage` would say only 格式不正确 when the pattern refuses a value: the
// check warns the author at the pattern, top-level and on a line; a field the user types nothing into is left alone.

const MESSAGE = { 'zh-CN': '请填写 5–20 位电话号码，如 13800000001', en: 'Enter a phone number of 5–20 digits, e.g. 13800000001' };

function form(uiSchema: Record<string, unknown>): PageSchema {
  return {
    id: 't.form',
    kind: 'form',
    title: '表单',
    submit: { url: '/x', method: 'POST' },
    actions: [{ id: 'save', type: 'submit', label: '提交' }],
    schema: {
      type: 'object',
      properties: {
        mobile: { type: 'string', pattern: '^[0-9]{5,20}$' },
        conversationId: { type: 'string', pattern: '^[1-9][0-9]*$' },
        lines: { type: 'array', items: { type: 'object', properties: { qty: { type: 'string', pattern: '^\\d+$' } } } },
      },
    },
    uiSchema: { conversationId: { 'ui:widget': 'hidden' }, ...uiSchema },
  } as unknown as PageSchema;
}
const warnings = (page: PageSchema) => lintPage(page, { enums: {}, routes: new Set() }).filter((f) => f.severity === 'warning');

describe('a patterned form field without its own format message', () => {
  it('is warned of at its pattern, with where the message goes, in English and Chinese', () => {
    expect(warnings(form({}))).toEqual([
      expect.objectContaining({ pointer: '/schema/properties/mobile/pattern', message: expect.stringContaining('/uiSchema/mobile/ui:options/formatMessage'), zh: expect.stringContaining('格式不正确') }),
      expect.objectContaining({ pointer: '/schema/properties/lines/items/properties/qty/pattern', message: expect.stringContaining('/uiSchema/lines/items/qty/ui:options/formatMessage') }),
    ]);
  });

  it('is not warned of once each typed field says what it expects', () => {
    const ui = { mobile: { 'ui:options': { formatMessage: MESSAGE } }, lines: { items: { qty: { 'ui:options': { decimals: 0, formatMessage: MESSAGE } } } } };
    expect(warnings(form(ui))).toEqual([]);
  });
});

describe("the product's own forms", () => {
  it('say what each typed patterned field expects (phone, bank account, invoice code and number, amounts, quantities)', () => {
    const forms = listPageFiles(process.cwd()).filter((f) => (f.json as { kind?: string }).kind === 'form');
    const missing = forms.flatMap((f) => {
      const p = f.json as { schema?: unknown; uiSchema?: unknown };
      return missingFormatMessages(p.schema, p.uiSchema).map((w) => `${f.file} ${w.pointer}`);
    });
    expect(forms.length).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });
});
