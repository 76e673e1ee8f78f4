import { DEMO_SUPPLIERS } from './params';
import { showcase } from './orders';
import { MERCHANT_ID as M } from './parties';
import { pick, rint, rnd, run, sheetNo, textArray, withIndexesRebuilt, type Tx } from './sqlkit';

// Showcase orders (1-based positions in the showcase list) that also get a draft receipt and a reversed receipt.
const draftShow = showcase.findIndex(([st]) => st === 3) + 1;
const reversedShow = showcase.findIndex(([st]) => st === 6) + 1;

/**
 * Goods receipts (domain.md §3.2): one audited receipt per delivered order (status 1), draft receipts for some
 * confirmed orders about to arrive (status 0), and a few reversed receipts (status 9) that were replaced by the real one.
 */
export async function seedReceipts(tx: Tx): Promise<void> {
  await run(tx, `create temp table in_plan on commit drop as
    select h.id as order_id, h.supplier_id, h.receive_branch_id as branch_id, h.branch_code, 1 as status,
      (greatest(h.order_date, least(coalesce(po.promised_date, h.expected_date)
         + case when ${rnd('h.id', 201)} < 0.85 then -floor(${rnd('h.id', 202)} * 2)::int else ${rint('h.id', 202, 1, 3)} end,
         current_date - 1)) + interval '7 hours' + ${rint('h.id', 203, 0, 600)} * interval '1 minute')::timestamptz as in_time
    from po_head h join purchase_order po on po.id = h.id
    where h.status in (5, 6)`);
  await run(tx, `analyze in_plan`);
  await run(tx, `insert into in_plan
    select h.id, h.supplier_id, h.receive_branch_id, h.branch_code, 0,
      greatest(h.order_date, current_date - 1) + interval '18 hours'
    from po_head h
    where h.status = 3 and h.expected_date <= current_date + 1
      and (${rnd('h.id', 204)} < 0.15 or (h.show_no = ${draftShow} and h.supplier_id <= ${DEMO_SUPPLIERS}))`);
  await run(tx, `insert into in_plan
    select x.order_id, x.supplier_id, x.branch_id, x.branch_code, 9, x.in_time - interval '3 hours'
    from in_plan x join po_head h on h.id = x.order_id
    where x.status = 1 and h.status = 6 and not h.closed_partial
      and ((h.order_date < current_date - 20 and ${rnd('h.id', 205)} < 0.02) or (h.show_no = ${reversedShow} and h.supplier_id <= ${DEMO_SUPPLIERS}))`);

  await run(tx, `create temp table in_head on commit drop as
    select row_number() over (order by x.in_time, x.order_id, x.status)::bigint as id, x.*,
      row_number() over (partition by x.branch_id, x.in_time::date order by x.in_time, x.order_id, x.status) as seq
    from in_plan x`);
  await run(tx, `analyze in_head`);
  await run(tx, `create temp table in_line on commit drop as
    select h.id as in_id, h.supplier_id, l.line_no as order_line_no, l.id as order_line_id, l.item_id, v.qty, l.price, round(v.qty * l.price, 2) as amount,
      l.tax_rate, v.made, coalesce(i.shelf_life_days, 365) as shelf,
      case when h.status = 0 then 0 else greatest(coalesce(l.confirmed_qty, l.order_qty) - v.qty, 0) end as shortage_qty,
      case when h.status = 1 and ${rnd('l.id', 207)} < 0.01 then 1 else 0 end as damage_qty,
      case when ${rnd('l.id', 206)} < 0.03 then 1 else 0 end as gift_qty
    from in_head h
    join purchase_order_line l on l.order_id = h.order_id
    join item i on i.id = l.item_id
    cross join lateral (select case when h.status = 0 then coalesce(l.confirmed_qty, l.order_qty) else l.received_qty end as qty,
      h.in_time::date - ${rint('l.id', 208, 0, 'greatest(coalesce(i.shelf_life_days, 365) / 5, 1)')} as made) v
    where v.qty > 0`);
  await run(tx, `analyze in_line`);

  await withIndexesRebuilt(tx, ['purchase_in', 'purchase_in_line'], async () => {
    await run(tx, `insert into purchase_in (id, merchant_id, sheet_no, order_id, supplier_id, branch_id, status, in_time,
        total_qty, total_amount, tax_amount, recon_status, audited_by, audited_at, remark, created_at, updated_at)
      select x.id, ${M}, ${sheetNo('RK', 'x.branch_code', 'x.in_time::date', 'x.seq')},
        x.order_id, x.supplier_id, x.branch_id, x.status, x.in_time, t.q, t.a, t.t, 0,
        case when x.status <> 0 then 2 end, case when x.status <> 0 then x.in_time + interval '30 minutes' end,
        case when x.status = 9 then '数量录入错误，已冲红重做' end,
        x.in_time, x.in_time + case when x.status = 9 then interval '2 hours' else interval '30 minutes' end
      from in_head x
      join (select in_id, sum(qty) q, sum(amount) a, sum(round(amount * tax_rate / (1 + tax_rate), 2)) t from in_line group by in_id) t
        on t.in_id = x.id`);
    await run(tx, `insert into purchase_in_line (id, merchant_id, supplier_id, in_id, line_no, order_line_id, item_id, qty, gift_qty, price, amount,
        tax_rate, batch_no, production_date, expiry_date, shortage_qty, damage_qty)
      select row_number() over (order by l.in_id, l.order_line_no), ${M}, l.supplier_id, l.in_id,
        row_number() over (partition by l.in_id order by l.order_line_no), l.order_line_id, l.item_id, l.qty, l.gift_qty, l.price, l.amount,
        l.tax_rate, 'B' || to_char(l.made, 'YYMMDD') || lpad((l.item_id % 1000)::text, 3, '0'), l.made, l.made + l.shelf,
        l.shortage_qty, l.damage_qty
      from in_line l order by l.in_id, l.order_line_no`);
  });
  // Orders delivered without a confirmation were auto-confirmed by the receipt (domain.md decision).
  await run(tx, `update purchase_order po set confirmed_at = pi.in_time, promised_date = po.expected_date
    from purchase_in pi where pi.order_id = po.id and pi.status = 1 and po.confirmed_at is null`);
  await run(tx, `analyze purchase_in, purchase_in_line`);
}

