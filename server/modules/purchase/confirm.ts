import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { BizError } from '../../lib/errors';
import { parseQty, toMilli } from './quantity';
import type { OrderConfirmInput } from './schemas';
import type { SupplierScope } from './scope';
import { logSupplierAnswer, moveAwaitingDoc } from './supplierAnswer';

export const staleMessage = '订单状态已变化，请刷新后重试';

interface LineUpdate {
  lineId: number;
  qty: string;
  promisedDate: string | null;
}

/**
 * Checks the supplier's answer against the order's lines: every line exactly once, 0 ≤ confirmed ≤ ordered with at
 * most 3 decimals, dates not before the order date. Errors name the offending field the way the client sent it.
 */
function checkLines(input: OrderConfirmInput, orderDate: string, lines: { id: number; order_qty: string }[]): LineUpdate[] {
  const sent = input.lines;
  if (!sent || sent.length === 0) throw BizError.invalid('lines', '请逐行填写确认数量 every line needs a confirmed quantity');
  const byId = new Map(lines.map((l) => [l.id, l]));
  const seen = new Set<number>();
  const updates: LineUpdate[] = [];
  sent.forEach((s, i) => {
    const line = byId.get(s.lineId);
    if (!line) throw BizError.invalid(`lines/${i}/lineId`, '不是本订单的明细 not a line of this order');
    if (seen.has(s.lineId)) throw BizError.invalid(`lines/${i}/lineId`, '明细重复 line given twice');
    seen.add(s.lineId);
    const q = parseQty(s.confirmedQty);
    if (!q.ok) throw BizError.invalid(`lines/${i}/confirmedQty`, q.reason);
    if (q.milli > toMilli(line.order_qty)) {
      throw BizError.invalid(`lines/${i}/confirmedQty`, `不能大于订货数量 ${line.order_qty} must not exceed the ordered quantity`);
    }
    if (s.promisedDate && s.promisedDate < orderDate) {
      throw BizError.invalid(`lines/${i}/promisedDate`, '不能早于订货日期 must not be before the order date');
    }
    updates.push({ lineId: s.lineId, qty: q.text, promisedDate: s.promisedDate ?? null });
  });
  const missing = lines.filter((l) => !seen.has(l.id)).map((l) => l.id);
  if (missing.length) {
    throw BizError.invalid('lines', `缺少明细 missing lines: ${missing.join(',')}`);
  }
  return updates;
}

/** 0 rows from the compare-and-set: the order moved on (409) or is not this supplier's (404). */
async function missReason(trx: Transaction<Database>, scope: SupplierScope, id: number): Promise<BizError> {
  const exists = await trx
    .selectFrom('purchase_order')
    .select('id')
    .where('id', '=', id)
    .where('supplier_id', '=', scope.supplierId)
    .where('merchant_id', '=', scope.merchantId)
    .where('status', '>=', 2)
    .executeTakeFirst();
  return exists ? BizError.conflict(staleMessage) : BizError.notFound();
}

/** The supplier confirms (2→3) or rejects (2→4) an order; exactly one of any number of concurrent answers wins. */
export async function saveOrderConfirm(db: Kysely<Database>, scope: SupplierScope, input: OrderConfirmInput) {
  return db.transaction().execute(async (trx) => {
    const po = await trx
      .selectFrom('purchase_order')
      .select(['id', 'status', 'version', 'order_date'])
      .where('id', '=', input.id)
      .where('supplier_id', '=', scope.supplierId)
      .where('merchant_id', '=', scope.merchantId)
      .where('status', '>=', 2)
      .executeTakeFirst();
    if (!po) throw BizError.notFound();
    // Answering a stale screen (already answered, or changed by the buyer) is a conflict, whatever else it says.
    if (po.status !== 2 || po.version !== input.version) throw BizError.conflict(staleMessage);

    const toStatus = input.action === 'confirm' ? 3 : 4;
    let updates: LineUpdate[] = [];
    let reason: string | null = null;
    if (input.action === 'confirm') {
      if (!input.promisedDate) throw BizError.invalid('promisedDate', '请选择承诺到货日期 promised delivery date is required');
      if (input.promisedDate < po.order_date) {
        throw BizError.invalid('promisedDate', '不能早于订货日期 must not be before the order date');
      }
      const lines = await trx.selectFrom('purchase_order_line').select(['id', 'order_qty']).where('order_id', '=', po.id).execute();
      updates = checkLines(input, po.order_date, lines);
    } else {
      reason = input.reason?.trim() ?? '';
      if (reason.length < 1 || reason.length > 200) throw BizError.invalid('reason', '请填写拒绝原因 a reason (1–200 characters) is required');
      if (input.lines?.length) throw BizError.invalid('lines', '拒绝时不填写明细 lines are not sent with a rejection');
    }

    const moved = await moveAwaitingDoc(
      trx,
      'purchase_order',
      scope,
      { id: input.id, version: input.version, toStatus },
      toStatus === 3
        ? { promised_date: input.promisedDate!, confirmed_at: sql`now()`, confirmed_by: scope.userId, confirm_remark: input.remark?.trim() || null }
        : { reject_reason: reason },
    );
    if (!moved) throw await missReason(trx, scope, input.id);

    if (updates.length) {
      const values = sql.join(updates.map((u) => sql`(${u.lineId}::bigint, ${u.qty}::numeric, ${u.promisedDate}::date)`));
      await sql`
        update purchase_order_line l
           set confirmed_qty = v.qty, promised_date = coalesce(v.pd, ${input.promisedDate!}::date),
               version = l.version + 1, updated_at = now()
          from (values ${values}) as v(id, qty, pd)
         where l.id = v.id and l.order_id = ${po.id}`.execute(trx);
    }

    await logSupplierAnswer(trx, scope, 'purchase_order', po.id, toStatus, toStatus === 3 ? input.remark?.trim() || null : reason);

    return { id: moved.id, status: moved.status, version: moved.version };
  });
}
