import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../db/types';
import type { AuthContext } from '../../../lib/auth';
import { businessToday } from '../../../lib/businessDay';
import { BizError } from '../../../lib/errors';
import type { SupplierScope } from '../../../lib/scope';
import { nextSheetNo } from '../../../lib/sheetNumbers';
import { checkQuantities } from '../guards';
import { replenishMessages as m } from '../messages';
import { DOC_TYPE, lineAmount, milliText, ReplenishStatus, toMilli } from '../rules';
import type { ApproveInput, CreateInput, MoveInput, RejectInput } from '../schemas';
import { itemSuggestions } from './suggestions';

type Trx = Transaction<Database>;

/** Quantity text without trailing zeros, for the log ("12.000" → "12"). */
const plain = (q: string) => milliText(toMilli(q)).replace(/\.?0+$/, '');

const movedColumns = ['id', 'status', 'version', 'sheet_no', 'generated_po_id'] as const;
const moved = (r: { id: number; status: number; version: number; sheet_no: string; generated_po_id: number | null }) => ({
  id: r.id,
  status: r.status,
  version: r.version,
  sheetNo: r.sheet_no,
  generatedPoId: r.generated_po_id,
});

async function log(trx: Trx, merchantId: number, id: number, from: number | null, to: number, actor: 'supplier' | 'buyer', actorId: number, comment: string | null = null) {
  await trx
    .insertInto('approval_log')
    .values({ merchant_id: merchantId, doc_type: DOC_TYPE, doc_id: id, from_status: from, to_status: to, actor_type: actor, actor_id: actorId, comment })
    .execute();
}

/**
 * `create`: a request for one branch. The server works out each line's suggestion itself (the figures the supplier
 * saw may be stale) and keeps them with the line; the requested quantity is the supplier's.
 */
export async function createRequest(db: Kysely<Database>, scope: SupplierScope, input: CreateInput) {
  const branch = await db.selectFrom('branch').select(['id', 'code']).where('id', '=', input.branchId).where('merchant_id', '=', scope.merchantId).executeTakeFirst();
  if (!branch) throw BizError.invalid('branchId', m.notAStore);
  if (input.expectedDate && input.expectedDate < businessToday()) throw BizError.invalid('expectedDate', m.pastDate);
  const seen = new Set<number>();
  for (const [i, l] of input.lines.entries()) {
    if (seen.has(l.itemId)) throw BizError.invalid(`lines/${i}/itemId`, m.repeatedItem);
    seen.add(l.itemId);
    if (toMilli(l.applyQty) <= 0n) throw BizError.invalid(`lines/${i}/applyQty`, m.zeroQty);
  }
  const figures = await itemSuggestions(db, scope, branch.id, { itemIds: [...seen], limit: 100 });
  const byItem = new Map(figures.map((f) => [f.itemId, f]));
  const missing = input.lines.findIndex((l) => !byItem.has(l.itemId));
  if (missing >= 0) throw BizError.invalid(`lines/${missing}/itemId`, m.notYourItem);

  const lines = input.lines.map((l, i) => {
    const f = byItem.get(l.itemId)!;
    return { f, applyQty: milliText(toMilli(l.applyQty)), lineNo: i + 1, amount: lineAmount(l.applyQty, f.price) };
  });
  checkQuantities(lines.map((l) => ({ ...l.f, applyQty: l.applyQty, amount: l.amount })), { large: input.confirmLarge === true, partPack: input.confirmPartPack === true });

  const status = input.submit ? ReplenishStatus.awaiting : ReplenishStatus.draft;
  return db.transaction().execute(async (trx) => {
    const sheetNo = await nextSheetNo(trx, 'self_replenish', scope.merchantId, 'BH', branch.code);
    const totalQty = milliText(lines.reduce((s, l) => s + toMilli(l.applyQty), 0n));
    const totalAmount = (lines.reduce((s, l) => s + Math.round(Number(l.amount) * 100), 0) / 100).toFixed(2);
    const head = await trx
      .insertInto('self_replenish')
      .values({
        merchant_id: scope.merchantId,
        sheet_no: sheetNo,
        supplier_id: scope.supplierId,
        branch_id: branch.id,
        status,
        total_qty: totalQty,
        total_amount: totalAmount,
        expected_date: input.expectedDate ?? null,
        remark: input.remark?.trim() || null,
        submitted_at: input.submit ? sql`now()` : null,
        submitted_by: input.submit ? scope.userId : null,
      })
      .returning(movedColumns)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('self_replenish_line')
      .values(
        lines.map((l) => ({
          merchant_id: scope.merchantId,
          req_id: head.id,
          line_no: l.lineNo,
          item_id: l.f.itemId,
          stock_qty_snapshot: l.f.stockQty,
          avg_daily_sales: l.f.avgDailySales,
          suggest_qty: l.f.suggestQty,
          apply_qty: l.applyQty,
          price: l.f.price,
          amount: l.amount,
        })),
      )
      .execute();
    await log(trx, scope.merchantId, head.id, null, status, 'supplier', scope.userId);
    return moved(head);
  });
}

