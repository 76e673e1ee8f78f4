import { DEMO_SUPPLIERS, type ScaleParams } from './params';
import { MERCHANT_ID as M, storeRange } from './parties';
import { pick, rint, rnd, run, sheetNo, textArray, type Tx } from './sqlkit';

const feeTypes = ['进场费', '条码费', '陈列费', '堆头费', '促销费', '店庆赞助', '损耗扣款', '物流费', '其他费用'];
const disputes = ['第 3 张入库单数量与送货单不符', '促销费未经我方确认', '退货单金额有误，请核对', '联营扣点比例与合同不一致'];

/** Supplier fees (domain.md §2.4): 0–3 per supplier per month, dated inside the history window. */
export async function seedFees(tx: Tx, p: ScaleParams): Promise<void> {
  const stores = storeRange(p);
  const months = Math.ceil(p.poDays / 30) + 1;
  await run(tx, `insert into supplier_fee (id, merchant_id, sheet_no, supplier_id, branch_id, fee_type, fee_name, amount, biz_date, status, remark)
    select row_number() over (order by x.biz_date, x.supplier_id, x.k), ${M},
      ${sheetNo('FY', "'000'", 'x.biz_date', 'row_number() over (partition by x.biz_date order by x.supplier_id, x.k)')},
      x.supplier_id, x.branch_id, x.fee_type, (${textArray(feeTypes)})[x.fee_type], x.amount, x.biz_date, 1,
      case when x.fee_type = 5 then '档期促销费' end
    from (
      select s.id as supplier_id, m, k,
        case when ${rnd('s.id * 1000 + m * 10 + k', 601)} < 0.5 then ${stores.first} + ${rint('s.id * 1000 + m * 10 + k', 602, 0, p.stores - 1)} end as branch_id,
        ${rint('s.id * 1000 + m * 10 + k', 603, 1, feeTypes.length)} as fee_type,
        (${rint('s.id * 1000 + m * 10 + k', 604, 2, 50)} * 100)::numeric as amount,
        least(current_date - 1, (date_trunc('month', current_date) - m * interval '1 month')::date + ${rint('s.id * 1000 + m * 10 + k', 605, 0, 27)}) as biz_date
      from supplier s cross join generate_series(0, ${months}) m cross join generate_series(1, 3) k
      where k <= ${rint('s.id * 1000 + m', 606, 0, 3)} or (s.id <= ${DEMO_SUPPLIERS} and k = 1)) x
    where x.biz_date >= current_date - ${p.poDays}`);
  // Every demo supplier's latest (pending) statement holds a promotion fee and a barcode fee, so there is a recent
  // deduction to read and to dispute.
  await run(tx, `insert into supplier_fee (id, merchant_id, sheet_no, supplier_id, branch_id, fee_type, fee_name, amount, biz_date, status, remark)
    select (select coalesce(max(id), 0) from supplier_fee) + row_number() over (order by s.id, k), ${M},
      ${sheetNo('FY', "'001'", 'v.day', 'row_number() over (order by s.id, k)')},
      s.id, ${stores.first}, v.fee_type, (${textArray(feeTypes)})[v.fee_type], v.amount, v.day, 1, v.remark
    from supplier s cross join generate_series(1, 2) k
    cross join lateral (select date_trunc('week', current_date)::date - 7 + k as day,
      case when k = 1 then 5 else 2 end as fee_type, case when k = 1 then 1200.00 else 350.00 end::numeric as amount,
      case when k = 1 then '11月档期促销费' else '新品条码费' end as remark) v
    where s.id <= ${DEMO_SUPPLIERS}`);
}

/** Days of sales the latest weekly statement needs: seen from a Sunday, last Monday is 13 days back. */
const LATEST_WEEK_DAYS_BACK = 14;

/**
 * Reconciliation statements (domain.md §3.4): monthly per supplier, weekly for the demo suppliers so they have
 * statements in every state. Older statements are settled, recent ones pending, disputed or confirmed.
 * Sources: audited receipts and shipped returns of buy-sell suppliers, joint-venture and consignment sales, fees.
 */
