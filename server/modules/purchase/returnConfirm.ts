import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { BizError } from '../../lib/errors';
import type { OutConfirmInput } from './schemas';
import type { SupplierScope } from './scope';
import { outVisibleStatuses } from './statuses';
import { logSupplierAnswer, moveAwaitingDoc } from './supplierAnswer';

export const staleReturnMessage = '退货单状态已变化，请刷新后重试';

/** The supplier agrees to take goods back (2→3) or refuses with a reason (2→4); compare-and-set on status and version. */
export async function saveReturnConfirm(db: Kysely<Database>, scope: SupplierScope, input: OutConfirmInput) {
  const toStatus = input.action === 'confirm' ? 3 : 4;
  const reason = input.reason?.trim() ?? '';
  if (toStatus === 4 && (reason.length < 1 || reason.length > 200)) {
    throw BizError.invalid('reason', '请填写驳回原因 a reason (1–200 characters) is required');
  }
  return db.transaction().execute(async (trx) => {
    const moved = await moveAwaitingDoc(
      trx,
      'purchase_out',
      scope,
      { id: input.id, version: input.version, toStatus },
      toStatus === 3 ? { supplier_confirmed_at: sql`now()`, supplier_confirmed_by: scope.userId } : { supplier_reject_reason: reason },
    );
    if (!moved) {
      const exists = await trx
        .selectFrom('purchase_out')
        .select('id')
        .where('id', '=', input.id)
        .where('supplier_id', '=', scope.supplierId)
        .where('merchant_id', '=', scope.merchantId)
        .where('status', 'in', [...outVisibleStatuses])
        .executeTakeFirst();
      throw exists ? BizError.conflict(staleReturnMessage) : BizError.notFound();
    }
    await logSupplierAnswer(trx, scope, 'purchase_out', moved.id, toStatus, toStatus === 4 ? reason : null);
    return moved;
  });
}
