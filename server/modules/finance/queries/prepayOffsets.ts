import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import type { SupplierScope } from '../../../lib/scope';
import { prepaymentSpendable, settlementStanding } from '../statuses';

export interface PrepayOffset {
  settlementId: number;
  settlementNo: string;
  settleDate: string;
  /** what the settlement took from this prepayment (part of its `prepay_offset` when it drew on two) */
  prepayOffset: string;
}

/**
 * The settlements one prepayment was offset against, and how much each took from it. Nothing links a settlement's
 * `prepay_offset` to a prepayment, so the offsets are allocated first in, first out: the supplier's paid prepayments
 * laid end to end in (paid_at, id) order, its standing settlements' offsets in (settle_date, id) order, and a
 * settlement takes from a prepayment the overlap of their two running intervals.
 */
export async function prepayOffsets(db: Kysely<Database>, scope: SupplierScope, prepaymentId: number): Promise<PrepayOffset[]> {
  const { rows } = await sql<PrepayOffset>`
    with p as (
      select id, sum(amount) over w - amount as lo, sum(amount) over w as hi
      from prepayment
      where supplier_id = ${scope.supplierId} and merchant_id = ${scope.merchantId} and status = any(${[...prepaymentSpendable]}::smallint[])
      window w as (order by paid_at, id)
    ), s as (
      select id, sheet_no, settle_date, sum(prepay_offset) over w - prepay_offset as lo, sum(prepay_offset) over w as hi
      from settlement
      where supplier_id = ${scope.supplierId} and merchant_id = ${scope.merchantId} and prepay_offset > 0
        and status = any(${[...settlementStanding]}::smallint[])
      window w as (order by settle_date, id)
    )
    select s.id as "settlementId", s.sheet_no as "settlementNo", s.settle_date as "settleDate",
      (least(p.hi, s.hi) - greatest(p.lo, s.lo))::text as "prepayOffset"
    from p join s on s.lo < p.hi and p.lo < s.hi
    where p.id = ${prepaymentId}
    order by s.settle_date, s.id`.execute(db);
  return rows;
}
