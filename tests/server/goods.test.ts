import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { withS001, type S001 } from './fixtures';
import { demoPassword } from '../support/testContext';
import { businessToday } from '../../server/lib/businessDay';

// Goods data, goods details' tabs, goods of the supplying organisation and qualifications, on the seeded S001;
// every figure is compared with an independent SQL over the tables.
let s: S001;
let other: string;
let ownItem: number;
let foreignItem: number;
const today = businessToday();

beforeAll(async () => {
  s = await withS001();
  other = await s.ctx.login('13800000002', demoPassword, { supplierCode: 'S002' }).catch(async () => s.ctx.login('13800000002', demoPassword));
  const own = await sql<{ id: number }>`select i.id::int as id from item i where i.main_supplier_id = ${s.supplierId}
    and exists (select 1 from purchase_in_line l join purchase_in p on p.id = l.in_id where l.item_id = i.id and p.supplier_id = ${s.supplierId} and p.status = 1)
    order by i.id limit 1`.execute(s.ctx.db);
  ownItem = own.rows[0]!.id;
  const foreign = await sql<{ id: number }>`select i.id::int as id from item i where i.main_supplier_id <> ${s.supplierId}
    and not exists (select 1 from item_supplier x where x.item_id = i.id and x.supplier_id = ${s.supplierId}) order by i.id limit 1`.execute(s.ctx.db);
  foreignItem = foreign.rows[0]!.id;
});
afterAll(() => s.ctx.close());

const post = (url: string, body: Record<string, unknown>, token = s.token) => s.ctx.call('POST', url, { token, body });

describe('goods data and details', () => {
  it('lists exactly the supplier\'s items, each with its stock on hand', async () => {
    const r = await post('/shop/item/data/summary', { pageSize: 100 });
    expect(r.code).toBe(0);
    const expected = await sql<{ n: number }>`select count(*)::int as n from item i where i.merchant_id = ${s.merchantId} and (i.main_supplier_id = ${s.supplierId}
      or exists (select 1 from item_supplier x where x.item_id = i.id and x.supplier_id = ${s.supplierId}))`.execute(s.ctx.db);
    expect(r.data.total).toBe(expected.rows[0]!.n);
    const first = r.data.rows[0];
    const stock = await sql<{ q: string }>`select coalesce(sum(qty), 0)::numeric(18,3)::text as q from stock where item_id = ${first.itemId}`.execute(s.ctx.db);
    expect(first.stockQty).toBe(stock.rows[0]!.q);
  });

  it('answers every tab of an own item, with figures equal to SQL over the tables', async () => {
    const info = await post('/shop/item/data/item-info', { itemId: ownItem });
    expect(info.code).toBe(0);
    expect(info.data.itemId).toBe(ownItem);
    const records = await post('/shop/item/data/purchase-record', { itemId: ownItem, pageSize: 100 });
    const n = await sql<{ n: number }>`select count(*)::int as n from purchase_in_line l join purchase_in p on p.id = l.in_id
      where l.item_id = ${ownItem} and p.supplier_id = ${s.supplierId} and p.status = 1`.execute(s.ctx.db);
    expect(records.data.total).toBe(n.rows[0]!.n);
    expect(records.data.total).toBeGreaterThan(0);
    const retail = await post('/shop/item/data/item-retail', { itemId: ownItem, days: 28 });
    expect(retail.data.rows).toHaveLength(28);
    const sold = await sql<{ q: string }>`select coalesce(sum(qty), 0)::numeric(18,3)::text as q from sale_line
      where item_id = ${ownItem} and channel = 0 and biz_date >= ${today}::date - 28 and biz_date < ${today}::date`.execute(s.ctx.db);
    expect(retail.data.qty).toBe(sold.rows[0]!.q);
    const stock = await post('/shop/item/data/item-stock', { itemId: ownItem });
    const st = await sql<{ q: string; n: number }>`select sum(qty)::numeric(18,3)::text as q, count(*)::int as n from stock where item_id = ${ownItem}`.execute(s.ctx.db);
    expect([stock.data.qty, stock.data.rows.length]).toEqual([st.rows[0]!.q, st.rows[0]!.n]);
    const terms = await post('/shop/item/data/item-supplier', { itemId: ownItem });
    expect(terms.code).toBe(0);
    const locations = await post('/shop/location-item/query-item-location-codes', { itemId: ownItem });
    expect(locations.code).toBe(0);
    expect(locations.data.length).toBeGreaterThan(0);
  });

  it("answers another supplier's item like a missing one, and refuses bad input", async () => {
    for (const url of ['/shop/item/data/item-info', '/shop/item/data/purchase-record', '/shop/item/data/item-retail', '/shop/item/data/item-stock', '/shop/item/data/item-supplier', '/shop/location-item/query-item-location-codes']) {
      expect((await post(url, { itemId: foreignItem })).code, url).toBe(404);
      expect((await post(url, { itemId: 'x' })).code, url).toBe(400);
    }
    expect((await post('/shop/item/data/item-retail', { itemId: ownItem, days: 0 })).code).toBe(400);
    expect((await post('/shop/item/data/summary', { pageSize: 1_000_000 })).code).toBe(400);
    expect((await post('/scm/product/item/getItemList', { branchId: 987654 })).code).toBe(400);
  });
});

describe('goods of the supplying organisation and qualifications', () => {
  it('lists the supplier\'s supply terms only', async () => {
    const r = await post('/scm/product/item/getItemList', { pageSize: 100 });
    const n = await sql<{ n: number }>`select count(*)::int as n from item_supplier where supplier_id = ${s.supplierId}`.execute(s.ctx.db);
    expect(r.data.total).toBe(n.rows[0]!.n);
  });

  it('flags documents expiring within 30 days, expiring first, and shows no other supplier\'s', async () => {
    const r = await post('/scm/product/supplyQualification/list', {});
    expect(r.code).toBe(0);
    expect(r.data.expiringCount).toBeGreaterThanOrEqual(1);
    expect(r.data.rows[0]).toMatchObject({ status: 1, name: '产品质量检验报告', daysLeft: 12 });
    const mine = await sql<{ n: number }>`select count(*)::int as n from supplier_qualification where supplier_id = ${s.supplierId}`.execute(s.ctx.db);
    expect(r.data.total).toBe(mine.rows[0]!.n);
    const expiring = await post('/scm/product/supplyQualification/list', { status: 1 });
    expect(expiring.data.rows.every((q: { status: number }) => q.status === 1)).toBe(true);
    // every tab's count, whichever tab is open: they add up to all the documents
    const byStatus = (rows: { status: number }[], st: number) => rows.filter((q) => q.status === st).length;
    expect(expiring.data.statusCounts).toEqual({ 0: byStatus(r.data.rows, 0), 1: byStatus(r.data.rows, 1), 2: byStatus(r.data.rows, 2) });
    expect(expiring.data.statusCounts['1']).toBe(r.data.expiringCount);
    expect((await post('/scm/product/supplyQualification/list', { status: 5 })).code).toBe(400);
    // Home flags them too.
    const home = await s.ctx.call('GET', '/scm/home/summary', { token: s.token });
    expect(home.data.qualifications).toEqual({ expiring: r.data.expiringCount, expired: r.data.expiredCount });
    const theirs = await post('/scm/product/supplyQualification/list', {}, other);
    expect(theirs.data.rows.some((q: { id: number }) => r.data.rows.some((m: { id: number }) => m.id === q.id))).toBe(false);
  });
});
