import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import type { Lang } from '../../../lib/language';
import { pageWithStatusCounts, pageWithTotal } from '../../../lib/paging';
import { ownedBy, visibleDoc, type SupplierScope } from '../../../lib/scope';
import { fromCents, toCents } from '../money';
import { expectedPayDate } from '../payTerms';
import type { SettlementLinesInput, SettlementListFilter, SettlementSumFilter } from '../schemas';
import { invoiceVoid, settlementVisible } from '../statuses';
import { settlementFees } from './fees';
import { sheetsMatching, type SheetFilter } from './sheetFilter';
import { latestAdjustment } from './sourceSheets';
import { adjustedAmounts } from './adjustedAmounts';
import { sourceLines, titledLines } from './statements';

/**
 * Settlements (domain.md §3.5): what was settled, the fees and prepayment taken off, what is payable, paid and
 * outstanding, and when the money is due from the supplier's terms ("When will I get paid?").
 */

function matching(db: Kysely<Database>, scope: SupplierScope, f: SheetFilter) {
  return sheetsMatching(db.selectFrom('settlement as s'), 's', scope, f, settlementVisible, { start: 'settle_date', end: 'settle_date' });
}

const settlementColumns = [
  's.id', 's.sheet_no as sheetNo', 's.status', 's.settle_date as settleDate', 's.period_start as periodStart', 's.period_end as periodEnd',
  's.settle_amount as settleAmount', 's.fee_deduct as feeDeduct', 's.prepay_offset as prepayOffset', 's.net_payable as netPayable',
  // A cancelled settlement owes nothing: its lines go back to be settled again (it read "Outstanding 184,973.05").
  's.paid_amount as paidAmount', sql<string>`case when s.status = 9 then 0 else greatest(s.net_payable - s.paid_amount, 0) end::numeric(18,2)::text`.as('outstanding'),
  // Nor is anything left to invoice on it, and invoices given for it no longer count: they go back with it.
  sql<string>`case when s.status = 9 then 0 else s.invoice_required end::numeric(18,2)::text`.as('invoiceRequired'),
  sql<string>`case when s.status = 9 then 0 else s.invoiced_amount end::numeric(18,2)::text`.as('invoicedAmount'),
  sql<boolean>`s.status = 9`.as('invoicesVoid'), 's.paid_at as paidAt',
  's.pay_due_date as payDueDate', 'sup.settle_way as settleWay', 'sup.settle_days as settleDays',
] as const;

type Terms = { status: number; settleWay: number; settleDays: number | null; settleDate: string; payDueDate: string | null; outstanding: string };

/** The expected payment day while money is still owed; none once paid or void. */
function withPayDate<T extends Terms>(row: T) {
  const owed = row.status !== 9 && toCents(row.outstanding) > 0n;
  return { ...row, expectedPayDate: owed ? expectedPayDate(row) : null };
}

export async function listSettlements(db: Kysely<Database>, scope: SupplierScope, f: SettlementListFilter) {
  const { rows, total, statusCounts } = await pageWithStatusCounts(
    f,
    (status) => matching(db, scope, { ...f, status }),
    (q) => q.innerJoin('supplier as sup', 'sup.id', 's.supplier_id').select([...settlementColumns]).orderBy('s.settle_date', 'desc').orderBy('s.id', 'desc'),
    's.status',
    settlementVisible,
  );
  return { rows: rows.map(withPayDate), total, statusCounts };
}

export function visibleSettlement(db: Kysely<Database>, scope: SupplierScope, id: number) {
  return db
    .selectFrom('settlement as s')
    .innerJoin('supplier as sup', 'sup.id', 's.supplier_id')
    .select([
      ...settlementColumns, 's.version', 's.invoice_reject_reason as invoiceRejectReason', 's.remark',
      sql<number>`(select count(*) from settlement_invoice i where i.settlement_id = s.id and i.supplier_id = s.supplier_id)::int`.as('invoiceCount'),
      sql<number>`(select count(*) from settlement_voucher v where v.settlement_id = s.id and v.supplier_id = s.supplier_id)::int`.as('voucherCount'),
    ])
    .where(visibleDoc('s', scope, id, settlementVisible))
    .executeTakeFirst();
}

export async function settlementDetail(db: Kysely<Database>, scope: SupplierScope, id: number) {
  const head = await visibleSettlement(db, scope, id);
  if (!head) return undefined;
  const [statements, fees, adjustment, adjusted] = await Promise.all([
    db
      .selectFrom('settlement_recon as sr')
      .innerJoin('reconciliation as r', (j) => j.onRef('r.id', '=', 'sr.recon_id').onRef('r.supplier_id', '=', 'sr.supplier_id'))
      .select(['r.id', 'r.sheet_no as sheetNo', 'r.period_start as periodStart', 'r.period_end as periodEnd', 'r.payable_amount as payableAmount'])
      .where('sr.settlement_id', '=', id)
      .where('sr.supplier_id', '=', scope.supplierId)
      .orderBy('r.period_start')
      .execute(),
    settlementFees(db, scope, id),
    latestAdjustment(db, scope, id),
    adjustedAmounts(db, scope, id, head),
  ]);
  return { ...withPayDate(head), ...adjustment, ...adjusted, canSubmitInvoices: head.status === 1, statements, fees };
}

