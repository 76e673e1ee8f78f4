import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../support/testContext';
import { withS001, type S001 } from './fixtures';

// The buyer approves with changed quantities: a line cut down or to zero, the order taking the approved
// figures, the log saying what changed; bad changes refused with the field named.

const base = '/scm/purchase/self-replenish';
const review = '/scm/purchase/self-replenish-review';

let s: S001;
let buyer: string;
let branchId: number;
let itemIds: number[];

beforeAll(async () => {
  s = await withS001();
  buyer = await s.ctx.login('13900000001', demoPassword);
  const store = await s.ctx.db.selectFrom('branch').select('id').where('merchant_id', '=', s.merchantId).where('type', '=', 3).orderBy('id').executeTakeFirstOrThrow();
  branchId = store.id;
  const r = await post(s.token, `${base}/items`, { branchId });
  itemIds = r.data.rows.slice(0, 3).map((x: { itemId: number }) => x.itemId);
});
afterAll(() => s.ctx.close());

const post = (token: string, url: string, body: unknown) => s.ctx.call('POST', url, { token, body });

/** A request sent for approval with 12 of each item; its lines' ids in line order. */
async function awaiting(qtys = ['12', '12', '12']) {
  // Any quantities, whole packs or not (the supplier has confirmed broken packs): the buyer's cuts are what is tested.
  const created = await post(s.token, `${base}/create`, { branchId, submit: true, confirmPartPack: true, lines: qtys.map((q, i) => ({ itemId: itemIds[i]!, applyQty: q })) });
  expect(created.code).toBe(0);
  const detail = await s.ctx.call('GET', `${review}/detail/${created.data.id}`, { token: buyer });
  return { id: created.data.id as number, version: created.data.version as number, lineIds: detail.data.lines.map((l: { id: number }) => l.id) as number[] };
}