const returnReasons = ['质量问题', '临近保质期', '滞销退货', '运输破损', '送错货品'];
const supplierRejects = ['商品已过退货期限', '包装已拆封，不符合退货条件', '退货数量与实物不符，请核实'];
// Forced statuses for each demo supplier's most recent receipts, so every return status of §3.3 is visible.
const shownReturns = [0, 1, 2, 2, 3, 4, 5, 9];

/** Purchase returns (domain.md §3.3): about 4% of receipts return 2–10% of a few lines. */
export async function seedReturns(tx: Tx): Promise<void> {
  await run(tx, `create temp table out_plan on commit drop as
    with ranked as (
      select pi.*, row_number() over (partition by pi.supplier_id order by pi.in_time desc, pi.id desc) as rn
      from purchase_in pi where pi.status = 1),
    chosen as (
      select r.*, case when r.supplier_id <= ${DEMO_SUPPLIERS} and r.rn <= ${shownReturns.length}
                       then (array[${shownReturns.join(',')}])[r.rn] end as forced
      from ranked r
      where (r.supplier_id <= ${DEMO_SUPPLIERS} and r.rn <= ${shownReturns.length}) or ${rnd('r.id', 211)} < 0.04)
    select c.id as in_id, c.supplier_id, c.branch_id, b.code as branch_code, c.forced,
      greatest(c.in_time + interval '1 hour',
        least(c.in_time + ${rint('c.id', 212, 1, 20)} * interval '1 day', current_date - 1 + interval '15 hours')) as out_time
    from chosen c join branch b on b.id = c.branch_id`);
  await run(tx, `analyze out_plan`);
  await run(tx, `alter table out_plan add column status int`);
  await run(tx, `update out_plan set status = coalesce(forced, case
      when out_time < current_date - 10 then case when ${rnd('in_id', 213)} < 0.88 then 5 when ${rnd('in_id', 213)} < 0.94 then 9 else 4 end
      else case when ${rnd('in_id', 213)} < 0.1 then 0 when ${rnd('in_id', 213)} < 0.25 then 1 when ${rnd('in_id', 213)} < 0.55 then 2
                when ${rnd('in_id', 213)} < 0.75 then 3 when ${rnd('in_id', 213)} < 0.8 then 4 when ${rnd('in_id', 213)} < 0.93 then 5 else 9 end end)`);

  await run(tx, `insert into purchase_out (id, merchant_id, sheet_no, ref_in_id, supplier_id, branch_id, status, reason_code, reason,
      out_time, pickup_deadline, supplier_confirmed_at, supplier_confirmed_by, supplier_reject_reason, shipped_at, recon_status,
      created_at, updated_at, version)
    select row_number() over (order by x.out_time, x.in_id), ${M},
      ${sheetNo('TH', 'x.branch_code', 'x.out_time::date', 'row_number() over (partition by x.branch_id, x.out_time::date order by x.out_time, x.in_id)')},
      x.in_id, x.supplier_id, x.branch_id, x.status, v.code, (${textArray(returnReasons)})[v.code + 1],
      x.out_time, case when x.status >= 2 and x.status <> 9 then x.out_time::date + 7 end,
      case when x.status in (3, 5) then x.out_time + interval '4 hours' end,
      case when x.status in (3, 4, 5) then (select min(user_id) from supplier_user_link l where l.supplier_id = x.supplier_id) end,
      case when x.status = 4 then ${pick(supplierRejects, 'x.in_id', 215)} end,
      case when x.status = 5 then least(x.out_time + interval '20 hours', current_date::timestamptz) end,
      0, x.out_time, x.out_time + interval '4 hours', case when x.status >= 2 then 1 else 0 end
    from out_plan x cross join lateral (select ${rint('x.in_id', 214, 0, returnReasons.length - 1)} as code) v`);
  await run(tx, `insert into purchase_out_line (id, merchant_id, supplier_id, out_id, line_no, in_line_id, item_id, qty, price, amount, tax_rate, batch_no)
    select row_number() over (order by po.id, l.line_no), ${M}, po.supplier_id, po.id, row_number() over (partition by po.id order by l.line_no),
      l.id, l.item_id, v.qty, l.price, round(v.qty * l.price, 2), l.tax_rate, l.batch_no
    from purchase_out po join purchase_in_line l on l.in_id = po.ref_in_id
    join item i on i.id = l.item_id
    cross join lateral (select least(l.qty, case when i.is_weighed then greatest(round(l.qty * (0.02 + ${rnd('l.id', 216)} * 0.08)::numeric, 1), 0.5)
                                             else greatest(round(l.qty * (0.02 + ${rnd('l.id', 216)} * 0.08)::numeric), 1) end) as qty) v
    where l.line_no = 1 or ${rnd('l.id', 217)} < 0.15`);
  await run(tx, `update purchase_out po set total_qty = s.q, total_amount = s.a, tax_amount = s.t
    from (select out_id, sum(qty) q, sum(amount) a, sum(round(amount * tax_rate / (1 + tax_rate), 2)) t
          from purchase_out_line group by out_id) s where s.out_id = po.id`);
  // Goods that left (status 5) count against the order line.
  await run(tx, `update purchase_order_line pol set returned_qty = s.q
    from (select il.order_line_id, sum(ol.qty) q from purchase_out_line ol
          join purchase_out o on o.id = ol.out_id and o.status = 5
          join purchase_in_line il on il.id = ol.in_line_id group by il.order_line_id) s
    where s.order_line_id = pol.id`);
}
