import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import type { AuthContext } from '../../../lib/auth';
import { BizError } from '../../../lib/errors';
import { pageWithTotal } from '../../../lib/paging';
import type { SupplierScope } from '../../../lib/scope';
import { claimUploads } from '../../../lib/uploads';
import { financeMessages } from '../messages';
import type { DisputeAnswerInput, DisputeListFilter, FeeDisputeInput } from '../schemas';
import { feeDisputeStatus as dispute } from '../../../lib/feeDispute';
import { disputable, visibleFee } from './fees';

/**
 * Fee disputes: the supplier contests one deduction with a reason and evidence before the fee's dispute deadline;
 * the merchant accepts or refuses it. Accepting writes a reversing fee (negative amount, reversal_of the fee) that no
 * statement holds yet, so the next statement and settlement give the money back.
 */

export async function openDispute(db: Kysely<Database>, auth: AuthContext, scope: SupplierScope, input: FeeDisputeInput) {
  const reason = input.reason.trim();
  if (reason.length < 1 || reason.length > 200) throw BizError.invalid('reason', financeMessages.reasonRequired);
  const fee = await visibleFee(db, scope, input.feeId);
  if (!fee) throw BizError.notFound();
  if (fee.reversalOf !== null) throw BizError.invalid('feeId', financeMessages.reversalNotDisputable);
  if (fee.disputeStatus === dispute.open) throw BizError.conflict(financeMessages.disputeOpen);
  if (!disputable(fee)) throw BizError.invalid('feeId', financeMessages.disputeClosed);
  return db.transaction().execute(async (trx) => {
    // The partial unique index (one open dispute per fee) settles two simultaneous disputes: the second gets nothing.
    const row = await trx
      .insertInto('fee_dispute')
      .values({
        merchant_id: scope.merchantId, supplier_id: scope.supplierId, fee_id: input.feeId, reason,
        photos: JSON.stringify(input.photos ?? []), status: dispute.open, created_by: scope.userId,
      })
      .onConflict((oc) => oc.columns(['fee_id', 'supplier_id']).where('status', '=', dispute.open).doNothing())
      .returning(['id', 'fee_id as feeId', 'status', 'version'])
      .executeTakeFirst();
    if (!row) throw BizError.conflict(financeMessages.disputeOpen);
    await claimUploads(trx, auth, input.photos ?? [], { kind: 'fee_dispute', id: String(row.id) }, 'photos');
    return row;
  });
}

/** The merchant's disputes, open first, with the fee and supplier beside each. */
export function listDisputes(db: Kysely<Database>, merchantId: number, f: DisputeListFilter) {
  const matching = () => {
    let q = db.selectFrom('fee_dispute as d').where('d.merchant_id', '=', merchantId);
    if (f.status?.length) q = q.where('d.status', 'in', f.status);
    return q;
  };
  const page = matching()
    .innerJoin('supplier_fee as f', (j) => j.onRef('f.id', '=', 'd.fee_id').onRef('f.supplier_id', '=', 'd.supplier_id'))
    .innerJoin('supplier as s', 's.id', 'd.supplier_id')
    .select([
      'd.id', 'd.fee_id as feeId', 'd.status', 'd.version', 'd.reason', 'd.answer', 'd.created_at as createdAt',
      'd.answered_at as answeredAt', 'd.reversal_fee_id as reversalFeeId', 'd.supplier_id as supplierId', 's.name as supplierName',
      'f.sheet_no as feeSheetNo', 'f.fee_name as feeName', 'f.fee_type as feeType', 'f.amount', 'f.biz_date as bizDate',
    ])
    .orderBy(sql`d.status = 0`, 'desc')
    .orderBy('d.id', 'desc');
  return pageWithTotal(page, matching(), f);
}

/** The merchant answers an open dispute (compare-and-set on status and version); accepting reverses the fee. */
export async function answerDispute(db: Kysely<Database>, auth: AuthContext, input: DisputeAnswerInput) {
  const accept = input.action === 'accept';
  const answer = input.answer?.trim() ?? '';
  if (!accept && (answer.length < 1 || answer.length > 200)) throw BizError.invalid('answer', financeMessages.reasonRequired);
  return db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('fee_dispute')
      .set({
        status: accept ? dispute.accepted : dispute.refused, answer: answer || null, answered_by: auth.userId,
        answered_at: sql`now()`, updated_at: sql`now()`, version: sql`version + 1`,
      })
      .where('id', '=', input.id)
      .where('merchant_id', '=', auth.merchantId)
      .where('status', '=', dispute.open)
      .where('version', '=', input.version)
      .returning(['id', 'fee_id as feeId', 'status', 'version', 'supplier_id'])
      .executeTakeFirst();
    if (!moved) {
      const exists = await trx.selectFrom('fee_dispute').select('id').where('id', '=', input.id).where('merchant_id', '=', auth.merchantId).executeTakeFirst();
      throw exists ? BizError.conflict(financeMessages.disputeChanged) : BizError.notFound();
    }
    if (accept) {
      const reversal = await trx
        .insertInto('supplier_fee')
        .columns(['merchant_id', 'sheet_no', 'supplier_id', 'branch_id', 'fee_type', 'fee_name', 'amount', 'biz_date', 'status', 'remark', 'reversal_of'])
        .expression((eb) =>
          eb
            .selectFrom('supplier_fee as f')
            .select([
              'f.merchant_id', sql<string>`'CH' || substr(coalesce(f.sheet_no, ''), 3)`.as('sheet_no'), 'f.supplier_id', 'f.branch_id',
              'f.fee_type', sql<string>`f.fee_name || '冲回'`.as('fee_name'), sql<string>`-f.amount`.as('amount'), sql<string>`current_date`.as('biz_date'),
              sql<number>`1`.as('status'), sql<string>`'费用申诉已受理，冲回 ' || coalesce(f.sheet_no, '')`.as('remark'), 'f.id',
            ])
            .where('f.id', '=', moved.feeId)
            .where('f.supplier_id', '=', moved.supplier_id),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.updateTable('fee_dispute').set({ reversal_fee_id: reversal.id }).where('id', '=', moved.id).where('supplier_id', '=', moved.supplier_id).execute();
    }
    await trx
      .insertInto('approval_log')
      .values({
        merchant_id: auth.merchantId, doc_type: 'fee_dispute', doc_id: moved.id, from_status: dispute.open, to_status: moved.status,
        // approval_log knows supplier, merchant staff ('buyer') and system actors; the boss is merchant staff.
        actor_type: 'buyer', actor_id: auth.userId, comment: answer || null,
      })
      .execute();
    return { id: moved.id, feeId: moved.feeId, status: moved.status, version: moved.version };
  });
}
