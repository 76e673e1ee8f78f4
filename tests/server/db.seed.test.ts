import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestContext, demoPassword, type TestContext } from '../support/testContext';
import { businessToday } from '../../server/lib/businessDay';
import { nextSheetNo, type NumberedTable } from '../../server/lib/sheetNumbers';

// The template database every server test clones is seeded at 'test' scale, which keeps the demo guarantees:
// every state of every state machine (domain.md §3), for every demo supplier, with consistent totals.
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

type StatusTable =
  | 'purchase_order'
  | 'purchase_in'
  | 'purchase_out'
  | 'reconciliation'
  | 'settlement'
  | 'new_item_application'
  | 'self_replenish'
  | 'feedback';

const machines: [StatusTable, number[]][] = [
  ['purchase_order', [0, 1, 2, 3, 4, 5, 6, 8, 9]],
  ['purchase_in', [0, 1, 9]],
  ['purchase_out', [0, 1, 2, 3, 4, 5, 9]],
  ['reconciliation', [0, 1, 2, 3, 4, 9]],
  ['settlement', [0, 1, 2, 3, 4, 5, 9]],
  ['new_item_application', [0, 1, 2, 3, 4]],
  ['self_replenish', [0, 1, 2, 3, 9]],
  ['feedback', [0, 1, 2, 3]],
];

async function statusesOf(table: StatusTable, supplierCode?: string): Promise<number[]> {
  let q = ctx.db.selectFrom(table).select('status').distinct();
  if (supplierCode) {
    q = q.where('supplier_id', '=', ctx.db.selectFrom('supplier').select('id').where('code', '=', supplierCode));
  }
  return (await q.execute()).map((r) => r.status).sort((a, b) => a - b);
}

async function count(text: string): Promise<number> {
  const { rows } = await sql.raw<{ n: number }>(`select count(*)::int as n from (${text}) x`).execute(ctx.db);
  return rows[0].n;
}