describe('approve with changed quantities', () => {
  it('cuts one line down and another to zero: the order takes the approved figures, the log records the change', async () => {
    const r = await awaiting(['12', '12', '5.5']);
    const ok = await post(buyer, `${review}/approve`, { id: r.id, version: r.version, lines: [{ lineId: r.lineIds[0], approvedQty: '6' }, { lineId: r.lineIds[1], approvedQty: '0' }] });
    expect(ok.code).toBe(0);
    const po = await s.ctx.db.selectFrom('purchase_order').select(['id', 'total_qty', 'source_id']).where('id', '=', ok.data.generatedPoId).executeTakeFirstOrThrow();
    expect(po).toMatchObject({ total_qty: '11.500', source_id: r.id });
    const lines = await s.ctx.db.selectFrom('purchase_order_line').select(['item_id', 'order_qty', 'confirmed_qty']).where('order_id', '=', po.id).orderBy('line_no').execute();
    expect(lines).toEqual([
      { item_id: itemIds[0], order_qty: '6.000', confirmed_qty: '6.000' },
      { item_id: itemIds[2], order_qty: '5.500', confirmed_qty: '5.500' },
    ]);
    const detail = await s.ctx.call('GET', `${base}/detail/${r.id}`, { token: s.token });
    expect(detail.data.lines.map((l: { approvedQty: string }) => l.approvedQty)).toEqual(['6.000', '0.000', '5.500']);
    expect(detail.data.log.at(-1)).toMatchObject({ toStatus: 2, actorType: 'buyer', comment: '#1 12 → 6; #2 12 → 0' });
    expect(detail.data.generatedPoId).toBe(po.id);
  });

  it("gives each order line the item's purchase packaging (units per pack), not 1", async () => {
    // Items with a purchase pack of more than one unit, so a lost packaging shows.
    const r0 = await post(s.token, `${base}/items`, { branchId });
    const packed = r0.data.rows.filter((x: { packFactor: string | null }) => Number(x.packFactor) > 1).slice(0, 2).map((x: { itemId: number; packFactor: string }) => x);
    expect(packed).toHaveLength(2);
    const created = await post(s.token, `${base}/create`, { branchId, submit: true, lines: packed.map((x: { itemId: number; packFactor: string }) => ({ itemId: x.itemId, applyQty: x.packFactor })) });
    expect(created.code).toBe(0);
    const ok = await post(buyer, `${review}/approve`, { id: created.data.id, version: created.data.version });
    expect(ok.code).toBe(0);
    const lines = await s.ctx.db.selectFrom('purchase_order_line').select(['item_id', 'factor']).where('order_id', '=', ok.data.generatedPoId).orderBy('line_no').execute();
    const packs = await s.ctx.db.selectFrom('item_package').select(['item_id', 'factor']).where('is_default_purchase', '=', true).where('item_id', 'in', packed.map((x: { itemId: number }) => x.itemId)).execute();
    expect(lines).toEqual(packed.map((x: { itemId: number }) => ({ item_id: x.itemId, factor: packs.find((p) => p.item_id === x.itemId)!.factor })));
    expect(lines.every((l) => Number(l.factor) > 1)).toBe(true);
  });

  it('as requested: no comment in the log', async () => {
    const r = await awaiting(['2', '3', '4']);
    const ok = await post(buyer, `${review}/approve`, { id: r.id, version: r.version, lines: [{ lineId: r.lineIds[0], approvedQty: '2.000' }] });
    expect(ok.code).toBe(0);
    const detail = await s.ctx.call('GET', `${base}/detail/${r.id}`, { token: s.token });
    expect(detail.data.log.at(-1).comment).toBeNull();
  });

  it('refuses bad changes with the field named, and moves nothing', async () => {
    const r = await awaiting();
    const approve = (lines: unknown) => post(buyer, `${review}/approve`, { id: r.id, version: r.version, lines });
    expect(await approve([{ lineId: r.lineIds[0], approvedQty: '13' }])).toMatchObject({ code: 400, message: expect.stringContaining('不能超过申请数量'), data: { field: 'lines/0/approvedQty' } });
    expect(await approve([{ lineId: r.lineIds[0], approvedQty: '1' }, { lineId: r.lineIds[0], approvedQty: '2' }])).toMatchObject({ code: 400, data: { field: 'lines/1/lineId' } });
    expect((await approve(r.lineIds.map((lineId) => ({ lineId, approvedQty: '0' })))).code).toBe(400);
    for (const bad of ['-1', '1.2345', 'abc', '', '1e3', 12]) expect((await approve([{ lineId: r.lineIds[0], approvedQty: bad }])).code).toBe(400);
    expect((await approve([{ lineId: r.lineIds[0] }])).code).toBe(400);
    // A line of another request (here another supplier's) is not a line of this one.
    const other = await s.ctx.login('13800000002', demoPassword, { supplierCode: 'S002' });
    const theirs = await post(other, `${base}/items`, { branchId });
    if (theirs.data.rows.length) {
      const t = await post(other, `${base}/create`, { branchId, submit: true, lines: [{ itemId: theirs.data.rows[0].itemId, applyQty: '1' }], confirmPartPack: true });
      const tDetail = await s.ctx.call('GET', `${review}/detail/${t.data.id}`, { token: buyer });
      expect(await approve([{ lineId: tDetail.data.lines[0].id, approvedQty: '1' }])).toMatchObject({ code: 400, data: { field: 'lines/0/lineId' } });
    }
    expect(await approve([{ lineId: 2147480000, approvedQty: '1' }])).toMatchObject({ code: 400, data: { field: 'lines/0/lineId' } });
    expect(await approve([{ lineId: r.lineIds[0], approvedQty: '1' }])).toMatchObject({ code: 0 });
    // Once approved, a stale second approval loses.
    expect((await approve([{ lineId: r.lineIds[0], approvedQty: '1' }])).code).toBe(409);
  });

  it('English callers get English messages', async () => {
    const r = await awaiting();
    const res = await s.ctx.app.inject({
      method: 'POST',
      url: `/mobile/api${review}/approve`,
      headers: { token: buyer, 'content-type': 'application/json', 'accept-language': 'en' },
      payload: JSON.stringify({ id: r.id, version: r.version, lines: [{ lineId: r.lineIds[1], approvedQty: '99' }] }),
    });
    const en = res.json();
    expect(en.code).toBe(400);
    expect(en.message).toContain('must not exceed the requested quantity');
  });
});
