import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { businessToday } from '../../../lib/businessDay';
import { disputeDeadline } from '../../../lib/feeDispute';
import { pageWithTotal } from '../../../lib/paging';
import { ownedBy, type SupplierScope } from '../../../lib/scope';
import { likeEscape } from '../../../lib/sqlText';
import { uploadsInfo } from '../../../lib/uploads';
import type { FeeListFilter } from '../schemas';
import { settlementStanding } from '../statuses';

/**
 * Supplier fees (deductions) line by line: type, reason, source statement and settlement, and the dispute state.
 * Only effective fees (status 1) are the supplier's; drafts and cancelled ones are the chain's.
 */


const feeColumns = [
  'f.id', 'f.sheet_no as sheetNo', 'f.fee_type as feeType', 'f.fee_name as feeName', 'f.amount', 'f.biz_date as bizDate',
  'b.name as branchName', 'f.remark', 'f.reconciliation_id as statementId', 'r.sheet_no as statementNo',
  's.id as settlementId', 's.sheet_no as settlementNo', 'f.reversal_of as reversalOf',
  sql<number | null>`(select d.status from fee_dispute d where d.fee_id = f.id and d.supplier_id = f.supplier_id order by d.id desc limit 1)`.as('disputeStatus'),
  disputeDeadline.as('disputeDeadline'),
] as const;

function fees(db: Kysely<Database>, scope: SupplierScope) {
  return db
    .selectFrom('supplier_fee as f')
    .innerJoin('merchant as m', 'm.id', 'f.merchant_id')
    .leftJoin('branch as b', 'b.id', 'f.branch_id')
    .leftJoin('reconciliation as r', (j) => j.onRef('r.id', '=', 'f.reconciliation_id').onRef('r.supplier_id', '=', 'f.supplier_id'))
    // Only a settlement the supplier can open is named (a draft's number would open "not found").
    .leftJoin('settlement as s', (j) => j.onRef('s.id', '=', 'f.settlement_id').onRef('s.supplier_id', '=', 'f.supplier_id').on('s.status', 'in', settlementStanding))
    .where(ownedBy('f', scope))
    .where('f.status', '=', 1);
}

/** The list's filters on the fee `f` (any query that has it). */
function feeFilter(scope: SupplierScope, f: FeeListFilter) {
  const col = (name: string) => sql.ref(`f.${name}`);
  return <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>) => {
    const conds = [ownedBy('f', scope)(eb), eb(col('status'), '=', 1)];
    if (f.dateFrom) conds.push(eb(col('biz_date'), '>=', f.dateFrom));
    if (f.dateTo) conds.push(eb(col('biz_date'), '<=', f.dateTo));
    if (f.feeType?.length) conds.push(eb(col('fee_type'), 'in', f.feeType));
    if (f.settlementId) conds.push(eb(col('settlement_id'), '=', f.settlementId));
    const kw = f.keyword?.trim();
    if (kw) conds.push(eb.or([eb(col('sheet_no'), 'like', `${likeEscape(kw)}%`), eb(col('fee_name'), 'like', `%${likeEscape(kw)}%`)]));
    return eb.and(conds);
  };
}

export function listFees(db: Kysely<Database>, scope: SupplierScope, f: FeeListFilter) {
  const page = fees(db, scope).select([...feeColumns]).where(feeFilter(scope, f)).orderBy('f.biz_date', 'desc').orderBy('f.id', 'desc');
  return pageWithTotal(page, db.selectFrom('supplier_fee as f').where(feeFilter(scope, f)), f);
}

/** The fees of one settlement (its deductions), oldest first. */
export function settlementFees(db: Kysely<Database>, scope: SupplierScope, settlementId: number) {
  return fees(db, scope).select([...feeColumns]).where('f.settlement_id', '=', settlementId).orderBy('f.biz_date').orderBy('f.id').execute();
}

export function visibleFee(db: Kysely<Database>, scope: SupplierScope, id: number) {
  return fees(db, scope).select([...feeColumns]).where('f.id', '=', id).executeTakeFirst();
}

/** Whether a fee can be disputed today: not a reversal, within its deadline, no dispute in the open. */
export function disputable(fee: { reversalOf: number | null; disputeStatus: number | null; disputeDeadline: string }, today = businessToday()) {
  return fee.reversalOf === null && fee.disputeStatus !== 0 && fee.disputeDeadline >= today;
}

export async function feeDetail(db: Kysely<Database>, scope: SupplierScope, id: number) {
  const fee = await visibleFee(db, scope, id);
  if (!fee) return undefined;
  const disputes = await db
    .selectFrom('fee_dispute as d')
    .select([
      'd.id', 'd.fee_id as feeId', 'd.status', 'd.version', 'd.reason', 'd.answer', 'd.created_at as createdAt',
      'd.answered_at as answeredAt', 'd.reversal_fee_id as reversalFeeId', 'd.photos',
    ])
    .where('d.fee_id', '=', id)
    .where(ownedBy('d', scope))
    .orderBy('d.id', 'desc')
    .execute();
  const withPhotos = await Promise.all(
    disputes.map(async (d) => ({ ...d, photos: await uploadsInfo(db, Array.isArray(d.photos) ? d.photos.map(String) : []).catch(() => []) })),
  );
  return { ...fee, canDispute: disputable(fee), disputes: withPhotos };
}
