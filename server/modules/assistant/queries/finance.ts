import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { ownedBySql, type SupplierScope } from '../../../lib/scope';
import { disputeDeadline, feeDisputeStatus as dispute } from '../../../lib/feeDispute';

/** The assistant's reads of statements, settlements, invoices, prepayments and the payable ledger (§6.2 intents 8–12), and fees. */

type Db = Kysely<Database>;

export interface StatementRow {
  id: number;
  sheetNo: string;
  status: number;
  periodStart: string;
  periodEnd: string;
  payableAmount: string;
  deadline: string | null;
  version: number;
}

const statementColumns = sql`r.id::int as id, r.sheet_no as "sheetNo", r.status::int as status, r.period_start::text as "periodStart",
  r.period_end::text as "periodEnd", r.payable_amount::text as "payableAmount", r.deadline::text as deadline, r.version::int as version`;

/** Intent 8: statements awaiting the supplier's confirmation, nearest deadline first. */
export async function statementsAwaiting(db: Db, scope: SupplierScope, sheetNo: string | null = null) {
  const r = await sql<StatementRow>`select ${statementColumns} from reconciliation r
    where ${ownedBySql('r', scope)} and ${sheetNo ? sql`r.sheet_no = ${sheetNo}` : sql`r.status = 0`} order by r.deadline nulls last, r.id`.execute(db);
  return r.rows;
}

export interface BreakdownRow {
  sourceType: number;
  lines: number;
  amount: string;
}

/** Intent 9: a statement (by number, else the latest one) and its lines summed by kind (IN, OUT, joint, consignment, fee). */
export async function statementBreakdown(db: Db, scope: SupplierScope, sheetNo: string | null) {
  const head = await sql<StatementRow & { inAmount: string; outAmount: string; jointAmount: string; consignAmount: string; feeAmount: string; disputeReason: string | null }>`
    select ${statementColumns}, r.in_amount::text as "inAmount", r.out_amount::text as "outAmount",
      (r.joint_sale_amount - r.joint_deduct_amount)::text as "jointAmount", r.consign_amount::text as "consignAmount",
      r.fee_amount::text as "feeAmount", r.dispute_reason as "disputeReason"
    from reconciliation r where ${ownedBySql('r', scope)} and r.status <> 9 ${sheetNo ? sql`and r.sheet_no = ${sheetNo}` : sql``}
    order by r.period_end desc, r.id desc limit 1`.execute(db);
  const statement = head.rows[0];
  if (!statement) return null;
  const lines = await sql<BreakdownRow>`select l.source_type::int as "sourceType", count(*)::int as lines, sum(l.amount)::text as amount
    from reconciliation_line l where l.recon_id = ${statement.id} group by l.source_type order by l.source_type`.execute(db);
  return { statement, lines: lines.rows };
}

export interface SettlementRow {
  id: number;
  sheetNo: string;
  status: number;
  invoiceRequired: string;
  invoicedAmount: string;
  netPayable: string;
  paidAmount: string;
  payDueDate: string | null;
  rejectReason: string | null;
}

const settlementColumns = sql`s.id::int as id, s.sheet_no as "sheetNo", s.status::int as status, s.invoice_required::text as "invoiceRequired",
  s.invoiced_amount::text as "invoicedAmount", s.net_payable::text as "netPayable", s.paid_amount::text as "paidAmount",
  s.pay_due_date::text as "payDueDate", s.invoice_reject_reason as "rejectReason"`;

/**
 * Intent 10: settlements waiting for the supplier's invoices (1), and invoices the chain rejected (verify_status 2)
 * of settlements still in force: a cancelled settlement's invoices are void, nothing to issue again.
 */
export async function invoiceTodo(db: Db, scope: SupplierScope, sheetNo: string | null) {
  const waiting = await sql<SettlementRow>`select ${settlementColumns} from settlement s
    where ${ownedBySql('s', scope)} and ${sheetNo ? sql`s.sheet_no = ${sheetNo}` : sql`s.status = 1`} order by s.settle_date, s.id`.execute(db);
  const rejected = await sql<{ settlementId: number; status: number; sheetNo: string; invoiceNo: string; amount: string; reason: string | null }>`
    select s.id::int as "settlementId", s.status::int as status, s.sheet_no as "sheetNo", i.invoice_no as "invoiceNo", i.amount::text as amount, i.reject_reason as reason
    from settlement_invoice i join settlement s on s.id = i.settlement_id and s.supplier_id = i.supplier_id
    where ${ownedBySql('s', scope)} and ${ownedBySql('i', scope)} and i.verify_status = 2 and s.status <> 9 ${sheetNo ? sql`and s.sheet_no = ${sheetNo}` : sql``}
    order by i.invoice_date desc, i.id desc limit 50`.execute(db);
  return { waiting: waiting.rows, rejected: rejected.rows };
}

/** Intent 11: settlements not yet fully paid (net payable − paid, due date), and the ledger's latest balance. */
export async function outstanding(db: Db, scope: SupplierScope) {
  const open = await sql<SettlementRow & { outstanding: string }>`select ${settlementColumns}, (s.net_payable - s.paid_amount)::text as outstanding
    from settlement s where ${ownedBySql('s', scope)} and s.status = any('{1,2,3,4}'::smallint[]) and s.net_payable > s.paid_amount
    order by s.pay_due_date nulls last, s.id`.execute(db);
  const ledger = await sql<{ balance: string; bizDate: string }>`select f.balance::text as balance, f.biz_date::text as "bizDate"
    from payable_flow f where ${ownedBySql('f', scope)} order by f.biz_date desc, f.id desc limit 1`.execute(db);
  return { open: open.rows, ledger: ledger.rows[0] ?? null };
}

/** Intent 12: prepayments paid and not yet used up. */
export async function prepayments(db: Db, scope: SupplierScope) {
  const r = await sql<{ sheetNo: string; amount: string; used: string; left: string }>`select p.sheet_no as "sheetNo", p.amount::text as amount,
      p.used_amount::text as used, (p.amount - p.used_amount)::text as left
    from prepayment p where ${ownedBySql('p', scope)} and p.status <> 9 and p.amount > p.used_amount order by p.paid_at nulls last, p.id`.execute(db);
  return r.rows;
}

export interface FeeRow {
  sheetNo: string | null;
  feeType: number;
  feeName: string;
  amount: string;
  bizDate: string;
  branchName: string | null;
  disputeDeadline: string;
  /** not a reversal, within its dispute deadline, no dispute open: the fee screen's own rule (finance/queries/fees) */
  disputable: boolean;
}

/** Fees and deductions: the supplier's effective fees of a period, newest first, each saying whether it may still be disputed. */
export async function feesIn(db: Db, scope: SupplierScope, from: string, to: string, today: string) {
  const r = await sql<FeeRow>`select f.sheet_no as "sheetNo", f.fee_type::int as "feeType", f.fee_name as "feeName", f.amount::text as amount,
      f.biz_date::text as "bizDate", b.name as "branchName", ${disputeDeadline}::text as "disputeDeadline",
      (f.reversal_of is null and ${disputeDeadline} >= ${today}::date
        and not exists (select 1 from fee_dispute d where d.fee_id = f.id and d.supplier_id = f.supplier_id and d.status = ${dispute.open})) as disputable
    from supplier_fee f join merchant m on m.id = f.merchant_id left join branch b on b.id = f.branch_id
    where ${ownedBySql('f', scope)} and f.status = 1 and f.biz_date between ${from}::date and ${to}::date
    order by f.biz_date desc, f.id desc`.execute(db);
  return r.rows;
}
