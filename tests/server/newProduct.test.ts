import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eanCheckDigit } from '../../server/modules/newProduct/barcode';
import { demoPassword } from '../support/testContext';
import { withS001, type S001 } from './fixtures';
import { PNG_1x1, fetchFile, uploadFile } from './uploadSupport';

const base = '/scm/product/new-item';
const review = '/scm/product/new-item-review';
const ean13 = (body12: string) => `${body12}${eanCheckDigit(body12)}`;

let s: S001;
let other: string;
let buyer: string;
let categoryId: number;
let serial = 0;

beforeAll(async () => {
  s = await withS001();
  other = await s.ctx.login('13800000002', demoPassword, { supplierCode: 'S002' });
  buyer = await s.ctx.login('13900000001', demoPassword);
  const cat = await s.ctx.db.selectFrom('item_category').select('id').where('merchant_id', '=', s.merchantId).where('level', '=', 3).orderBy('id').executeTakeFirstOrThrow();
  categoryId = cat.id;
});
afterAll(() => s.ctx.close());

/** A complete application no item or other application collides with. */
function complete(extra: Record<string, unknown> = {}) {
  serial++;
  return {
    name: `测试新品${serial}号 500g`,
    barcode: ean13(`69599${String(serial).padStart(7, '0')}`),
    spec: '500g',
    unit: '袋',
    categoryId,
    brand: '禾家',
    purchasePrice: '8.50',
    suggestRetailPrice: '12.90',
    inputTaxRate: '0.13',
    outputTaxRate: '0.13',
    shelfLifeDays: 180,
    storageMethod: 0,
    origin: '浙江',
    packagings: [{ unit: '箱', factor: '12', barcode: ean13(`69598${String(serial).padStart(7, '0')}`), purchasePrice: '100.00' }],
    ...extra,
  };
}

const messagesAbout = (appId: number) =>
  s.ctx.db.selectFrom('user_message').select(['user_id', 'kind', 'title']).where('doc_type', '=', 'new_item_application').where('doc_id', '=', appId).orderBy('id').execute();
const post = (token: string, url: string, body: unknown) => s.ctx.call('POST', url, { token, body });
const load = (token: string, id: number, side = base) => s.ctx.call('GET', `${side}/load/${id}`, { token });

