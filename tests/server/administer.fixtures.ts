import { createTestContext, demoPassword, type TestContext } from '../support/testContext';

/** The boss side as its tests start: a fresh database, the two merchants' admins and a supplier admin logged in. */
export interface BossWorld {
  ctx: TestContext;
  /** `boss` of merchant 1 (the demo chain) */
  boss: string;
  /** `boss2` of merchant 2 (鲜丰优选), seeded to prove the separation */
  boss2: string;
  /** 13800000001, admin of supplier S001 of merchant 1 */
  supplier: string;
  merchant2BranchId: number;
}

export const bossPassword = 'Boss@2026demo';

export async function bossWorld(): Promise<BossWorld> {
  const ctx = await createTestContext();
  const [boss, boss2, supplier] = await Promise.all([
    ctx.login('boss', bossPassword),
    ctx.login('boss2', bossPassword),
    ctx.login('13800000001', demoPassword),
  ]);
  const b = await ctx.db.selectFrom('branch').select('id').where('merchant_id', '=', 2).orderBy('id').executeTakeFirstOrThrow();
  return { ctx, boss, boss2, supplier, merchant2BranchId: Number(b.id) };
}