export async function seedReconciliations(tx: Tx, p: ScaleParams): Promise<void> {
  // Fewer days seed a statement whose sales sheets are empty on some weekdays only: refused on every day instead.
  if (p.saleDays < LATEST_WEEK_DAYS_BACK) {
    throw new Error(`seed scale ${p.scale}: saleDays ${p.saleDays} is under ${LATEST_WEEK_DAYS_BACK}, so the latest weekly statement would hold no sales on some weekdays`);
  }
  const months = Math.ceil(p.poDays / 30) + 1;
  const weeks = Math.ceil(p.poDays / 7) + 1;
  await run(tx, `create temp table rc_period on commit drop as
    select s.id as supplier_id, s.sell_way, x.period_start, x.period_end
    from supplier s cross join lateral (
      select (date_trunc('month', current_date) - m * interval '1 month')::date as period_start,
             (date_trunc('month', current_date) - (m - 1) * interval '1 month')::date - 1 as period_end
      from generate_series(1, ${months}) m where s.id > ${DEMO_SUPPLIERS}
      union all
      select (date_trunc('week', current_date)::date - 7 * w), (date_trunc('week', current_date)::date - 7 * w) + 6
      from generate_series(1, ${weeks}) w where s.id <= ${DEMO_SUPPLIERS}) x
    where x.period_end >= current_date - ${p.poDays}`);
  await run(tx, `analyze rc_period`);

  await run(tx, `create temp table rc_src on commit drop as
    select r.supplier_id, r.period_start, 1 as source_type, pi.id as source_id, pi.sheet_no as source_no, pi.in_time::date as biz_date,
      pi.branch_id, pi.total_amount as amount, pi.tax_amount
    from rc_period r join purchase_in pi on pi.supplier_id = r.supplier_id and pi.status = 1
      and pi.in_time::date between r.period_start and r.period_end where r.sell_way = 0
    union all
    select r.supplier_id, r.period_start, 2, po.id, po.sheet_no, po.shipped_at::date, po.branch_id, -po.total_amount, -po.tax_amount
    from rc_period r join purchase_out po on po.supplier_id = r.supplier_id and po.status = 5
      and po.shipped_at::date between r.period_start and r.period_end where r.sell_way = 0
    union all
    select r.supplier_id, r.period_start, case when sl.sell_way = 1 then 3 else 4 end, null, null, sl.biz_date, sl.branch_id,
      sum(sl.supplier_amount), 0
    from rc_period r join sale_line sl on sl.supplier_id = r.supplier_id and sl.sell_way in (1, 2)
      and sl.biz_date between r.period_start and r.period_end
    group by r.supplier_id, r.period_start, sl.sell_way, sl.biz_date, sl.branch_id
    union all
    select r.supplier_id, r.period_start, 5, f.id, f.sheet_no, f.biz_date, f.branch_id, -f.amount, 0
    from rc_period r join supplier_fee f on f.supplier_id = r.supplier_id and f.biz_date between r.period_start and r.period_end`);
  await run(tx, `analyze rc_src`);
  await run(tx, `create temp table rc_joint on commit drop as
    select r.supplier_id, r.period_start, sum(sl.sale_amount - sl.discount_amount) as sale, sum(sl.supplier_amount) as share
    from rc_period r join sale_line sl on sl.supplier_id = r.supplier_id and sl.sell_way = 1
      and sl.biz_date between r.period_start and r.period_end group by 1, 2`);
  await run(tx, `analyze rc_joint`);

  // Rank 1 = the supplier's latest period. Demo suppliers get a fixed spread of states; the rest a random one by age.
  await run(tx, `create temp table rc_head on commit drop as
    with totals as (
      select r.supplier_id, r.period_start, r.period_end,
        coalesce(sum(s.amount) filter (where s.source_type = 1), 0) as in_amount,
        coalesce(-sum(s.amount) filter (where s.source_type = 2), 0) as out_amount,
        coalesce(sum(s.amount) filter (where s.source_type = 4), 0) as consign_amount,
        coalesce(-sum(s.amount) filter (where s.source_type = 5), 0) as fee_amount
      from rc_period r join rc_src s on s.supplier_id = r.supplier_id and s.period_start = r.period_start
      group by 1, 2, 3),
    ranked as (
      select t.*, coalesce(j.sale, 0) as joint_sale, coalesce(j.sale - j.share, 0) as joint_deduct,
        row_number() over (partition by t.supplier_id order by t.period_start desc) as rk
      from totals t left join rc_joint j on j.supplier_id = t.supplier_id and j.period_start = t.period_start),
    -- Each demo supplier also has a voided earlier version of its latest statement.
    expanded as (
      select r.*, false as void from ranked r
      union all select r.*, true from ranked r where r.supplier_id <= ${DEMO_SUPPLIERS} and r.rk = 1)
    select row_number() over (order by r.period_end, r.supplier_id, r.void desc)::bigint as id, r.*,
      case when r.void then 9
           when r.supplier_id <= ${DEMO_SUPPLIERS} then (array[0, 2, 1, 3, 4])[least(r.rk, 5)]
           when r.rk = 1 then case when u < 0.15 then 0 when u < 0.25 then 2 when u < 0.85 then 1 when u < 0.97 then 3 else 9 end
           when r.rk = 2 then case when u < 0.05 then 1 when u < 0.1 then 2 when u < 0.5 then 3 else 4 end
           else case when u < 0.1 then 3 else 4 end end as status
    from expanded r cross join lateral (select ${rnd('r.supplier_id * 100 + r.rk', 611)} as u) x`);
  await run(tx, `analyze rc_head`);

  await run(tx, `insert into reconciliation (id, merchant_id, sheet_no, supplier_id, branch_id, period_start, period_end, status,
      in_amount, out_amount, joint_sale_amount, joint_deduct_amount, consign_amount, fee_amount, payable_amount, deadline,
      supplier_confirmed_at, supplier_confirmed_by, dispute_reason, verified_by, verified_at, remark, created_at, updated_at, version)
    select h.id, ${M}, ${sheetNo('DZ', "'000'", 'v.made::date', 'row_number() over (partition by v.made::date order by h.id)')},
      h.supplier_id, null, h.period_start, h.period_end, h.status,
      h.in_amount, h.out_amount, h.joint_sale, h.joint_deduct, h.consign_amount, h.fee_amount,
      h.in_amount - h.out_amount + h.joint_sale - h.joint_deduct + h.consign_amount - h.fee_amount,
      case when h.status = 0 then greatest(v.made::date + 7, current_date + 2) else v.made::date + 7 end,
      case when h.status in (1, 3, 4) then v.confirmed end,
      case when h.status in (1, 2, 3, 4) then (select min(user_id) from supplier_user_link l where l.supplier_id = h.supplier_id) end,
      case when h.status = 2 then ${pick(disputes, 'h.id', 612)} end,
      case when h.status in (3, 4) then 2 end,
      case when h.status in (3, 4) then v.confirmed + interval '1 day' end,
      case when h.status = 9 then '对账数据有误，已作废重开' end,
      v.made, greatest(v.made, coalesce(v.confirmed, v.made)), case when h.status = 0 then 0 else 1 end
    from rc_head h cross join lateral (
      select least(h.period_end + 2, current_date) + interval '8 hours' as made,
             least(h.period_end + 4, current_date - 1) + interval '10 hours' as confirmed) v`);
  await run(tx, `insert into reconciliation_line (merchant_id, supplier_id, recon_id, source_type, source_id, source_no, biz_date, branch_id, amount, tax_amount)
    select ${M}, h.supplier_id, h.id, s.source_type, s.source_id, s.source_no, s.biz_date, s.branch_id, s.amount, s.tax_amount
    from rc_head h join rc_src s on s.supplier_id = h.supplier_id and s.period_start = h.period_start
    order by h.id, s.source_type, s.biz_date, s.source_id`);

  // Sources of confirmed and verified statements are locked "in statement"; those of settled statements are "settled";
  // a pending or disputed statement holds them without locking them (confirming locks them); a void one frees them.
  const linkStatus = `case when h.status = 4 then 2 when h.status in (1, 3) then 1 else 0 end`;
  await run(tx, `update purchase_in pi set reconciliation_id = h.id, recon_status = ${linkStatus}
    from rc_head h join rc_src s on s.supplier_id = h.supplier_id and s.period_start = h.period_start and s.source_type = 1
    where pi.id = s.source_id and h.status <> 9`);
  await run(tx, `update purchase_out po set reconciliation_id = h.id, recon_status = ${linkStatus}
    from rc_head h join rc_src s on s.supplier_id = h.supplier_id and s.period_start = h.period_start and s.source_type = 2
    where po.id = s.source_id and h.status <> 9`);
  await run(tx, `update supplier_fee f set reconciliation_id = h.id
    from rc_head h join rc_src s on s.supplier_id = h.supplier_id and s.period_start = h.period_start and s.source_type = 5
    where f.id = s.source_id and h.status <> 9`);
}