describe('new-product application: the supplier side', () => {
  it('saves a draft with a name only, loads it, and updates it', async () => {
    const saved = await post(s.token, `${base}/save`, { name: '草稿商品<>!' });
    expect(saved.code).toBe(0);
    expect(saved.data).toMatchObject({ status: 0, version: 0 });
    expect(saved.data.sheetNo).toMatch(/^XP000\d{8}\d{4}$/);
    const loaded = await load(s.token, saved.data.id);
    expect(loaded.data.name).toBe('草稿商品'); // the text filter dropped the symbols
    const upd = await post(s.token, `${base}/update`, { id: saved.data.id, version: 0, name: '草稿商品', spec: '1kg' });
    expect(upd.data).toMatchObject({ status: 0, version: 1 });
    const stale = await post(s.token, `${base}/update`, { id: saved.data.id, version: 0, name: '草稿商品' });
    expect(stale.code).toBe(409);
  });

  it('refuses to submit an incomplete application with code 140, listing every problem by field', async () => {
    const r = await post(s.token, `${base}/saveAndSubmit`, { name: '缺资料的商品' });
    expect(r.code).toBe(140);
    const list = JSON.parse(r.message);
    expect(list[0]).toHaveProperty('failReason');
    expect(list[0]).toHaveProperty('nameAndMsg');
    const fields = r.data.map((p: { field: string }) => p.field);
    expect(fields).toEqual(expect.arrayContaining(['categoryId', 'unit', 'spec', 'purchasePrice', 'suggestRetailPrice', 'inputTaxRate', 'shelfLifeDays', 'storageMethod', 'barcode']));
    const en = await s.ctx.app.inject({ method: 'POST', url: `/mobile/api${base}/saveAndSubmit`, headers: { token: s.token, 'content-type': 'application/json', 'accept-language': 'en' }, payload: JSON.stringify({ name: 'x' }) });
    expect(JSON.parse(en.json().message)[0].failReason).toMatch(/must not be empty/);
  });

  it('refuses a bad check digit, a short barcode, a duplicate name and a duplicate barcode', async () => {
    const good = complete();
    const badDigit = good.barcode.slice(0, 12) + ((Number(good.barcode[12]) + 1) % 10);
    const r1 = await post(s.token, `${base}/saveAndSubmit`, { ...good, barcode: badDigit });
    expect(r1.code).toBe(140);
    expect(r1.data).toEqual([expect.objectContaining({ field: 'barcode', nameAndMsg: '条码校验位不正确' })]);
    const r2 = await post(s.token, `${base}/saveAndSubmit`, { ...complete(), barcode: '12345' });
    expect(r2.data[0]).toMatchObject({ field: 'barcode', nameAndMsg: expect.stringMatching(/EAN/) });
    const seeded = await s.ctx.db.selectFrom('item').select(['name', 'barcode']).where('merchant_id', '=', s.merchantId).where('is_weighed', '=', false).orderBy('id').executeTakeFirstOrThrow();
    const r3 = await post(s.token, `${base}/saveAndSubmit`, complete({ name: seeded.name }));
    expect(r3.data.map((p: { field: string }) => p.field)).toEqual(['name']);
    const r4 = await post(s.token, `${base}/saveAndSubmit`, complete({ barcode: seeded.barcode }));
    expect(r4.data.map((p: { field: string }) => p.field)).toEqual(['barcode']);
    // A packaging whose barcode repeats the item's own.
    const c = complete();
    const r5 = await post(s.token, `${base}/saveAndSubmit`, { ...c, packagings: [{ unit: '箱', factor: '1', barcode: c.barcode }] });
    expect(r5.data.map((p: { field: string }) => p.field).sort()).toEqual(['packagings/0/barcode', 'packagings/0/factor']);
  });

  it('answers the checks the form runs while typing', async () => {
    const seeded = await s.ctx.db.selectFrom('item').select(['name', 'barcode']).where('merchant_id', '=', s.merchantId).where('is_weighed', '=', false).orderBy('id').executeTakeFirstOrThrow();
    expect((await post(s.token, `${base}/checkRepeatItemName`, { name: seeded.name })).data).toMatchObject({ ok: false, message: expect.stringMatching(/已存在/) });
    expect((await post(s.token, `${base}/checkRepeatItemName`, { name: '从未有过的名字' })).data).toEqual({ ok: true, message: null });
    expect((await post(s.token, `${base}/checkRepeatBarcode`, { barcode: seeded.barcode })).data.ok).toBe(false);
    expect((await post(s.token, `${base}/checkRepeatBarcode`, { barcode: '96385074' })).data).toEqual({ ok: true, message: null }); // valid EAN-8
    expect((await post(s.token, `${base}/checkRepeatBarcode`, { barcode: '96385075' })).data.message).toMatch(/校验位/);
    expect((await post(s.token, `${base}/checkRepeatBarcode`, { barcode: '6901234567892', isWeighed: true })).data.ok).toBe(false);
  });

  it('hands out a free PLU and rectifies a taken one; a weighed item needs one', async () => {
    const taken = await s.ctx.db.selectFrom('item').select('plu_code').where('merchant_id', '=', s.merchantId).where('plu_code', 'is not', null).executeTakeFirstOrThrow();
    const next = await post(s.token, `${base}/getPLUCode`, {});
    expect(next.data.pluCode).toMatch(/^\d{4,5}$/);
    const fixed = await post(s.token, '/common/item/checkAndRectifyPlu', { pluCode: taken.plu_code });
    // the form's check shows the message under the field: it names the free code
    expect(fixed.data).toMatchObject({ rectified: true, ok: false, pluCode: next.data.pluCode, message: `已被占用或不是4到5位数字，可用：${next.data.pluCode}` });
    const kept = await post(s.token, '/common/item/checkAndRectifyPlu', { pluCode: next.data.pluCode });
    expect(kept.data).toMatchObject({ rectified: false, ok: true, pluCode: next.data.pluCode, message: null });
    const bad = await post(s.token, '/common/item/checkAndRectifyPlu', { pluCode: '12' });
    expect(bad.data).toMatchObject({ rectified: true, ok: false });
    const weighed = complete({ isWeighed: true, barcode: undefined, packagings: [], unit: 'kg', spec: '散称' });
    const noPlu = await post(s.token, `${base}/saveAndSubmit`, weighed);
    expect(noPlu.data.map((p: { field: string }) => p.field)).toEqual(['pluCode']);
    const withPlu = await post(s.token, `${base}/saveAndSubmit`, { ...weighed, pluCode: next.data.pluCode });
    expect(withPlu.code).toBe(0);
    // The PLU is now held by that application.
    expect((await post(s.token, '/common/item/checkAndRectifyPlu', { pluCode: next.data.pluCode })).data.rectified).toBe(true);
  });

  it('refuses every illegal move with a clear message', async () => {
    const sub = await post(s.token, `${base}/saveAndSubmit`, complete());
    expect(sub.data.status).toBe(1);
    const del = await post(s.token, `${base}/delete`, { id: sub.data.id, version: sub.data.version });
    expect(del).toMatchObject({ code: 409, message: '只有草稿可以删除' });
    const upd = await post(s.token, `${base}/update`, { id: sub.data.id, version: sub.data.version, name: 'x' });
    expect(upd.code).toBe(409);
    const draft = await post(s.token, `${base}/save`, { name: '要删除的草稿' });
    const cb = await post(s.token, `${base}/callback`, { id: draft.data.id, version: 0 });
    expect(cb).toMatchObject({ code: 409, message: '只有待审核的申请单可以撤回' });
    // The buyer does not see drafts at all.
    expect((await post(buyer, `${review}/approve`, { id: draft.data.id, version: 0 })).code).toBe(404);
    expect((await post(s.token, `${base}/delete`, { id: draft.data.id, version: 0 })).data).toEqual({ id: draft.data.id, deleted: true });
    expect((await load(s.token, draft.data.id)).code).toBe(404);
    // Withdraw, then the buyer cannot approve it any more.
    const back = await post(s.token, `${base}/callback`, { id: sub.data.id, version: sub.data.version });
    expect(back.data.status).toBe(4);
    expect((await post(buyer, `${review}/approve`, { id: sub.data.id, version: back.data.version })).code).toBe(404);
  });

  it("keeps another supplier's applications out of reach (they look missing)", async () => {
    const mine = await post(s.token, `${base}/save`, { name: '别人看不到的草稿' });
    expect((await load(other, mine.data.id)).code).toBe(404);
    for (const action of ['update', 'delete', 'callback']) {
      const r = await post(other, `${base}/${action}`, { id: mine.data.id, version: 0, ...(action === 'update' ? { name: 'x' } : {}) });
      expect(r.code, action).toBe(404);
    }
    const theirList = await post(other, `${base}/list`, {});
    expect(theirList.data.rows.map((r: { id: number }) => r.id)).not.toContain(mine.data.id);
  });

  it('answers 400 in words for bad input', async () => {
    const r = await post(s.token, `${base}/save`, { name: 'x', purchasePrice: '-1' });
    expect(r.code).toBe(400);
    const r2 = await post(s.token, `${base}/save`, { name: 'x', images: ['999999'] });
    expect(r2.code).toBe(400);
    expect(r2.message).toMatch(/商品图片/);
    expect((await post(s.token, `${base}/save`, { name: 'x', colour: 'red' })).code).toBe(400);
  });
});

