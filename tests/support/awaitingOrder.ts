import type { TestContext } from './testContext';

/** The first order of supplier S001 that awaits the supplier's confirmation: the screens that confirm or reject it. */
export async function firstAwaitingOrderId(ctx: TestContext): Promise<number> {
  const order = await ctx.db
    .selectFrom('purchase_order as po')
    .innerJoin('supplier as s', 's.id', 'po.supplier_id')
    .select('po.id')
    .where('s.code', '=', 'S001')
    .where('po.status', '=', 2)
    .orderBy('po.id')
    .executeTakeFirstOrThrow();
  return order.id;
}
