import { DEMO_SUPPLIERS } from './params';
import { MERCHANT_ID as M } from './parties';
import { pick, rint, rnd, run, sheetNo, type Tx } from './sqlkit';

const invoiceRejects = ['发票抬头与公司名称不符', '发票金额与应开票金额不一致', '税号有误，请重新开具'];

/**
 * Settlements (domain.md §3.5): one per settled statement. Demo suppliers get every state (and a voided copy);
 * others are paid except the latest. Invoices cover the amount needing invoices; vouchers cover payments.
 * Prepayments: about 5% of suppliers (and S002) hold one, partly offset on their oldest paid settlement.
 */
export async function seedSettlements(tx: Tx): Promise<void> {
  await run(tx, `create temp table st_head on commit drop as
    with base as (
      select r.*, row_number() over (partition by r.supplier_id order by r.period_end desc) as rk, s.settle_days
      from reconciliation r join supplier s on s.id = r.supplier_id where r.status = 4),
    expanded as (
      select b.*, false as void from base b
      union all select b.*, true from base b where b.supplier_id <= ${DEMO_SUPPLIERS} and b.rk = 1)
    select row_number() over (order by b.period_end, b.supplier_id, b.void desc)::bigint as id, b.id as recon_id, b.supplier_id,
      b.period_start, b.period_end, b.rk, b.void, b.settle_days,
      least(b.verified_at::date + 1, current_date) as settle_date,
      b.in_amount - b.out_amount + b.joint_sale_amount - b.joint_deduct_amount + b.consign_amount as settle_amount,
      b.fee_amount,
      case when b.void then 9
           when b.supplier_id <= ${DEMO_SUPPLIERS} then (array[0, 1, 2, 3, 4, 5])[least(b.rk, 6)]
           when b.rk = 1 then case when u < 0.1 then 0 when u < 0.35 then 1 when u < 0.55 then 2 when u < 0.7 then 3 when u < 0.85 then 4 else 5 end
           when b.rk = 2 then case when u < 0.2 then 4 else 5 end
           else 5 end as status
    from expanded b cross join lateral (select ${rnd('b.id', 701)} as u) x`);
  await run(tx, `analyze st_head`);

  await run(tx, `insert into prepayment (id, merchant_id, sheet_no, supplier_id, amount, used_amount, paid_at, status, remark)
    select row_number() over (order by s.id), ${M}, ${sheetNo('YF', "'000'", 'v.day', 'row_number() over (partition by v.day order by s.id)')},
      s.id, (${rint('s.id', 702, 20, 100)} * 1000)::numeric, 0, v.day + interval '15 hours', 1, '年度备货预付款'
    from supplier s cross join lateral (select (current_date - 100 + ${rint('s.id', 703, 0, 20)}) as day) v
    where s.status = 0 and (s.id = 2 or (s.id > ${DEMO_SUPPLIERS} and ${rnd('s.id', 704)} < 0.05))`);
  await run(tx, `insert into prepayment (id, merchant_id, sheet_no, supplier_id, amount, used_amount, status, remark)
    values ((select coalesce(max(id), 0) + 1 from prepayment), ${M}, 'YF000' || to_char(current_date, 'YYYYMMDD') || '0001', 2, 30000, 0, 0, '下季度备货预付款（待审批）')`);
  await run(tx, `alter table st_head add column prepay_offset numeric(14,2) not null default 0`);
  await run(tx, `update st_head h set prepay_offset = least(round(p.amount * 0.5, 2), h.settle_amount - h.fee_amount)
    from prepayment p
    where p.supplier_id = h.supplier_id and p.status = 1 and h.status = 5
      and h.rk = (select max(rk) from st_head x where x.supplier_id = h.supplier_id and x.status = 5)
      and h.settle_amount - h.fee_amount > 0`);
  await run(tx, `update prepayment p set used_amount = h.prepay_offset, status = case when h.prepay_offset >= p.amount then 2 else 1 end
    from st_head h where h.supplier_id = p.supplier_id and h.prepay_offset > 0 and p.status = 1`);

  await run(tx, `insert into settlement (id, merchant_id, sheet_no, supplier_id, status, settle_date, period_start, period_end,
      settle_amount, fee_deduct, prepay_offset, net_payable, invoice_required, invoiced_amount, paid_amount, pay_due_date,
      audited_by, audited_at, remark, created_at, updated_at, version)
    select h.id, ${M}, ${sheetNo('JS', "'000'", 'h.settle_date', 'row_number() over (partition by h.settle_date order by h.id)')},
      h.supplier_id, h.status, h.settle_date, h.period_start, h.period_end,
      h.settle_amount, h.fee_amount, h.prepay_offset, h.settle_amount - h.fee_amount - h.prepay_offset,
      h.settle_amount - h.fee_amount, 0, 0, h.settle_date + greatest(h.settle_days, 7),
      case when h.status between 1 and 5 then 2 end, case when h.status between 1 and 5 then h.settle_date + interval '11 hours' end,
      case when h.status = 9 then '结算金额有误，已作废重开' end,
      h.settle_date + interval '9 hours', h.settle_date + interval '11 hours', case when h.status = 0 then 0 else 1 end
    from st_head h`);
  await run(tx, `insert into settlement_recon (settlement_id, recon_id, merchant_id, supplier_id)
    select id, recon_id, ${M}, supplier_id from st_head where not void`);
  await run(tx, `update supplier_fee f set settlement_id = h.id from st_head h where f.reconciliation_id = h.recon_id and not h.void`);

  // Invoices: 1–3 per settlement once submitted; a settlement sent back to "awaiting invoice" keeps its rejected invoice.
  await run(tx, `insert into settlement_invoice (merchant_id, settlement_id, supplier_id, invoice_type, invoice_code, invoice_no,
      invoice_date, amount_ex_tax, tax_rate, tax_amount, amount, image_url, verify_status, reject_reason, created_at)
    select ${M}, s.id, s.supplier_id, v.itype,
      case when v.itype = 2 then null else '3300' || lpad((s.id * 7 + k)::text, 8, '0') end,
      case when v.itype = 2 then '2633' || lpad((s.id::int8 * 104729 + k)::text, 16, '0') else lpad((s.id * 7919 + k)::text, 8, '0') end,
      s.settle_date + 1, round(v.amount / 1.13, 2), 0.13, v.amount - round(v.amount / 1.13, 2), v.amount,
      null, case when s.status = 1 then 2 when s.status = 2 then 0 else 1 end,
      case when s.status = 1 then ${pick(invoiceRejects, 's.id', 705)} end,
      s.settle_date + interval '1 day 10 hours'
    from settlement s
    cross join lateral (select case when s.status = 1 then 1 else ${rint('s.id', 706, 1, 3)} end as n) c
    cross join lateral generate_series(1, c.n) k
    cross join lateral (select case when k < c.n then round(s.invoice_required / c.n, 2)
                                    else s.invoice_required - round(s.invoice_required / c.n, 2) * (c.n - 1) end as amount,
                               case when ${rnd('s.id * 10 + k', 707)} < 0.8 then 0 when ${rnd('s.id * 10 + k', 707)} < 0.9 then 1 else 2 end as itype) v
    where s.invoice_required > 0 and (s.status between 2 and 5
      or (s.status = 1 and (s.supplier_id <= ${DEMO_SUPPLIERS} or ${rnd('s.id', 708)} < 0.3)))`);
  await run(tx, `update settlement s set invoiced_amount = coalesce(v.ok, 0), invoice_reject_reason = v.reason
    from (select settlement_id, sum(amount) filter (where verify_status <> 2) ok, max(reject_reason) reason
          from settlement_invoice group by settlement_id) v where v.settlement_id = s.id`);

  await run(tx, `insert into settlement_voucher (merchant_id, settlement_id, supplier_id, pay_no, pay_method, amount, paid_at, created_at)
    select ${M}, s.id, s.supplier_id, 'FK' || to_char(v.at, 'YYYYMMDD') || lpad((s.id * 10 + k)::text, 6, '0'),
      case when ${rnd('s.id', 709)} < 0.9 then 0 else 1 end, v.amount, v.at, v.at
    from settlement s
    cross join lateral (select case when s.status = 4 then 1 else ${rint('s.id', 710, 1, 2)} end as n) c
    cross join lateral generate_series(1, c.n) k
    cross join lateral (select
      case when s.status = 4 then round(s.net_payable * 0.5, 2)
           when k < c.n then round(s.net_payable / c.n, 2) else s.net_payable - round(s.net_payable / c.n, 2) * (c.n - 1) end as amount,
      least(s.settle_date + ${rint('s.id * 10 + k', 711, 3, 20)} + k, current_date - 1) + interval '14 hours' as at) v
    where s.status in (4, 5) and s.net_payable > 0`);
  await run(tx, `update settlement s set paid_amount = v.paid, paid_at = case when s.status = 5 then v.last end
    from (select settlement_id, sum(amount) paid, max(paid_at) last from settlement_voucher group by settlement_id) v
    where v.settlement_id = s.id`);
}