/** A supplier's compare-and-set move of its own request. */
async function supplierMove(db: Kysely<Database>, scope: SupplierScope, input: MoveInput, from: readonly number[], to: number, wrongState: typeof m.changed) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('self_replenish')
      .select(['status', 'version'])
      .where('id', '=', input.id)
      .where('supplier_id', '=', scope.supplierId)
      .where('merchant_id', '=', scope.merchantId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw BizError.notFound();
    if (row.version !== input.version) throw BizError.conflict(m.changed);
    if (!from.includes(row.status)) throw BizError.conflict(wrongState);
    const updated = await trx
      .updateTable('self_replenish')
      .set({
        status: to,
        version: sql`version + 1`,
        updated_at: sql`now()`,
        ...(to === ReplenishStatus.awaiting ? { submitted_at: sql`now()`, submitted_by: scope.userId } : {}),
      })
      .where('id', '=', input.id)
      .where('version', '=', input.version)
      .returning(movedColumns)
      .executeTakeFirstOrThrow();
    await log(trx, scope.merchantId, input.id, row.status, to, 'supplier', scope.userId);
    return moved(updated);
  });
}

/** `commitApprove`: a draft goes to the buyer. */
export function commitApprove(db: Kysely<Database>, scope: SupplierScope, input: MoveInput) {
  return supplierMove(db, scope, input, [ReplenishStatus.draft], ReplenishStatus.awaiting, m.notDraft);
}

/** `cancel`: while nobody has approved it. */
export function cancelRequest(db: Kysely<Database>, scope: SupplierScope, input: MoveInput) {
  return supplierMove(db, scope, input, [ReplenishStatus.draft, ReplenishStatus.awaiting], ReplenishStatus.cancelled, m.notCancellable);
}

async function awaiting(trx: Trx, auth: AuthContext, input: MoveInput) {
  const row = await trx
    .selectFrom('self_replenish')
    .selectAll()
    .select(sql<string | null>`to_char(expected_date, 'YYYY-MM-DD')`.as('expected_day'))
    .where('id', '=', input.id)
    .where('merchant_id', '=', auth.merchantId)
    .where('status', 'in', [1, 2, 3])
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw BizError.notFound();
  if (row.version !== input.version) throw BizError.conflict(m.changed);
  if (row.status !== ReplenishStatus.awaiting) throw BizError.conflict(m.notForReview);
  return row;
}

/**
 * The buyer approves: the request becomes a purchase order of the branch, already confirmed (the supplier proposed
 * the quantities), linked both ways (order.source = 1 and source_id; request.generated_po_id). Lines the buyer set
 * to 0 are left out of the order.
 */
export async function approveRequest(db: Kysely<Database>, auth: AuthContext, input: ApproveInput) {
  return db.transaction().execute(async (trx) => {
    const req = await awaiting(trx, auth, input);
    const lines = await trx
      .selectFrom('self_replenish_line as l')
      .innerJoin('item as i', 'i.id', 'l.item_id')
      .select(['l.id', 'l.line_no', 'l.item_id', 'l.apply_qty', 'l.price', 'i.barcode', 'i.name', 'i.spec', 'i.unit', 'i.input_tax_rate'])
      .where('l.req_id', '=', req.id)
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
      await trx.updateTable('self_replenish_line').set({ approved_qty: l.qty }).where('id', '=', l.id).execute();
    }
    const ordered = approved.filter((l) => toMilli(l.qty) > 0n);
    if (!ordered.length) throw BizError.invalid('lines', m.zeroQty);
    const branch = await trx.selectFrom('branch').select('code').where('id', '=', req.branch_id).executeTakeFirstOrThrow();
    const sheetNo = await nextSheetNo(trx, 'purchase_order', auth.merchantId, 'CG', branch.code);
    const today = businessToday();
    const expected = req.expected_day;
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
          order_id: po.id,
          line_no: i + 1,
          item_id: l.item_id,
          barcode: l.barcode,
          name: l.name,
          spec: l.spec,
          unit: l.unit,
          factor: '1',
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
      .where('version', '=', input.version)
      .returning(movedColumns)
      .executeTakeFirstOrThrow();
    // The log keeps what the buyer changed, line by line: "#2 12 → 6".
    const comment = cuts.length ? cuts.map((l) => `#${l.line_no} ${plain(l.apply_qty)} → ${plain(l.qty)}`).join('; ') : null;
    await log(trx, auth.merchantId, req.id, ReplenishStatus.awaiting, ReplenishStatus.approved, 'buyer', auth.userId, comment);
    return moved(row);
  });
}

export async function rejectRequest(db: Kysely<Database>, auth: AuthContext, input: RejectInput) {
  const reason = input.reason.trim();
  if (!reason) throw BizError.invalid('reason', m.required);
  return db.transaction().execute(async (trx) => {
    const req = await awaiting(trx, auth, input);
    const row = await trx
      .updateTable('self_replenish')
      .set({ status: ReplenishStatus.rejected, version: sql`version + 1`, updated_at: sql`now()`, approved_by: auth.userId, approved_at: sql`now()`, reject_reason: reason })
      .where('id', '=', req.id)
      .where('version', '=', input.version)
      .returning(movedColumns)
      .executeTakeFirstOrThrow();
    await log(trx, auth.merchantId, req.id, ReplenishStatus.awaiting, ReplenishStatus.rejected, 'buyer', auth.userId, reason);
    return moved(row);
  });
}
