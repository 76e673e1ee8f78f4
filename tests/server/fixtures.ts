import { createTestContext, demoPassword, type TestContext } from '../support/testContext';

/** The seeded supplier S001 as most server tests start from it: a fresh database, its admin logged in, its ids. */
export interface S001 {
  ctx: TestContext;
  /** 13800000001, admin of S001 */
  token: string;
  supplierId: number;
  merchantId: number;
  /** the merchant's first two branches */
  branchId: number;
  secondBranchId: number;
  /** the merchant's first item */
  itemId: number;
}

export async function withS001(): Promise<S001> {
  const ctx = await createTestContext();
  const token = await ctx.login('13800000001', demoPassword);
  const { id: supplierId, merchant_id: merchantId } = await ctx.supplier('S001');
  const firstTwo = await ctx.db.selectFrom('branch').select('id').where('merchant_id', '=', merchantId).orderBy('id').limit(2).execute();
  const item = await ctx.db.selectFrom('item').select('id').where('merchant_id', '=', merchantId).orderBy('id').executeTakeFirstOrThrow();
  return { ctx, token, supplierId, merchantId, branchId: firstTwo[0].id, secondBranchId: firstTwo[1].id, itemId: item.id };
}