/**
 * The payable ledger per supplier (domain.md §2.4 payable_flow): credits for receipts and for joint-venture and
 * consignment sales, debits for returns, fees, payments and prepayments; balance is the running sum.
 */
export async function seedPayableFlow(tx: Tx): Promise<void> {
  await run(tx, `insert into payable_flow (id, merchant_id, supplier_id, branch_id, biz_date, biz_type, ref_no, debit, credit, balance, remark)
    select row_number() over (order by e.supplier_id, e.biz_date, e.biz_type, e.ref_no, e.branch_id), ${M},
      e.supplier_id, e.branch_id, e.biz_date, e.biz_type, e.ref_no, e.debit, e.credit,
      sum(e.credit - e.debit) over (partition by e.supplier_id order by e.biz_date, e.biz_type, e.ref_no, e.branch_id rows unbounded preceding),
      e.remark
    from (
      select pi.supplier_id, pi.branch_id, pi.in_time::date as biz_date, 1 as biz_type, pi.sheet_no as ref_no,
        0::numeric as debit, pi.total_amount as credit, null::text as remark
      from purchase_in pi join supplier s on s.id = pi.supplier_id and s.sell_way = 0 where pi.status in (1, 9)
      union all
      select pi.supplier_id, pi.branch_id, pi.updated_at::date, 1, pi.sheet_no, pi.total_amount, 0, '冲红'
      from purchase_in pi join supplier s on s.id = pi.supplier_id and s.sell_way = 0 where pi.status = 9
      union all
      select po.supplier_id, po.branch_id, po.shipped_at::date, 2, po.sheet_no, po.total_amount, 0, null
      from purchase_out po join supplier s on s.id = po.supplier_id and s.sell_way = 0 where po.status = 5
      union all
      select sl.supplier_id, sl.branch_id, sl.biz_date, case when sl.sell_way = 1 then 3 else 4 end, null, 0, sum(sl.supplier_amount),
        case when sl.sell_way = 1 then '联营销售' else '代销销售' end
      from sale_line sl where sl.sell_way in (1, 2) group by sl.supplier_id, sl.branch_id, sl.biz_date, sl.sell_way
      union all
      select f.supplier_id, f.branch_id, f.biz_date, 5, f.sheet_no, f.amount, 0, f.fee_name from supplier_fee f where f.status = 1
      union all
      select v.supplier_id, null, v.paid_at::date, 7, v.pay_no, v.amount, 0, '结算付款' from settlement_voucher v
      union all
      select p.supplier_id, null, p.paid_at::date, 8, p.sheet_no, p.amount, 0, '预付款' from prepayment p where p.status in (1, 2)
    ) e`);
  // A statement's joint-venture and consignment lines (one branch's sales of a day) cite that day's ledger entry,
  // whose detail lists the sales item by item.
  await run(tx, `update reconciliation_line l set source_id = pf.id
    from reconciliation r, payable_flow pf
    where r.id = l.recon_id and l.source_type in (3, 4) and pf.supplier_id = r.supplier_id and pf.biz_type = l.source_type
      and pf.biz_date = l.biz_date and pf.branch_id = l.branch_id`);
}
