import { describe, expect, it } from 'vitest';
import { clearDraft, draftKey, DRAFT_MAX_AGE_MS, readDraft, writeDraft } from './drafts';
import { fitSize } from './fields/compressImage';
import { serverErrorsToSchema, shownField } from './serverErrors';

const formData = { id: 7, lines: [{ lineId: 11, itemId: 501, confirmedQty: '5' }, { lineId: 12, itemId: 502, confirmedQty: '9' }] };

describe('server errors on fields', () => {
  it('places a 400 with data.field, dropping the path prefix of the message', () => {
    const r = serverErrorsToSchema({ code: 400, message: 'lines/1/confirmedQty: 不能大于订货数量', data: { field: 'lines/1/confirmedQty' } }, formData);
    expect(r.schema).toEqual({ lines: { '1': { confirmedQty: { __errors: ['不能大于订货数量'] } } } });
    expect(r.unplaced).toEqual([]);
  });
  it('places a schema violation by the path in its message', () => {
    const r = serverErrorsToSchema({ code: 400, message: 'body/promisedDate must match format "date"' }, formData);
    expect(r.schema).toEqual({ promisedDate: { __errors: ['must match format "date"'] } });
  });
  it('matches code 140 item errors to rows by line or item id', () => {
    const r = serverErrorsToSchema(
      { code: 140, message: '[]', data: [{ itemId: 502, failReason: '价格为空', field: 'confirmedQty' }, { lineId: 11, nameAndMsg: '可乐：停购' }, { itemId: 9, failReason: '未知' }] },
      formData,
    );
    expect(r.schema).toEqual({ lines: { '1': { confirmedQty: { __errors: ['价格为空'] } }, '0': { __errors: ['可乐：停购'] } } });
    expect(r.unplaced).toEqual(['未知']);
  });
  it('marks the form’s own field of a 140 item error that names no row (packagings/0/barcode goes into its row)', () => {
    const r = serverErrorsToSchema(
      { code: 140, message: '[]', data: [{ field: 'barcode', failReason: '「条码」条码已存在', nameAndMsg: '条码已存在' }, { field: 'packagings/0/factor', failReason: 'x', nameAndMsg: '换算系数必须大于1' }] },
      { name: 'x', barcode: '6901234567892', packagings: [{ unit: '箱', factor: '1' }] },
    );
    expect(r.schema).toEqual({ barcode: { __errors: ['条码已存在'] }, packagings: { '0': { factor: { __errors: ['换算系数必须大于1'] } } } });
    expect(r.unplaced).toEqual([]);
  });
  it('says in words a refusal about a field the form does not show, rather than marking nothing red', () => {
    const form = { schema: { properties: { feeId: { type: 'integer' }, reason: { type: 'string' } } }, uiSchema: { feeId: { 'ui:widget': 'hidden' } } };
    const shows = (f: string) => shownField(f, form.schema, form.uiSchema);
    expect([shows('feeId'), shows('reason'), shows('other')]).toEqual([false, true, false]);
    const past = serverErrorsToSchema({ code: 400, message: 'Fee can no longer be disputed: its deadline has passed', data: { field: 'feeId' } }, { feeId: 25, reason: 'x' }, shows);
    expect(past).toEqual({ schema: {}, unplaced: ['Fee can no longer be disputed: its deadline has passed'], owned: true });
    const reason = serverErrorsToSchema({ code: 400, message: 'reason: 必须填写', data: { field: 'reason' } }, { feeId: 25 }, shows);
    expect(reason.schema).toEqual({ reason: { __errors: ['必须填写'] } });
  });
  it('leaves other failures to a message', () => {
    expect(serverErrorsToSchema({ code: 409, message: '订单已被他人处理' }, formData)).toEqual({ schema: {}, unplaced: [], owned: false });
  });
});

describe('drafts', () => {
  const mem = new Map<string, string>();
  const store = { getItem: (k: string) => mem.get(k) ?? null, setItem: (k: string, v: string) => void mem.set(k, v), removeItem: (k: string) => void mem.delete(k) };
  it('keys by page and query, in any query order', () => {
    expect(draftKey('po.confirm', { id: '7', b: '1' })).toBe(draftKey('po.confirm', { b: '1', id: '7' }));
    expect(draftKey('po.confirm', {})).toBe('scm_draft:po.confirm');
  });
  it('keeps, restores, expires and clears', () => {
    writeDraft('k', { a: 1 }, 1000, store);
    expect(readDraft('k', 2000, store)).toEqual({ savedAt: 1000, data: { a: 1 } });
    expect(readDraft('k', 1000 + DRAFT_MAX_AGE_MS + 1, store)).toBeNull();
    writeDraft('k', { a: 2 }, 1000, store);
    clearDraft('k', store);
    expect(readDraft('k', 2000, store)).toBeNull();
    mem.set('bad', '{not json');
    expect(readDraft('bad', 2000, store)).toBeNull();
  });
});

describe('image compression size (spec §5: scale by 0.8 until within 3264x2448)', () => {
  it('keeps small images and shrinks large ones in 0.8 steps', () => {
    expect(fitSize(1200, 900)).toEqual({ width: 1200, height: 900 });
    expect(fitSize(4000, 3000)).toEqual({ width: 3200, height: 2400 });
    expect(fitSize(8000, 6000)).toEqual({ width: 2621, height: 1966 });
    // Portrait photos are measured the same way: long side against 3264, short side against 2448.
    expect(fitSize(3000, 4000)).toEqual({ width: 2400, height: 3200 });
  });
});
