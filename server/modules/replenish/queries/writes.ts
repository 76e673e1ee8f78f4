import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { businessToday } from '../../../lib/businessDay';
import { BizError } from '../../../lib/errors';
import type { SupplierScope } from '../../../lib/scope';
import { nextSheetNo } from '../../../lib/sheetNumbers';
import { checkQuantities } from '../guards';
import { replenishMessages as m } from '../messages';
import { lineAmount, milliText, ReplenishStatus, toMilli, trail } from '../rules';
import type { CreateInput, MoveInput } from '../schemas';
import { itemSuggestions } from './suggestions';
import { moved, movedColumns } from './requestLog';

/** The supplier's writes of a replenishment request: create (and submit), the supplier's moves, cancel. */

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
          supplier_id: scope.supplierId,
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
    await trail.log(trx, scope.merchantId, head.id, null, status, 'supplier', scope.userId);
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
      .where('supplier_id', '=', scope.supplierId)
      .where('version', '=', input.version)
      .returning(movedColumns)
      .executeTakeFirstOrThrow();
    await trail.log(trx, scope.merchantId, input.id, row.status, to, 'supplier', scope.userId);
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
