import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import type { AuthContext } from '../../../lib/auth';
import { businessToday } from '../../../lib/businessDay';
import { BizError } from '../../../lib/errors';
import { lockAwaiting, rejectAwaiting } from '../../../lib/buyerReview';
import { nextSheetNo } from '../../../lib/sheetNumbers';
import { replenishMessages as m } from '../messages';
import { lineAmount, milliText, ReplenishStatus, toMilli, trail } from '../rules';
import type { ApproveInput, RejectInput } from '../schemas';
import { moved, movedColumns } from './requestLog';

/** The buyer's review of a replenishment request: approve (into a purchase order) or reject with a reason. */

/** Quantity text without trailing zeros, for the log ("12.000" → "12"). */
const plain = (q: string) => milliText(toMilli(q)).replace(/\.?0+$/, '');

/**
 * The buyer approves: the request becomes a purchase order of the branch, already confirmed (the supplier proposed
 * the quantities), linked both ways (order.source = 1 and source_id; request.generated_po_id). Lines the buyer set
 * to 0 are left out of the order.
 */
export async function approveRequest(db: Kysely<Database>, auth: AuthContext, input: ApproveInput) {
  return db.transaction().execute(async (trx) => {
    const req = await lockAwaiting(trx, 'self_replenish', auth.merchantId, input, m);
    const lines = await trx
      .selectFrom('self_replenish_line as l')
      .innerJoin('item as i', 'i.id', 'l.item_id')
      .select(['l.id', 'l.line_no', 'l.item_id', 'l.apply_qty', 'l.price', 'i.barcode', 'i.name', 'i.spec', 'i.unit', 'i.input_tax_rate'])
      // the item's purchase packaging (units per pack), as an order keeps it per line; 1 for an item sold loose
      .select(sql<string>`coalesce((select max(p.factor) from item_package p where p.item_id = l.item_id and p.is_default_purchase), 1)::text`.as('factor'))
      .where('l.req_id', '=', req.id)
      .where('l.supplier_id', '=', req.supplier_id)
      .orderBy('l.line_no')
      .execute();
    // The buyer may cut a line down (to 0: left out of the order), never raise it above what the supplier asked.
    const changed = new Map<number, string>();
    for (const [i, c] of (input.lines ?? []).entries()) {
      const line = lines.find((l) => l.id === c.lineId);
      if (!line) throw BizError.invalid(`lines/${i}/lineId`, m.notThisRequest);
      if (changed.has(c.lineId)) throw BizError.invalid(`lines/${i}/lineId`, m.repeatedLine);
      if (toMilli(c.approvedQty) > toMilli(line.apply_qty)) throw BizError.invalid(`lines/${i}/approvedQty`, m.aboveRequested);
      changed.set(c.lineId, milliText(toMilli(c.approvedQty)));
    }
    const approved = lines.map((l) => ({ ...l, qty: changed.get(l.id) ?? l.apply_qty }));
    const cuts = approved.filter((l) => toMilli(l.qty) !== toMilli(l.apply_qty));
    for (const l of approved) {
      await trx.updateTable('self_replenish_line').set({ approved_qty: l.qty }).where('id', '=', l.id).where('supplier_id', '=', req.supplier_id).execute();
    }
    const ordered = approved.filter((l) => toMilli(l.qty) > 0n);
    if (!ordered.length) throw BizError.invalid('lines', m.zeroQty);
    const branch = await trx.selectFrom('branch').select('code').where('id', '=', req.branch_id).executeTakeFirstOrThrow();
    const sheetNo = await nextSheetNo(trx, 'purchase_order', auth.merchantId, 'CG', branch.code);
    const today = businessToday();
    const expected = req.expected_date;
    const amounts = ordered.map((l) => lineAmount(l.qty, l.price));
    const totalAmount = (amounts.reduce((s, a) => s + Math.round(Number(a) * 100), 0) / 100).toFixed(2);
    const taxAmount = (ordered.reduce((s, l, i) => s + (Number(amounts[i]) * Number(l.input_tax_rate)) / (1 + Number(l.input_tax_rate)), 0)).toFixed(2);
    const po = await trx
      .insertInto('purchase_order')
      .values({
        merchant_id: auth.merchantId,
        sheet_no: sheetNo,
        supplier_id: req.supplier_id,
        order_branch_id: req.branch_id,
        receive_branch_id: req.branch_id,
        type: 0,
        source: 1,
        source_id: req.id,
        status: 3,
        receive_status: 0,
        order_date: today,
        expected_date: expected ?? sql`${today}::date + 3`,
        promised_date: expected ?? sql`${today}::date + 3`,
        audited_at: sql`now()`,
        confirmed_at: sql`now()`,
        confirmed_by: req.submitted_by,
        total_qty: milliText(ordered.reduce((s, l) => s + toMilli(l.qty), 0n)),
        total_amount: totalAmount,
        tax_amount: taxAmount,
        buyer_id: auth.userId,
        remark: req.remark,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('purchase_order_line')
      .values(
        ordered.map((l, i) => ({
          merchant_id: auth.merchantId,
          supplier_id: req.supplier_id,
          order_id: po.id,
          line_no: i + 1,
          item_id: l.item_id,
          barcode: l.barcode,
          name: l.name,
          spec: l.spec,
          unit: l.unit,
          factor: l.factor,
          order_qty: l.qty,
          confirmed_qty: l.qty,
          price: l.price,
          amount: amounts[i]!,
          tax_rate: l.input_tax_rate,
          promised_date: expected ?? sql`${today}::date + 3`,
        })),
      )
      .execute();
    const row = await trx
      .updateTable('self_replenish')
      .set({ status: ReplenishStatus.approved, version: sql`version + 1`, updated_at: sql`now()`, approved_by: auth.userId, approved_at: sql`now()`, generated_po_id: po.id })
      .where('id', '=', req.id)
      .where('supplier_id', '=', req.supplier_id)
      .where('version', '=', input.version)
      .returning(movedColumns)
      .executeTakeFirstOrThrow();
    // The log keeps what the buyer changed, line by line: "#2 12 → 6".
    const comment = cuts.length ? cuts.map((l) => `#${l.line_no} ${plain(l.apply_qty)} → ${plain(l.qty)}`).join('; ') : null;
    await trail.log(trx, auth.merchantId, req.id, ReplenishStatus.awaiting, ReplenishStatus.approved, 'buyer', auth.userId, comment);
    return moved(row);
  });
}

export async function rejectRequest(db: Kysely<Database>, auth: AuthContext, input: RejectInput) {
  const decider = { approved_by: auth.userId, approved_at: sql<Date>`now()` };
  return moved(await rejectAwaiting(db, 'self_replenish', auth.merchantId, auth.userId, input, m, decider));
}
