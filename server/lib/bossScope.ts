import type { FastifyRequest } from 'fastify';
import { sql, type RawBuilder } from 'kysely';

/**
 * What a merchant admin sees: every supplier and branch of its own merchant, or only the branches its account is
 * limited to (merchant_user.branch_scope). Every query of a boss report is filtered by it; a row of another merchant
 * (or of a branch outside the scope) is answered exactly like a missing one.
 */
export interface BossScope {
  merchantId: number;
  userId: number;
  /** null: every branch of the merchant */
  branchIds: number[] | null;
}

/** The caller's scope (the guard has already checked the caller is a merchant admin with the route's menu code). */
export async function bossScope(req: FastifyRequest): Promise<BossScope> {
  const { merchantId, userId } = req.auth;
  const row = await req.server.db
    .selectFrom('merchant_user')
    .select('branch_scope')
    .where('id', '=', userId)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  const branchIds = row?.branch_scope?.map(Number) ?? null;
  return { merchantId, userId, branchIds };
}

/** `alias.merchant_id = … [and alias.branch_id = any(…)]` in SQL text: the rows of the caller's merchant and branches. */
export function inBossScope(alias: string, scope: BossScope, branchColumn = 'branch_id'): RawBuilder<boolean> {
  const merchant = sql<boolean>`${sql.ref(`${alias}.merchant_id`)} = ${scope.merchantId}`;
  if (!scope.branchIds) return merchant;
  return sql<boolean>`${merchant} and ${sql.ref(`${alias}.${branchColumn}`)} = any(${scope.branchIds}::bigint[])`;
}

/** `and alias.branch_id = …` when the caller narrowed to one branch, else nothing. */
export function oneBranch(alias: string, branchId: number | undefined, column = 'branch_id'): RawBuilder<unknown> {
  return branchId ? sql`and ${sql.ref(`${alias}.${column}`)} = ${branchId}` : sql``;
}
