import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkQuantities, quantityLevel, QUANTITY_LIMITS, usualQuantity } from '../../server/modules/replenish/guards';
import { wholePacks } from '../../server/lib/wholePacks';
import { demoPassword } from '../support/testContext';
import { withS001, type S001 } from './fixtures';

// Replenishment quantities against what the branch needs: a typing slip of 99,999,999 units (≈ ¥789 million) was
// once sent and approved. Far above the need the supplier confirms first; beyond reason the server refuses; the
// buyer's review shows each line against the suggestion and the sales.

const base = '/scm/purchase/self-replenish';
const review = '/scm/purchase/self-replenish-review';

interface ItemRow { itemId: number; name: string; price: string; suggestQty: string; avgDailySales: string; packFactor: string }

let s: S001;
let buyer: string;
let branchId: number;
let item: ItemRow;

beforeAll(async () => {
  s = await withS001();
  buyer = await s.ctx.login('13900000001', demoPassword);
  const store = await s.ctx.db.selectFrom('branch').select('id').where('merchant_id', '=', s.merchantId).where('type', '=', 3).orderBy('id').executeTakeFirstOrThrow();
  branchId = store.id;
  const rows = (await post(s.token, `${base}/items`, { branchId })).data.rows as ItemRow[];
  // An item with a price, so that amounts count, bought in packs of more than one.
  item = rows.find((r) => Number(r.price) >= 1 && Number(r.packFactor) > 1)!;
});
afterAll(() => s.ctx.close());

const post = (token: string, url: string, body: unknown) => s.ctx.call('POST', url, { token, body });
const create = (applyQty: string, extra: Record<string, unknown> = {}) => post(s.token, `${base}/create`, { branchId, submit: true, lines: [{ itemId: item.itemId, applyQty }], ...extra });
const pack = () => Number(item.packFactor);
/** A quantity `times` the usual need, but worth at least `floor` yuan, in whole packs. */
const quantity = (times: number, floor: number) => String(Math.ceil(Math.max(usualQuantity(item) * times, floor / Number(item.price)) / pack()) * pack());

describe('replenishment quantity guards', () => {
  it('refuses 99,999,999 units with the field named and the most it may be', async () => {
    const r = await create('99999999');
    expect(r).toMatchObject({ code: 400, data: { field: 'lines/0/applyQty' } });
    expect(r.message).toMatch(/数量过大，最多|金额超过单行上限/);
    // Even confirmed.
    expect((await create('99999999', { confirmLarge: true })).code).toBe(400);
  });

  it('asks to confirm a line far above the need, and takes it once confirmed; the buyer sees it flagged', async () => {
    const large = quantity(QUANTITY_LIMITS.confirmAbove + 1, QUANTITY_LIMITS.confirmFloor + 100);
    const asked = await create(large);
    expect(asked).toMatchObject({ code: 428, data: { confirm: 'confirmLarge', fields: ['lines/0/applyQty'] } });
    expect(asked.message).toContain(item.name);
    const sent = await create(large, { confirmLarge: true });
    expect(sent.code).toBe(0);
    const detail = await s.ctx.call('GET', `${review}/detail/${sent.data.id}`, { token: buyer });
    const line = detail.data.lines[0];
    expect(line.unusual).toBe(true);
    const daily = Number(item.avgDailySales);
    expect(line.salesDays).toBe(daily > 0 ? Math.round(Number(large) / daily) : null);
    expect(line.suggestRatio).toBe(Number(item.suggestQty) > 0 ? (Number(large) / Number(item.suggestQty)).toFixed(1) : null);
  });

  it('asks to confirm a line that breaks a pack, names it with its pack and the whole-pack quantities, and takes it once confirmed', async () => {
    const broken = String(pack() + 1);
    const asked = await create(broken);
    expect(asked).toMatchObject({ code: 428, data: { confirm: 'confirmPartPack', fields: ['lines/0/applyQty'] } });
    expect(asked.message).toContain(item.name);
    expect(asked.message).toContain(`整包为 ${pack()} 或 ${2 * pack()}`);
    expect((await create(broken, { confirmPartPack: true })).code).toBe(0);
    // Whole packs never ask.
    expect((await create(String(pack()))).code).toBe(0);
  });

  it('asks for each reason in turn when a line is far above the need and breaks a pack', async () => {
    const large = String(Number(quantity(QUANTITY_LIMITS.confirmAbove + 1, QUANTITY_LIMITS.confirmFloor + 100)) + 1);
    expect((await create(large)).data).toMatchObject({ confirm: 'confirmLarge' });
    expect((await create(large, { confirmLarge: true })).data).toMatchObject({ confirm: 'confirmPartPack' });
    expect((await create(large, { confirmLarge: true, confirmPartPack: true })).code).toBe(0);
  });

  it('refuses a confirmation flag that is not true or false, and a pack-breaking quantity with letters in it', async () => {
    expect(await create(String(pack() + 1), { confirmPartPack: 'yes' })).toMatchObject({ code: 400 });
    expect(await create('1x2', { confirmPartPack: true })).toMatchObject({ code: 400 });
  });

  it('takes the usual quantity without asking, and the buyer sees it unflagged', async () => {
    const usual = String(Math.max(1, Math.floor(usualQuantity(item) / pack())) * pack());
    const sent = await create(usual);
    expect(sent.code).toBe(0);
    const detail = await s.ctx.call('GET', `${review}/detail/${sent.data.id}`, { token: buyer });
    expect(detail.data.lines[0].unusual).toBe(false);
  });
});

