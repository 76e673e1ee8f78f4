import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { demoPassword, type TestContext } from '../support/testContext';
import { withS001 } from './fixtures';
import { businessToday } from '../../server/lib/businessDay';

let ctx: TestContext;
let token: string;
let supplierId: number;
let merchantId: number;

interface Figure {
  count: number;
  amount: string;
}

/** The same figures counted straight from the tables. */
async function expected(): Promise<Record<string, Figure | { expiring: number; expired: number } | { toShip: number; today: number }>> {
  const one = async (q: ReturnType<typeof sql<{ n: number; amount: string }>>) => {
    const r = (await q.execute(ctx.db)).rows[0];
    return { count: r.n, amount: r.amount };
  };
  return {
    awaitingConfirm: await one(sql`select count(*)::int as n, coalesce(sum(total_amount),0)::numeric(18,2)::text as amount
      from purchase_order where supplier_id = ${supplierId} and status = 2`),
    dueToday: await one(sql`select count(*)::int as n, coalesce(sum(total_amount),0)::numeric(18,2)::text as amount
      from purchase_order where supplier_id = ${supplierId} and status in (2,3,5) and coalesce(promised_date, expected_date) = ${businessToday()}::date`),
    returnsToConfirm: await one(sql`select count(*)::int as n, coalesce(sum(total_amount),0)::numeric(18,2)::text as amount
      from purchase_out where supplier_id = ${supplierId} and status = 2`),
    statementsToConfirm: await one(sql`select count(*)::int as n, coalesce(sum(payable_amount),0)::numeric(18,2)::text as amount
      from reconciliation where supplier_id = ${supplierId} and status = 0`),
    qualifications: (await sql<{ expiring: number; expired: number }>`select
        count(*) filter (where valid_to >= ${businessToday()}::date and valid_to < ${businessToday()}::date + 30)::int as expiring,
        count(*) filter (where valid_to < ${businessToday()}::date)::int as expired
      from supplier_qualification where supplier_id = ${supplierId}`.execute(ctx.db)).rows[0]!,
    // Confirmed orders with a line not yet received nor on an open shipping notice; notices booked for today.
    deliveries: (await sql<{ toShip: number; today: number }>`select
        (select count(distinct po.id)::int from purchase_order po join purchase_order_line l on l.order_id = po.id
          where po.supplier_id = ${supplierId} and po.status in (3, 5)
            and l.confirmed_qty - l.received_qty > (select coalesce(sum(al.qty), 0) from asn_line al join asn x on x.id = al.asn_id
                                                      where al.order_line_id = l.id and x.status in (1, 2, 3))) as "toShip",
        (select count(*)::int from asn where supplier_id = ${supplierId} and status in (2, 3)
            and (slot_start at time zone 'Asia/Shanghai')::date = ${businessToday()}::date) as today`.execute(ctx.db)).rows[0]!,
  };
}

beforeAll(async () => {
  ({ ctx, token, supplierId, merchantId } = await withS001());
});
afterAll(() => ctx.close());

