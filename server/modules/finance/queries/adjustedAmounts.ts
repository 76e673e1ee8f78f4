import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { ownedBy, type SupplierScope } from '../../../lib/scope';
import { fromCents, toCents } from '../money';
import { SHEET_KIND } from './sourceSheets';

interface Settled {
  status: number;
  netPayable: string;
  paidAmount: string;
}

/**
 * What a settlement's adjustments (结算调整单, audited or settled) did to it: the payable after them, and what is
 * outstanding after them. An adjustment is found after the settlement (often once it is paid) and is not in its net
 * payable or its vouchers; one still to settle (audited, 1) is owed on top, one settled (2) was paid with a later
 * settlement. Null both when the settlement has no adjustment, so its own outstanding is the whole story.
 */
export async function adjustedAmounts(db: Kysely<Database>, scope: SupplierScope, settlementId: number, s: Settled) {
  const row = await db
    .selectFrom('finance_sheet as h')
    .select([
      sql<string | null>`sum(h.amount)::text`.as('total'),
      sql<string>`coalesce(sum(h.amount) filter (where h.status = 2), 0)::text`.as('settled'),
    ])
    .where('h.settlement_id', '=', settlementId)
    .where('h.kind', '=', SHEET_KIND.settlementRepair)
    .where(ownedBy('h', scope))
    .where('h.status', 'in', [1, 2])
    .executeTakeFirstOrThrow();
  if (row.total === null) return { adjustedPayable: null, adjustedOutstanding: null };
  const payable = toCents(s.netPayable) + toCents(row.total);
  // A cancelled settlement owes nothing, adjusted or not (its lines go back to be settled again).
  const owed = s.status === 9 ? 0n : payable - toCents(s.paidAmount) - toCents(row.settled);
  return { adjustedPayable: fromCents(payable), adjustedOutstanding: fromCents(owed > 0n ? owed : 0n) };
}