describe('seed data', () => {
  it.each(machines)('%s has every status', async (table, expected) => {
    expect(await statusesOf(table)).toEqual(expected);
  });

  it.each(['S001', 'S002', 'S003', 'S004'])('demo supplier %s has every state of every document', async (code) => {
    for (const [table, expected] of machines) {
      expect({ table, statuses: await statusesOf(table, code) }).toEqual({ table, statuses: expected });
    }
  });

  it('S001 has recent orders awaiting confirmation, some due today', async () => {
    const rows = await ctx.db
      .selectFrom('purchase_order as po')
      .innerJoin('supplier as s', 's.id', 'po.supplier_id')
      .select(['po.order_date', 'po.expected_date', 'po.sheet_no'])
      .where('s.code', '=', 'S001')
      .where('po.status', '=', 2)
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const { rows: today } = await sql<{ d: string }>`select current_date::text as d`.execute(ctx.db);
    expect(rows.some((r) => r.expected_date === today[0].d)).toBe(true);
    expect(rows.every((r) => /^CG\d{3}\d{8}\d{4}$/.test(r.sheet_no))).toBe(true);
  });

  it('header totals equal the sums of their lines', async () => {
    const mismatches = {
      purchase_order: await count(`select po.id from purchase_order po left join purchase_order_line l on l.order_id = po.id and l.supplier_id = po.supplier_id
        group by po.id, po.supplier_id having po.total_amount <> coalesce(sum(l.amount), 0) or po.total_qty <> coalesce(sum(l.order_qty), 0)`),
      purchase_in: await count(`select h.id from purchase_in h left join purchase_in_line l on l.in_id = h.id and l.supplier_id = h.supplier_id
        group by h.id, h.supplier_id having h.total_amount <> coalesce(sum(l.amount), 0) or h.total_qty <> coalesce(sum(l.qty), 0)`),
      purchase_out: await count(`select h.id from purchase_out h left join purchase_out_line l on l.out_id = h.id and l.supplier_id = h.supplier_id
        group by h.id, h.supplier_id having h.total_amount <> coalesce(sum(l.amount), 0) or h.total_qty <> coalesce(sum(l.qty), 0)`),
      reconciliation: await count(`select h.id from reconciliation h left join reconciliation_line l on l.recon_id = h.id and l.supplier_id = h.supplier_id
        group by h.id, h.supplier_id having h.payable_amount <> coalesce(sum(l.amount), 0)`),
      self_replenish: await count(`select h.id from self_replenish h left join self_replenish_line l on l.req_id = h.id and l.supplier_id = h.supplier_id
        group by h.id, h.supplier_id having h.total_amount <> coalesce(sum(l.amount), 0)`),
      sale_ticket: await count(`select t.id from sale_ticket t join sale_line l on l.ticket_id = t.id and l.merchant_id = t.merchant_id
        group by t.id, t.merchant_id having t.amount <> sum(l.sale_amount - l.discount_amount)`),
      settlement: await count(`select id from settlement where net_payable <> settle_amount - fee_deduct - prepay_offset
        or (status = 5 and paid_amount < net_payable)`),
    };
    expect(mismatches).toEqual({
      purchase_order: 0, purchase_in: 0, purchase_out: 0, reconciliation: 0, self_replenish: 0, sale_ticket: 0, settlement: 0,
    });
  });

  it('order lines agree with the order status and the audited receipts', async () => {
    const problems = {
      receivedNotFromReceipts: await count(`select l.id from purchase_order_line l
        left join purchase_in_line il on il.order_line_id = l.id and il.supplier_id = l.supplier_id
        left join purchase_in i on i.id = il.in_id and i.supplier_id = il.supplier_id and i.status = 1
        group by l.id, l.supplier_id having l.received_qty <> coalesce(sum(il.qty) filter (where i.id is not null), 0)`),
      completedButShort: await count(`select po.id from purchase_order po join purchase_order_line l on l.order_id = po.id
        where po.status = 6 and po.receive_status = 2 and l.received_qty < coalesce(l.confirmed_qty, l.order_qty)`),
      partialWithoutGoods: await count(`select po.id from purchase_order po where po.status = 5 and po.receive_status <> 1`),
      confirmedWithoutQty: await count(`select po.id from purchase_order po join purchase_order_line l on l.order_id = po.id
        where po.status = 3 and l.confirmed_qty is null`),
      receivedBeforeDelivery: await count(`select po.id from purchase_order po join purchase_order_line l on l.order_id = po.id
        where po.status in (0, 1, 2, 4, 8, 9) and l.received_qty > 0`),
      returnedMoreThanReceived: await count(`select id from purchase_order_line where returned_qty > received_qty`),
    };
    expect(problems).toEqual({
      receivedNotFromReceipts: 0, completedButShort: 0, partialWithoutGoods: 0, confirmedWithoutQty: 0,
      receivedBeforeDelivery: 0, returnedMoreThanReceived: 0,
    });
  });

  it('links the demo logins to their suppliers', async () => {
    const links = await ctx.db
      .selectFrom('supplier_user as u')
      .innerJoin('supplier_user_link as l', 'l.user_id', 'u.id')
      .innerJoin('supplier as s', 's.id', 'l.supplier_id')
      .select(['u.mobile', 's.code', 'l.role'])
      .where('u.mobile', 'in', ['13800000001', '13800000002', '13800000003'])
      .orderBy('u.mobile')
      .orderBy('s.code')
      .execute();
    expect(links.map((r) => `${r.mobile}:${r.code}:${r.role}`)).toEqual([
      '13800000001:S001:0', '13800000002:S002:0', '13800000002:S003:0', '13800000002:S004:1', '13800000003:S001:2',
    ]);
    const merchantUsers = await ctx.db.selectFrom('merchant_user').select(['login_name', 'role']).orderBy('id').execute();
    expect(merchantUsers).toEqual([
      { login_name: 'boss', role: 'admin' },
      { login_name: '13900000001', role: 'buyer' },
      // the merchant's page author (publishes pages and menus)
      { login_name: 'author', role: 'author' },
      // the merchant admin of the second chain (merchant separation)
      { login_name: 'boss2', role: 'admin' },
    ]);
  });

  it('the demo passwords work', async () => {
    await expect(ctx.login('13800000001', demoPassword)).resolves.toBeTruthy();
    await expect(ctx.login('13800000002', demoPassword, { supplierCode: 'S003' })).resolves.toBeTruthy();
  });

  it('numbers new documents after the seeded ones', async () => {
    // Every key (table, prefix, branch) the seed numbered today: its next number is one above the seed's highest
    // (server/lib/sheetNumbers.ts starts a key's counter there), taken in a transaction that is rolled back.
    const day = businessToday().replace(/-/g, '');
    const tables: NumberedTable[] = ['new_item_application', 'self_replenish', 'purchase_order', 'purchase_in', 'asn'];
    let keys = 0;
    for (const table of tables) {
      const seeded = await sql<{ prefix: string; branch: string; n: number }>`
        select substr(sheet_no, 1, 2) as prefix, substr(sheet_no, 3, length(sheet_no) - 14) as branch, max(right(sheet_no, 4)::int) as n
        from ${sql.table(table)} where merchant_id = 1 and substr(sheet_no, length(sheet_no) - 11, 8) = ${day} group by 1, 2`.execute(ctx.db);
      for (const k of seeded.rows) {
        keys++;
        const taken = await ctx.db.transaction().execute(async (trx) => {
          const no = await nextSheetNo(trx, table, 1, k.prefix, k.branch);
          throw Object.assign(new Error('roll back'), { no });
        }).catch((e: { no?: string }) => e.no);
        expect(taken, `${table} ${k.prefix}${k.branch}`).toBe(`${k.prefix}${k.branch}${day}${String(k.n + 1).padStart(4, '0')}`);
      }
    }
    expect(keys).toBeGreaterThan(0);
  });
});