describe('whole packs', () => {
  it('counts a quantity in thousandths against the pack; a pack of 1 or none takes anything', () => {
    expect(wholePacks('24', '12.000')).toBe(true);
    expect(wholePacks('24.000', '12')).toBe(true);
    expect(wholePacks('13', '12')).toBe(false);
    expect(wholePacks('0.5', '1')).toBe(true);
    expect(wholePacks('7', null)).toBe(true);
    expect(wholePacks('3', '1.5')).toBe(true);
    expect(wholePacks('2', '1.5')).toBe(false);
  });
});

describe('the levels of a line', () => {
  const figures = { suggestQty: '24', avgDailySales: '2', packFactor: '12' };
  // usual = max(24, 2 × 30, 12) = 60
  it('measures against the suggestion, a month of sales and a pack', () => {
    expect(usualQuantity(figures)).toBe(60);
    expect(quantityLevel({ ...figures, applyQty: '180', amount: '1800' })).toBe('usual');
    expect(quantityLevel({ ...figures, applyQty: '181', amount: '1810' })).toBe('confirm');
    // Cheap lines never ask.
    expect(quantityLevel({ ...figures, applyQty: '181', amount: '499' })).toBe('usual');
    expect(quantityLevel({ ...figures, applyQty: '1801', amount: '18010' })).toBe('refuse');
    expect(quantityLevel({ ...figures, applyQty: '1801', amount: '9000' })).toBe('confirm');
    expect(quantityLevel({ ...figures, applyQty: '50', amount: '1000001' })).toBe('refuse');
  });
  const both = { large: true, partPack: true };
  it('refuses a request worth more than ¥5 million, and asks once for all large lines', () => {
    const line = (name: string, applyQty: string, amount: string) => ({ ...figures, name, applyQty, amount });
    expect(() => checkQuantities(Array.from({ length: 6 }, (_, i) => line(`i${i}`, '60', '900000')), both)).toThrow(/5,000,000/);
    try {
      checkQuantities([line('甲', '600', '6000'), line('乙', '60', '600'), line('丙', '900', '9000')], { large: false, partPack: false });
      expect.unreachable();
    } catch (err) {
      expect((err as { code: number; data: unknown }).code).toBe(428);
      expect((err as { data: unknown }).data).toEqual({ confirm: 'confirmLarge', fields: ['lines/0/applyQty', 'lines/2/applyQty'] });
    }
    expect(() => checkQuantities([line('甲', '600', '6000')], both)).not.toThrow();
  });
});