/**
 * A settlement's source documents (spec §7 querySheet): the lines of the statements it settles (receipts, returns,
 * joint-venture and consignment sales, fees), each naming its statement, a page at a time, optionally of some kinds.
 */
export async function settlementLines(db: Kysely<Database>, scope: SupplierScope, input: SettlementLinesInput, lang: Lang) {
  if (!(await visibleSettlement(db, scope, input.settlementId))) return undefined;
  const kinds = input.sourceType?.length ? input.sourceType : null;
  const rows = sourceLines(db)
    .innerJoin('settlement_recon as sr', (j) => j.onRef('sr.recon_id', '=', 'l.recon_id').onRef('sr.supplier_id', '=', 'l.supplier_id'))
    .innerJoin('reconciliation as r', (j) => j.onRef('r.id', '=', 'l.recon_id').onRef('r.supplier_id', '=', 'l.supplier_id'))
    .select(['r.id as reconId', 'r.sheet_no as statementNo'])
    .where('sr.settlement_id', '=', input.settlementId)
    .where(ownedBy('r', scope))
    .$if(kinds !== null, (q) => q.where('l.source_type', 'in', kinds!))
    .orderBy('r.period_start')
    .orderBy('r.id')
    .orderBy('l.source_type')
    .orderBy('l.biz_date')
    .orderBy('l.id');
  const count = db
    .selectFrom('reconciliation_line as l')
    .innerJoin('settlement_recon as sr', (j) => j.onRef('sr.recon_id', '=', 'l.recon_id').onRef('sr.supplier_id', '=', 'l.supplier_id'))
    .innerJoin('reconciliation as r', (j) => j.onRef('r.id', '=', 'l.recon_id').onRef('r.supplier_id', '=', 'l.supplier_id'))
    .where('sr.settlement_id', '=', input.settlementId)
    .where(ownedBy('r', scope))
    .$if(kinds !== null, (q) => q.where('l.source_type', 'in', kinds!));
  const page = await pageWithTotal(rows, count, input);
  return { ...page, rows: titledLines(page.rows, lang) };
}

/** A settlement's invoices (with their verification) and payment vouchers. */
export async function voucherTaxList(db: Kysely<Database>, scope: SupplierScope, settlementId: number) {
  const head = await visibleSettlement(db, scope, settlementId);
  if (!head) return undefined;
  const [invoices, vouchers] = await Promise.all([
    db
      .selectFrom('settlement_invoice as i')
      .select([
        'i.id', 'i.invoice_type as invoiceType', 'i.invoice_code as invoiceCode', 'i.invoice_no as invoiceNo', 'i.invoice_date as invoiceDate',
        'i.amount_ex_tax as amountExTax', 'i.tax_rate as taxRate', 'i.tax_amount as taxAmount', 'i.amount', 'i.verify_status as verifyStatus',
        'i.reject_reason as rejectReason',
      ])
      .where('i.settlement_id', '=', settlementId)
      .where(ownedBy('i', scope))
      .orderBy('i.id')
      .execute(),
    db
      .selectFrom('settlement_voucher as v')
      .select(['v.id', 'v.pay_no as payNo', 'v.pay_method as payMethod', 'v.amount', 'v.paid_at as paidAt'])
      .where('v.settlement_id', '=', settlementId)
      .where(ownedBy('v', scope))
      .orderBy('v.paid_at')
      .execute(),
  ]);
  // The payments beside what the settlement owes, so that its vouchers add up to the paid figure above them.
  const { invoiceRequired, invoicedAmount, invoicesVoid, netPayable, paidAmount, outstanding } = head;
  return {
    invoiceRequired, invoicedAmount, invoicesVoid, netPayable, paidAmount, outstanding, vouchers,
    // An invoice of a cancelled settlement is void whatever its check said.
    invoices: invoicesVoid ? invoices.map((i) => ({ ...i, verifyStatus: invoiceVoid })) : invoices,
  };
}

/** Totals over the filtered settlements, and the next payment due: the figures above the settlement list. */
export async function settlementSums(db: Kysely<Database>, scope: SupplierScope, f: SettlementSumFilter) {
  const rows = await matching(db, scope, f)
    .innerJoin('supplier as sup', 'sup.id', 's.supplier_id')
    .select([...settlementColumns])
    .where('s.status', '<>', 9)
    .execute();
  const sum = (pick: (r: (typeof rows)[number]) => string) => fromCents(rows.reduce((acc, r) => acc + toCents(pick(r)), 0n));
  const owed = rows.map(withPayDate).filter((r) => r.expectedPayDate !== null);
  const nextPayDate = owed.reduce<string | null>((min, r) => (min === null || r.expectedPayDate! < min ? r.expectedPayDate : min), null);
  const nextPayAmount = fromCents(owed.filter((r) => r.expectedPayDate === nextPayDate).reduce((a, r) => a + toCents(r.outstanding), 0n));
  return {
    count: rows.length,
    settleAmount: sum((r) => r.settleAmount),
    feeDeduct: sum((r) => r.feeDeduct),
    prepayOffset: sum((r) => r.prepayOffset),
    netPayable: sum((r) => r.netPayable),
    paidAmount: sum((r) => r.paidAmount),
    outstanding: sum((r) => r.outstanding),
    nextPayDate,
    nextPayAmount,
  };
}
