import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { ownedBy, type SupplierScope } from '../../../lib/scope';

/**
 * The payable flow's sheets of migration 024 by id, each read as its own kind: a fresh-goods receipt's id read as a
 * purchase is missing, as is another supplier's sheet (both answer 404).
 */

export const SHEET_KIND = { freshIn: 1, purchase: 2, settlementRepair: 3, agentSettlement: 4, unionSettlement: 5, agentPayable: 6 } as const;

function sheetHead(db: Kysely<Database>, scope: SupplierScope, id: number, kind: number) {
  return db
    .selectFrom('finance_sheet as h')
    .leftJoin('branch as b', 'b.id', 'h.branch_id')
    .select([
      'h.id', 'h.sheet_no as sheetNo', 'h.status', 'h.biz_date as bizDate', 'b.name as branchName', 'h.amount',
      'h.audited_at as auditedAt', 'h.remark', 'h.reason', 'h.period_start', 'h.period_end', 'h.sale_amount', 'h.deduct_amount',
      'h.settlement_id', 'h.settled_in_id',
    ])
    .where('h.id', '=', id)
    .where('h.kind', '=', kind)
    .where(ownedBy('h', scope))
    .where('h.status', '<>', 0)
    .executeTakeFirst();
}

type Head = NonNullable<Awaited<ReturnType<typeof sheetHead>>>;

const common = (h: Head) => ({
  id: h.id, sheetNo: h.sheetNo, status: h.status, bizDate: h.bizDate, branchName: h.branchName, amount: h.amount,
  auditedAt: h.auditedAt, remark: h.remark,
});

const periodOf = (h: Head) => ({
  periodStart: h.period_start!, periodEnd: h.period_end!, saleAmount: h.sale_amount ?? '0', deductAmount: h.deduct_amount ?? '0',
});

/** A sheet's lines, in line order, with the item's code and name (the head was read in scope first). */
function sheetLines(db: Kysely<Database>, scope: SupplierScope, sheetId: number) {
  return db
    .selectFrom('finance_sheet_line as l')
    .innerJoin('item as i', 'i.id', 'l.item_id')
    .select([
      'l.line_no as lineNo', 'l.item_id as itemId', 'i.code as itemCode', 'i.name', 'l.qty', 'l.gross_weight', 'l.tare_weight',
      'l.price', 'l.amount', 'l.sale_amount', 'l.deduct_rate as deductRate',
    ])
    .where('l.sheet_id', '=', sheetId)
    .where('l.supplier_id', '=', scope.supplierId)
    .orderBy('l.line_no')
    .execute();
}

type Line = Awaited<ReturnType<typeof sheetLines>>[number];
const itemOf = (l: Line) => ({ lineNo: l.lineNo, itemId: l.itemId, itemCode: l.itemCode, name: l.name });

/** Sums decimal texts exactly (in the database, as every amount here is NUMERIC). */
async function sums(db: Kysely<Database>, scope: SupplierScope, sheetId: number) {
  const { rows } = await sql<{ gross: string; tare: string; qty: string }>`select coalesce(sum(gross_weight), 0)::text as gross,
      coalesce(sum(tare_weight), 0)::text as tare, coalesce(sum(qty), 0)::text as qty
    from finance_sheet_line where sheet_id = ${sheetId} and supplier_id = ${scope.supplierId}`.execute(db);
  return rows[0];
}

export async function freshInDetail(db: Kysely<Database>, scope: SupplierScope, id: number) {
  const h = await sheetHead(db, scope, id, SHEET_KIND.freshIn);
  if (!h) return undefined;
  const [lines, t] = await Promise.all([sheetLines(db, scope, id), sums(db, scope, id)]);
  return {
    ...common(h), grossWeight: t.gross, tareWeight: t.tare, netWeight: t.qty,
    lines: lines.map((l) => ({ ...itemOf(l), grossWeight: l.gross_weight ?? l.qty, tareWeight: l.tare_weight ?? '0', netWeight: l.qty, price: l.price, amount: l.amount })),
  };
}

export async function purchaseDetail(db: Kysely<Database>, scope: SupplierScope, id: number) {
  const h = await sheetHead(db, scope, id, SHEET_KIND.purchase);
  if (!h) return undefined;
  const [lines, t] = await Promise.all([sheetLines(db, scope, id), sums(db, scope, id)]);
  return { ...common(h), totalQty: t.qty, lines: lines.map((l) => ({ ...itemOf(l), qty: l.qty, price: l.price, amount: l.amount })) };
}

export async function settlementRepairDetail(db: Kysely<Database>, scope: SupplierScope, id: number) {
  const h = await sheetHead(db, scope, id, SHEET_KIND.settlementRepair);
  if (!h) return undefined;
  const settlement = await db
    .selectFrom('settlement as s')
    .select(['s.id', 's.sheet_no', 's.settle_date', 's.net_payable'])
    .where('s.id', '=', h.settlement_id!)
    .where(ownedBy('s', scope))
    .executeTakeFirst();
  if (!settlement) return undefined;
  const lines = await sheetLines(db, scope, id);
  return {
    ...common(h), reason: h.reason ?? '', settlementId: settlement.id, settlementNo: settlement.sheet_no, settleDate: settlement.settle_date,
    settlementNet: settlement.net_payable, lines: lines.map((l) => ({ ...itemOf(l), qty: l.qty, price: l.price, amount: l.amount })),
  };
}

