import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { businessToday, dayStart } from '../../../lib/businessDay';

/** What the chain's buyer has to review, and what was approved this business month, for the buyer's home. */
export async function reviewAttention(db: Kysely<Database>, merchantId: number) {
  const monthStart = dayStart(`${businessToday().slice(0, 8)}01`);
  // Status 1 is "submitted, awaiting review", 2 "approved" for both documents (newProduct/statuses.ts, replenish/rules.ts).
  const { rows } = await sql<{ kind: string; n: number; amount: string }>`
    select 'newWaiting' as kind, count(*)::int as n, '0.00' as amount
      from new_item_application where merchant_id = ${merchantId} and status = 1
    union all
    select 'newApproved', count(*)::int, '0.00'
      from new_item_application where merchant_id = ${merchantId} and status = 2 and reviewed_at >= ${monthStart}
    union all
    select 'replenishWaiting', count(*)::int, coalesce(sum(total_amount), 0)::numeric(18,2)::text
      from self_replenish where merchant_id = ${merchantId} and status = 1
    union all
    select 'replenishApproved', count(*)::int, coalesce(sum(total_amount), 0)::numeric(18,2)::text
      from self_replenish where merchant_id = ${merchantId} and status = 2 and approved_at >= ${monthStart}`.execute(db);
  const figure = (kind: string) => {
    const r = rows.find((x) => x.kind === kind);
    return { count: Number(r?.n ?? 0), amount: r?.amount ?? '0.00' };
  };
  return {
    newProductsWaiting: figure('newWaiting').count,
    newProductsApproved: figure('newApproved').count,
    replenishWaiting: figure('replenishWaiting'),
    replenishApproved: figure('replenishApproved'),
  };
}
