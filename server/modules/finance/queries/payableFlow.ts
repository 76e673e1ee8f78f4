import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { pageClause } from '../../../lib/paging';
import type { Lang } from '../../../lib/language';
import { ownedBySql, type SupplierScope } from '../../../lib/scope';
import { entryTitle, remarkBesideTitle } from '../entryTitles';
import type { PayableFlowFilter } from '../schemas';

/**
 * The payable ledger (payable_flow): what the chain owes the supplier, entry by entry, with the running balance,
 * newest first. Each row names the source document it opens (`docId`, by type: receipt, return, fee, settlement,
 * payment, prepayment, and the sheets of migration 024 (types 10-15 = 9 + finance_sheet.kind); the flow row itself for
 * joint-venture and consignment sales, which are daily totals). Each row's `title` names it on its card: its document
 * number, or for a day's sales its kind and day (entryTitles.ts).
 * The period's opening and closing balances and its credit and debit totals cover every type, so they agree
 * with the balances shown whatever type filter is on.
 */
export async function payableFlow(db: Kysely<Database>, scope: SupplierScope, f: PayableFlowFilter, lang: Lang) {
  const from = f.dateFrom ?? '0001-01-01';
  const to = f.dateTo ?? '9999-12-31';
  const types = f.bizType?.length ? sql`and pf.biz_type in (${sql.join(f.bizType)})` : sql``;
  const rows = await sql<{
    id: number; bizDate: string; bizType: number; refNo: string | null; branchName: string | null; debit: string; credit: string;
    balance: string; remark: string | null; docId: number | null; total: number;
  }>`
    select pf.id, pf.biz_date as "bizDate", pf.biz_type as "bizType", pf.ref_no as "refNo", b.name as "branchName",
      pf.debit, pf.credit, pf.balance, pf.remark, count(*) over ()::int as total,
      case pf.biz_type
        when 1 then (select pi.id from purchase_in pi where pi.sheet_no = pf.ref_no and pi.supplier_id = pf.supplier_id and pi.merchant_id = pf.merchant_id limit 1)
        when 2 then (select po.id from purchase_out po where po.sheet_no = pf.ref_no and po.supplier_id = pf.supplier_id and po.merchant_id = pf.merchant_id limit 1)
        when 3 then pf.id
        when 4 then pf.id
        when 5 then (select fe.id from supplier_fee fe where fe.sheet_no = pf.ref_no and fe.supplier_id = pf.supplier_id and fe.merchant_id = pf.merchant_id limit 1)
        when 6 then (select s.id from settlement s where s.sheet_no = pf.ref_no and s.supplier_id = pf.supplier_id and s.merchant_id = pf.merchant_id limit 1)
        when 7 then (select v.id from settlement_voucher v where v.pay_no = pf.ref_no and v.supplier_id = pf.supplier_id and v.merchant_id = pf.merchant_id limit 1)
        when 8 then (select p.id from prepayment p where p.sheet_no = pf.ref_no and p.supplier_id = pf.supplier_id and p.merchant_id = pf.merchant_id limit 1)
        else (select h.id from finance_sheet h where h.sheet_no = pf.ref_no and h.kind = pf.biz_type - 9 and h.status <> 0
              and h.supplier_id = pf.supplier_id and h.merchant_id = pf.merchant_id limit 1)
      end as "docId"
    from payable_flow pf left join branch b on b.id = pf.branch_id
    where ${ownedBySql('pf', scope)} and pf.biz_date between ${from}::date and ${to}::date ${types}
    order by pf.biz_date desc, pf.id desc
    ${pageClause(f)}`.execute(db);
  const totals = await sql<{ opening: string; credit: string; debit: string }>`
    select
      coalesce((select p0.balance from payable_flow p0 where ${ownedBySql('p0', scope)} and p0.biz_date < ${from}::date
                order by p0.biz_date desc, p0.id desc limit 1), 0)::text as opening,
      coalesce(sum(pf.credit), 0)::text as credit, coalesce(sum(pf.debit), 0)::text as debit
    from payable_flow pf where ${ownedBySql('pf', scope)} and pf.biz_date between ${from}::date and ${to}::date`.execute(db);
  const t = totals.rows[0];
  const closing = await sql<{ v: string }>`select (${t.opening}::numeric + ${t.credit}::numeric - ${t.debit}::numeric)::text as v`.execute(db);
  let total = rows.rows[0]?.total ?? 0;
  if (!rows.rows.length && f.pageNum > 1) {
    const c = await sql<{ n: number }>`select count(*)::int as n from payable_flow pf
      where ${ownedBySql('pf', scope)} and pf.biz_date between ${from}::date and ${to}::date ${types}`.execute(db);
    total = c.rows[0].n;
  }
  return {
    rows: rows.rows.map(({ total: _t, ...r }) => ({
      ...r,
      title: entryTitle(r.refNo, r.bizType, r.bizDate, lang, 'payableType'),
      remark: remarkBesideTitle(r.remark, r.bizType),
    })),
    total,
    // The period's totals under every filter but the type (see above): the screen's summary.
    totals: { openingBalance: t.opening, creditTotal: t.credit, debitTotal: t.debit, closingBalance: closing.rows[0].v },
  };
}