describe('new-product application: review by the buyer', () => {
  it('a supplier cannot approve or reject, and cannot read the review list', async () => {
    const sub = await post(s.token, `${base}/saveAndSubmit`, complete());
    expect((await post(s.token, `${review}/approve`, { id: sub.data.id, version: sub.data.version })).code).toBe(107);
    expect((await post(s.token, `${review}/rejected`, { id: sub.data.id, version: sub.data.version, reason: 'x' })).code).toBe(107);
    expect((await post(s.token, `${review}/list`, {})).code).toBe(107);
  });

  it('reject with a reason, edit and resubmit, approve: the item exists with its packagings, supplier and photos', async () => {
    const photo = await uploadFile(s.ctx, s.token, PNG_1x1);
    const app = complete({ images: [photo.data.id] });
    const sub = await post(s.token, `${base}/saveAndSubmit`, app);
    expect(sub.code).toBe(0);
    // The buyer sees it (and its photo) among every supplier's submissions.
    const list = await post(buyer, `${review}/list`, { status: [1] });
    expect(list.data.rows.map((r: { id: number }) => r.id)).toContain(sub.data.id);
    expect((await fetchFile(s.ctx, buyer, photo.data.id)).statusCode).toBe(200);
    expect((await post(buyer, `${review}/rejected`, { id: sub.data.id, version: sub.data.version, reason: '  ' })).code).toBe(400);
    const rej = await post(buyer, `${review}/rejected`, { id: sub.data.id, version: sub.data.version, reason: '进价偏高' });
    expect(rej.data.status).toBe(3);
    const seen = await load(s.token, sub.data.id);
    // Read back as the form's choices name them, so a reopened application keeps its tax rates chosen.
    expect(seen.data).toMatchObject({ status: 3, rejectReason: '进价偏高', inputTaxRate: '0.13', outputTaxRate: '0.13' });
    // The supplier's admin and sales are told why, once each: the message carries the reason, no reasonless twin.
    const rejectedMessages = await messagesAbout(sub.data.id);
    expect(rejectedMessages.length).toBeGreaterThan(0);
    for (const msg of rejectedMessages) expect(msg).toMatchObject({ kind: 'applicationRejected', title: { 'zh-CN': `新品申请 ${rej.data.sheetNo} 被驳回：进价偏高`, en: `New-product application ${rej.data.sheetNo} rejected: 进价偏高` } });
    expect(new Set(rejectedMessages.map((msg) => msg.user_id)).size).toBe(rejectedMessages.length);
    expect(seen.data.images).toEqual([expect.objectContaining({ id: photo.data.id })]);
    const again = await post(s.token, `${base}/saveAndSubmit`, { ...app, id: sub.data.id, version: rej.data.version, purchasePrice: '7.90' });
    expect(again.data.status).toBe(1);
    const ok = await post(buyer, `${review}/approve`, { id: sub.data.id, version: again.data.version });
    expect(ok.code).toBe(0);
    expect(ok.data.createdItemId).toBeGreaterThan(0);
    // Approval's message still comes from the row trigger, once per recipient.
    const approvedMessages = (await messagesAbout(sub.data.id)).filter((msg) => msg.kind === 'applicationApproved');
    expect(approvedMessages).toHaveLength(rejectedMessages.length);
    const twice = await post(buyer, `${review}/approve`, { id: sub.data.id, version: ok.data.version });
    expect(twice.code).toBe(409);
    const item = await s.ctx.db.selectFrom('item').selectAll().where('id', '=', ok.data.createdItemId).executeTakeFirstOrThrow();
    expect(item).toMatchObject({ name: app.name, barcode: app.barcode, purchase_price: '7.9000', main_supplier_id: s.supplierId, source_application_id: sub.data.id, short_name: 'CSXP1H500G'.slice(0, 0) || item.short_name });
    const packs = await s.ctx.db.selectFrom('item_package').select(['unit', 'factor', 'barcode', 'is_default_purchase']).where('item_id', '=', item.id).orderBy('factor').execute();
    expect(packs).toEqual([
      { unit: '袋', factor: '1.000', barcode: app.barcode, is_default_purchase: false },
      { unit: '箱', factor: '12.000', barcode: app.packagings[0].barcode, is_default_purchase: true },
    ]);
    const link = await s.ctx.db.selectFrom('item_supplier').select(['supplier_id', 'is_main']).where('item_id', '=', item.id).execute();
    expect(link).toEqual([{ supplier_id: s.supplierId, is_main: true }]);
    const images = await s.ctx.db.selectFrom('item_image').select('upload_id').where('item_id', '=', item.id).execute();
    expect(images.map((i) => String(i.upload_id))).toEqual([photo.data.id]);
    const history = await load(s.token, sub.data.id);
    expect(history.data.log.map((l: { toStatus: number }) => l.toStatus)).toEqual([1, 3, 1, 2]);
    expect(history.data.createdItemCode).toBe(item.code);
    // The name is now the item's: a new application with it is refused.
    expect((await post(s.token, `${base}/checkRepeatItemName`, { name: app.name })).data.ok).toBe(false);
  });
});