describe('home summary', () => {
  it('counts what needs the supplier\'s attention, equal to the tables', async () => {
    const r = await ctx.call('GET', '/scm/home/summary', { token });
    expect(r.code).toBe(0);
    expect(r.data).toEqual(await expected());
  });

  it('follows new work: an order awaiting confirmation due today adds to both counts', async () => {
    const before = (await ctx.call('GET', '/scm/home/summary', { token })).data;
    const branch = await ctx.db.selectFrom('branch').select('id').where('merchant_id', '=', merchantId).executeTakeFirstOrThrow();
    await ctx.db.insertInto('purchase_order').values({
      merchant_id: merchantId, sheet_no: 'ZH0000000001', supplier_id: supplierId, order_branch_id: branch.id, receive_branch_id: branch.id,
      status: 2, order_date: businessToday(), expected_date: businessToday(), total_amount: '123.45',
    }).execute();
    const after = (await ctx.call('GET', '/scm/home/summary', { token })).data;
    expect(after.awaitingConfirm.count).toBe(before.awaitingConfirm.count + 1);
    expect(after.dueToday.count).toBe(before.dueToday.count + 1);
    expect(Number(after.awaitingConfirm.amount)).toBeCloseTo(Number(before.awaitingConfirm.amount) + 123.45, 2);
    expect(after).toEqual(await expected());
  });

  it('leaves out what a role cannot act on: finance staff see statements, not orders', async () => {
    const finance = await ctx.login('13800000003', demoPassword);
    const r = await ctx.call('GET', '/scm/home/summary', { token: finance });
    expect(r.code).toBe(0);
    // Orders to confirm are shielded from finance (SCM_PURCHASE_ORDER_CONFIRM): the field is not in the answer at all.
    expect(r.data).not.toHaveProperty('awaitingConfirm');
    expect(r.data.dueToday).toBeNull();
    // Nor deliveries: the delivery appointments are admin's and sales staff's.
    expect(r.data.deliveries).toBeNull();
    expect(r.data.statementsToConfirm).toEqual((await expected()).statementsToConfirm);
  });

  it('is another supplier\'s own: S002 sees S002 figures', async () => {
    const other = await ctx.login('13800000002', demoPassword, { supplierCode: 'S002' });
    const s2 = await ctx.supplier('S002');
    const n = await sql<{ n: number }>`select count(*)::int as n from purchase_order where supplier_id = ${s2.id} and status = 2`.execute(ctx.db);
    const r = await ctx.call('GET', '/scm/home/summary', { token: other });
    expect(r.data.awaitingConfirm.count).toBe(n.rows[0].n);
  });
});

describe("buyer's home summary", () => {
  const counted = async (merchant: number) => {
    const one = async (q: ReturnType<typeof sql<{ n: number; amount: string }>>) => (await q.execute(ctx.db)).rows[0]!;
    const month = `${businessToday().slice(0, 8)}01`;
    const replenish = async (where: ReturnType<typeof sql>) => {
      const r = await one(sql`select count(*)::int as n, coalesce(sum(total_amount),0)::numeric(18,2)::text as amount from self_replenish where merchant_id = ${merchant} and ${where}`);
      return { count: r.n, amount: r.amount };
    };
    return {
      newProductsWaiting: (await one(sql`select count(*)::int as n from new_item_application where merchant_id = ${merchant} and status = 1`)).n,
      newProductsApproved: (await one(sql`select count(*)::int as n from new_item_application where merchant_id = ${merchant} and status = 2
        and (reviewed_at at time zone 'Asia/Shanghai')::date >= ${month}::date`)).n,
      replenishWaiting: await replenish(sql`status = 1`),
      replenishApproved: await replenish(sql`status = 2 and (approved_at at time zone 'Asia/Shanghai')::date >= ${month}::date`),
    };
  };

  it('counts what waits for review and what was approved this month, equal to the tables, and follows an approval', async () => {
    const buyer = await ctx.login('13900000001', demoPassword);
    const r = await ctx.call('GET', '/scm/buyer/home/summary', { token: buyer });
    expect(r.code).toBe(0);
    expect(r.data).toEqual(await counted(merchantId));
    // the seed has work waiting: the home showed no count while 10 applications and 9 requests waited
    expect(r.data.newProductsWaiting).toBeGreaterThan(0);
    expect(r.data.replenishWaiting.count).toBeGreaterThan(0);

    const waiting = await ctx.db.selectFrom('self_replenish').select(['id', 'total_amount']).where('merchant_id', '=', merchantId).where('status', '=', 1).executeTakeFirstOrThrow();
    await ctx.db.updateTable('self_replenish').set({ status: 2, approved_at: sql`now()` }).where('id', '=', waiting.id).execute();
    const after = (await ctx.call('GET', '/scm/buyer/home/summary', { token: buyer })).data;
    expect(after.replenishWaiting.count).toBe(r.data.replenishWaiting.count - 1);
    expect(after.replenishApproved.count).toBe(r.data.replenishApproved.count + 1);
    expect(Number(after.replenishApproved.amount)).toBeCloseTo(Number(r.data.replenishApproved.amount) + Number(waiting.total_amount), 2);
  });

  it("is the buyer's: a supplier's session is refused", async () => {
    const r = await ctx.call('GET', '/scm/buyer/home/summary', { token });
    expect(r.code).not.toBe(0);
  });
});
