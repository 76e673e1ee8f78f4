import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../db/types';
import { logSupplierAnswer, moveDocument } from '../../../lib/documentMove';
import { BizError } from '../../../lib/errors';
import { ownedBy, type SupplierScope } from '../../../lib/scope';
import { checkConfirmedLines, checkPromisedDate, type LineUpdate } from '../confirmLines';
import { purchaseMessages } from '../messages';
import type { OrderConfirmInput } from '../schemas';
import { answer } from '../statuses';

/** The order if it is this supplier's and past the chain's own audit (2 and later). */
function answerableOrder(trx: Transaction<Database>, scope: SupplierScope, id: number) {
  return trx
    .selectFrom('purchase_order as po')
    .select(['po.id', 'po.status', 'po.version', 'po.order_date'])
    .where('po.id', '=', id)
    .where(ownedBy('po', scope))
    .where('po.status', '>=', answer.awaiting)
    .executeTakeFirst();
}

/** The answer's own checks: a confirmation needs a promised date and every line; a refusal a reason and no lines. */
async function checkAnswer(trx: Transaction<Database>, input: OrderConfirmInput, po: { id: number; order_date: string }, supplierId: number) {
  if (input.action === 'confirm') {
    if (!input.promisedDate) throw BizError.invalid('promisedDate', purchaseMessages.required);
    checkPromisedDate(input.promisedDate, po.order_date, 'promisedDate');
    // Each line's pack (the packaging it was ordered in), for the whole-pack check.
    const lines = await trx
      .selectFrom('purchase_order_line')
      .select(['id', 'line_no', 'order_qty', 'name', 'factor as pack_factor'])
      .where('order_id', '=', po.id)
      .where('supplier_id', '=', supplierId)
      .execute();
    return { updates: checkConfirmedLines(input, po.order_date, lines), reason: null };
  }
  const reason = input.reason?.trim() ?? '';
  if (reason.length < 1 || reason.length > 200) throw BizError.invalid('reason', purchaseMessages.reasonRequired);
  if (input.lines?.length) throw BizError.invalid('lines', purchaseMessages.noLinesWithRejection);
  return { updates: [] as LineUpdate[], reason };
}

async function saveConfirmedLines(trx: Transaction<Database>, supplierId: number, orderId: number, updates: LineUpdate[], promisedDate: string) {
  const values = sql.join(updates.map((u) => sql`(${u.lineId}::bigint, ${u.qty}::numeric, ${u.promisedDate}::date)`));
  await sql`
    update purchase_order_line l
       set confirmed_qty = v.qty, promised_date = coalesce(v.pd, ${promisedDate}::date),
           version = l.version + 1, updated_at = now()
      from (values ${values}) as v(id, qty, pd)
     where l.id = v.id and l.order_id = ${orderId} and l.supplier_id = ${supplierId}`.execute(trx);
}

/** The supplier confirms (2→3) or rejects (2→4) an order; exactly one of any number of concurrent answers wins. */
export async function saveOrderConfirm(db: Kysely<Database>, scope: SupplierScope, input: OrderConfirmInput) {
  return db.transaction().execute(async (trx) => {
    const po = await answerableOrder(trx, scope, input.id);
    if (!po) throw BizError.notFound();
    // Answering a stale screen (already answered, or changed by the buyer) is a conflict, whatever else it says.
    if (po.status !== answer.awaiting || po.version !== input.version) throw BizError.conflict(purchaseMessages.orderChanged);
    const { updates, reason } = await checkAnswer(trx, input, po, scope.supplierId);
    const move = { id: input.id, version: input.version, from: answer.awaiting, to: input.action === 'confirm' ? answer.confirmed : answer.refused };
    const remark = input.remark?.trim() || null;
    const moved = await moveDocument(
      trx,
      'purchase_order',
      scope,
      move,
      move.to === answer.confirmed
        ? { promised_date: input.promisedDate!, confirmed_at: sql`now()`, confirmed_by: scope.userId, confirm_remark: remark }
        : { reject_reason: reason },
    );
    // The row was read in this transaction a moment ago: a miss means a concurrent answer won.
    if (!moved) throw (await answerableOrder(trx, scope, input.id)) ? BizError.conflict(purchaseMessages.orderChanged) : BizError.notFound();
    if (updates.length) await saveConfirmedLines(trx, scope.supplierId, po.id, updates, input.promisedDate!);
    await logSupplierAnswer(trx, scope, 'purchase_order', move, move.to === answer.confirmed ? remark : reason);
    return { id: moved.id, status: moved.status, version: moved.version };
  });
}