export async function agentPayableDetail(db: Kysely<Database>, scope: SupplierScope, id: number) {
  const h = await sheetHead(db, scope, id, SHEET_KIND.agentPayable);
  if (!h) return undefined;
  const [lines, settledIn] = await Promise.all([
    sheetLines(db, scope, id),
    h.settled_in_id === null
      ? undefined
      : db.selectFrom('finance_sheet as s').select(['s.id', 's.sheet_no']).where('s.id', '=', h.settled_in_id).where(ownedBy('s', scope)).where('s.status', '<>', 0).executeTakeFirst(),
  ]);
  return {
    ...common(h), ...periodOf(h), settledInId: settledIn?.id ?? null, settledInNo: settledIn?.sheet_no ?? null,
    lines: lines.map((l) => ({ ...itemOf(l), qty: l.qty, price: l.price, amount: l.amount, saleAmount: l.sale_amount ?? '0' })),
  };
}

export async function agentSettlementDetail(db: Kysely<Database>, scope: SupplierScope, id: number) {
  const h = await sheetHead(db, scope, id, SHEET_KIND.agentSettlement);
  if (!h) return undefined;
  const payables = await db
    .selectFrom('finance_sheet as p')
    .select(['p.id', 'p.sheet_no as sheetNo', 'p.period_start', 'p.period_end', 'p.sale_amount', 'p.amount'])
    .where('p.settled_in_id', '=', id)
    .where('p.kind', '=', SHEET_KIND.agentPayable)
    .where(ownedBy('p', scope))
    .where('p.status', '<>', 0)
    .orderBy('p.period_start')
    .orderBy('p.id')
    .execute();
  return {
    ...common(h), ...periodOf(h),
    payables: payables.map((p) => ({ id: p.id, sheetNo: p.sheetNo, periodStart: p.period_start!, periodEnd: p.period_end!, saleAmount: p.sale_amount ?? '0', amount: p.amount })),
  };
}

export async function unionSettlementDetail(db: Kysely<Database>, scope: SupplierScope, id: number) {
  const h = await sheetHead(db, scope, id, SHEET_KIND.unionSettlement);
  if (!h) return undefined;
  // It settles the period's joint-venture payables: each branch's sales of a day, as the ledger owed them.
  const [lines, payables] = await Promise.all([
    sheetLines(db, scope, id),
    db
      .selectFrom('payable_flow as pf')
      .leftJoin('branch as b', 'b.id', 'pf.branch_id')
      .select(['pf.id', 'pf.biz_date as bizDate', 'b.name as branchName', 'pf.credit as amount'])
      .where(ownedBy('pf', scope))
      .where('pf.biz_type', '=', 3)
      .where('pf.biz_date', '>=', h.period_start!)
      .where('pf.biz_date', '<=', h.period_end!)
      .orderBy('pf.biz_date')
      .orderBy('pf.id')
      .execute(),
  ]);
  return {
    ...common(h), ...periodOf(h), payables,
    lines: lines.map((l) => ({ ...itemOf(l), qty: l.qty, saleAmount: l.sale_amount ?? '0', deductRate: l.deductRate, amount: l.amount })),
  };
}

/** The latest adjustment of a settlement, which its detail links to (null when it has none). */
export async function latestAdjustment(db: Kysely<Database>, scope: SupplierScope, settlementId: number) {
  const row = await db
    .selectFrom('finance_sheet as h')
    .select(['h.id', 'h.sheet_no', 'h.amount'])
    .where('h.settlement_id', '=', settlementId)
    .where('h.kind', '=', SHEET_KIND.settlementRepair)
    .where(ownedBy('h', scope))
    .where('h.status', 'in', [1, 2])
    .orderBy('h.biz_date', 'desc')
    .orderBy('h.id', 'desc')
    .executeTakeFirst();
  return { adjustmentId: row?.id ?? null, adjustmentNo: row?.sheet_no ?? null, adjustmentAmount: row?.amount ?? null };
}

/**
 * The period sheet that takes a day's joint-venture (ledger type 3) or consignment (4) sales in: the union settlement
 * or the agent payable whose period holds the day (null before one is made).
 */
export async function periodSheetOf(db: Kysely<Database>, scope: SupplierScope, bizType: number, bizDate: string) {
  const row = await db
    .selectFrom('finance_sheet as h')
    .select(['h.id', 'h.sheet_no'])
    .where('h.kind', '=', bizType === 3 ? SHEET_KIND.unionSettlement : SHEET_KIND.agentPayable)
    .where(ownedBy('h', scope))
    .where('h.status', 'in', [1, 2])
    .where('h.period_start', '<=', bizDate)
    .where('h.period_end', '>=', bizDate)
    .orderBy('h.id', 'desc')
    .executeTakeFirst();
  const union = bizType === 3;
  return {
    unionSettlementId: union ? (row?.id ?? null) : null, unionSettlementNo: union ? (row?.sheet_no ?? null) : null,
    agentPayableId: union ? null : (row?.id ?? null), agentPayableNo: union ? null : (row?.sheet_no ?? null),
  };
}
