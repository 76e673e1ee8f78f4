import { DEMO_SUPPLIERS, type ScaleParams } from './params';
import { MERCHANT_ID as M, storeRange } from './parties';
import { pick, rint, rnd, rows, run, sheetNo, withIndexesRebuilt, type Tx } from './sqlkit';

/**
 * Documents the demo suppliers always get on top of the random history, so every purchase-order status of
 * domain.md §3.1 shows up for each demo login: [status, order date (days ago), expected date (days from today)].
 */
export const showcase: [number, number, number][] = [
  [0, 0, 2], [1, 0, 2],
  [2, 1, 0], [2, 2, 0], [2, 0, 1], [2, 0, 2], [2, 1, 1], [2, 2, 2],
  [3, 1, 1], [3, 2, 0], [3, 3, 1],
  [4, 3, 1], [5, 5, -1], [6, 7, -4], [8, 10, -6], [9, 6, -2],
];

const rejectReasons = ['库存不足，无法按期供货', '价格已调整，请按新价格重新下单', '该商品已停产', '物流运力不足，无法在收货期限内送达'];

/** Purchase-order headers and lines (domain.md §3.1, outcome rates of §5.1). Creates temp table po_head for later steps. */
export async function seedOrders(tx: Tx, p: ScaleParams): Promise<void> {
  const stores = storeRange(p);
  const demoShare = Math.min(0.25, 10 / p.posPerDay);

  // Each supplier orders only items of its own operating mode (buy-sell or consignment; joint-venture goods are never purchased).
  await run(tx, `create temp table po_pool on commit drop as
    select i.main_supplier_id as supplier_id, row_number() over (partition by i.main_supplier_id order by i.id)::int as k,
      i.id as item_id, i.barcode, i.name, i.spec, i.unit, i.is_weighed, i.purchase_price as price, i.input_tax_rate as tax,
      i.shelf_life_days as shelf, coalesce(pk.factor, 1) as factor
    from item i join supplier s on s.id = i.main_supplier_id
    left join item_package pk on pk.item_id = i.id and pk.is_default_purchase
    where i.sell_way = s.sell_way and s.sell_way in (0, 2) and i.status in (0, 2) and s.status = 0`);
  await run(tx, `analyze po_pool`);
  await run(tx, `create unique index on po_pool (supplier_id, k)`);
  await run(tx, `create temp table po_sup on commit drop as
    select supplier_id, count(*)::int as cnt, row_number() over (order by supplier_id)::int as rn from po_pool group by supplier_id`);
  await run(tx, `analyze po_sup`);
  await run(tx, `create unique index on po_sup (rn)`);
  const [{ n: supplierCount }] = await rows<{ n: number }>(tx, `select count(*)::int as n from po_sup`);

  const showValues = showcase.map(([st, ago, exp], i) => `(${i + 1}, ${st}, ${ago}, ${exp})`).join(',');
  await run(tx, `create temp table po_plan on commit drop as
    with rand as (
      select d * 100000 + n as key, d,
        case when ${rnd('d * 100000 + n', 101)} < ${demoShare} then ${rint('d * 100000 + n', 102, 1, DEMO_SUPPLIERS)}
             else (select supplier_id from po_sup where rn = ${rint('d * 100000 + n', 103, 1, supplierCount)}) end as supplier_id,
        ${rnd('d * 100000 + n', 104)} as ub, null::int as forced, null::int as show_no,
        current_date - d as order_date, current_date - d + ${rint('d * 100000 + n', 105, 1, 4)} as expected_date
      from generate_series(0, ${p.poDays - 1}) d cross join generate_series(1, ${p.posPerDay}) n),
    shown as (
      select -(s.sid * 100 + v.no) as key, v.ago as d, s.sid as supplier_id, ${rnd('s.sid * 100 + v.no', 104)} as ub,
        v.st as forced, v.no as show_no, current_date - v.ago as order_date, current_date + v.exp as expected_date
      from generate_series(1, ${DEMO_SUPPLIERS}) s(sid) cross join (values ${showValues}) v(no, st, ago, exp))
    select * from rand where supplier_id is not null union all select * from shown`);
  await run(tx, `analyze po_plan`);
  await run(tx, `alter table po_plan add column status int, add column closed_partial boolean, add column confirmed boolean,
    add column receive_branch_id bigint, add column type int`);
  await run(tx, `update po_plan set
    receive_branch_id = case when ub < 0.3 then 2 else ${stores.first} + floor(${rnd('key', 106)} * ${p.stores})::int end,
    type = case when ub < 0.03 then 2 when ub < 0.3 then 1 else 0 end,
    status = coalesce(forced, case
      when d = 0 then case when ${rnd('key', 107)} < 0.15 then 0 when ${rnd('key', 107)} < 0.3 then 1
                           when ${rnd('key', 107)} < 0.75 then 2 when ${rnd('key', 107)} < 0.95 then 3 else 4 end
      when expected_date >= current_date then case when ${rnd('key', 107)} < 0.4 then 2 when ${rnd('key', 107)} < 0.85 then 3
                           when ${rnd('key', 107)} < 0.92 then 5 when ${rnd('key', 107)} < 0.97 then 4 else 9 end
      else case when ${rnd('key', 107)} < 0.03 then 4 when ${rnd('key', 107)} < 0.05 then 9 when ${rnd('key', 107)} < 0.13 then 8
                when ${rnd('key', 107)} < 0.23 then 5 else 6 end end)`);
  // Old partial deliveries are mostly force-closed (6 with receive_status partial); 93% of orders were confirmed by the supplier.
  await run(tx, `update po_plan set
    status = case when status = 5 and forced is null and d > 14 and ${rnd('key', 108)} < 0.7 then 6 else status end,
    closed_partial = status = 5 and forced is null and d > 14 and ${rnd('key', 108)} < 0.7,
    confirmed = status = 3 or (status in (5, 6, 8) and (forced is not null or ${rnd('key', 109)} < 0.93))`);

  await run(tx, `create temp table po_head on commit drop as
    select row_number() over (order by x.order_date, x.key)::bigint as id, x.*, b.code as branch_code,
      ${rint('x.key', 111, p.poLinesMin, p.poLinesMax)} as nlines, ${rint('x.key', 112, 0, 100000)} as start,
      case when x.confirmed then x.expected_date - case when ${rnd('x.key', 121)} < 0.2 then 1 else 0 end end as promised_date
    from po_plan x join branch b on b.id = x.receive_branch_id`);
  await run(tx, `analyze po_head`);
  await run(tx, `create unique index on po_head (id)`);

  // Lines in one pass. Confirmed quantity: mostly as ordered, sometimes cut or zero (out of stock), never zero on
  // line 1 so a partial delivery always has goods. Received: full on completed orders; on partial ones 60% full, 25% part, 15% none.
  await run(tx, `create temp table po_line on commit drop as
    select l.*, c.confirmed_qty,
      case when l.status = 6 and not l.closed_partial then c.confirmed_qty
           when l.status = 5 or l.closed_partial then case
             when l.line_no = 1 or ${rnd('l.lkey', 116)} < 0.25 then case when l.is_weighed then round(c.confirmed_qty * (0.5 + ${rnd('l.lkey', 117)} * 0.45)::numeric, 1)
                                                                    else floor(c.confirmed_qty * (0.5 + ${rnd('l.lkey', 117)} * 0.45)::numeric) end
             when ${rnd('l.lkey', 116)} < 0.4 then 0
             else c.confirmed_qty end
           else 0 end::numeric(14,3) as received_qty,
      round(l.order_qty * l.price, 2) as amount
    from (
      select h.id * 1000 + j as lkey, h.id as order_id, j as line_no, pp.*, h.status, h.confirmed, h.closed_partial, h.promised_date,
        case when pp.is_weighed then round((5 + ${rnd('h.id * 1000 + j', 113)} * 45)::numeric, 1)
             when pp.factor > 1 then pp.factor * ${rint('h.id * 1000 + j', 113, 1, 8)}
             else 6 * ${rint('h.id * 1000 + j', 113, 1, 10)} end::numeric(14,3) as order_qty
      from po_head h join po_sup s on s.supplier_id = h.supplier_id
      cross join lateral generate_series(1, least(s.cnt, h.nlines)) j
      join po_pool pp on pp.supplier_id = h.supplier_id and pp.k = 1 + ((h.start + j - 1) % s.cnt)) l
    cross join lateral (select (case
      when l.confirmed and l.line_no > 1 and ${rnd('l.lkey', 114)} < 0.04 then 0
      when l.confirmed and ${rnd('l.lkey', 114)} < 0.09 then case when l.is_weighed then round(l.order_qty * (0.5 + ${rnd('l.lkey', 115)} * 0.4)::numeric, 1)
                                                               else floor(l.order_qty * (0.5 + ${rnd('l.lkey', 115)} * 0.4)::numeric) end
      when l.confirmed or l.status in (5, 6) then l.order_qty end)::numeric(14,3) as confirmed_qty) c`);
  await run(tx, `analyze po_line`);

  await withIndexesRebuilt(tx, ['purchase_order', 'purchase_order_line'], async () => {
    await run(tx, `insert into purchase_order (id, merchant_id, sheet_no, supplier_id, order_branch_id, receive_branch_id, type, source,
        status, receive_status, order_date, expected_date, promised_date, audited_at, confirmed_at, confirmed_by, confirm_remark,
        reject_reason, closed_at, total_qty, total_amount, tax_amount, buyer_id, remark, created_at, updated_at, version)
      select h.id, ${M}, ${sheetNo('CG', 'h.branch_code', 'h.order_date', 'row_number() over (partition by h.receive_branch_id, h.order_date order by h.id)')},
        h.supplier_id, case when h.type = 0 then h.receive_branch_id else 1 end, h.receive_branch_id, h.type,
        case when ${rnd('h.key', 120)} < 0.2 then 2 else 0 end,
        h.status,
        case when h.status = 6 and not h.closed_partial then 2 when h.status = 5 or h.closed_partial then 1 else 0 end,
        h.order_date, h.expected_date, h.promised_date,
        case when h.status >= 2 then h.order_date + interval '8 hours' + ${rint('h.key', 122, 0, 120)} * interval '1 minute' end,
        case when h.confirmed then h.order_date + interval '11 hours' + ${rint('h.key', 123, 0, 600)} * interval '1 minute' end,
        case when h.confirmed then u.user_id end,
        case when h.confirmed and ${rnd('h.key', 124)} < 0.15 then ${pick(['按时送达', '部分商品缺货，已调整确认数量', '请提前一天预约收货', '整车配送'], 'h.key', 125)} end,
        case when h.status = 4 then ${pick(rejectReasons, 'h.key', 126)} end,
        case when h.status in (6, 8, 9) then h.expected_date + interval '20 hours' end,
        t.q, t.a, t.t, 2,
        case when ${rnd('h.key', 127)} < 0.1 then ${pick(['节前备货', '促销档期备货', '新店补货', '请按箱规送货'], 'h.key', 128)} end,
        h.order_date + interval '8 hours',
        case when h.status in (6, 8, 9) then h.expected_date + interval '20 hours' else h.order_date + interval '11 hours' end,
        case when h.status >= 5 then 2 when h.status >= 2 then 1 else 0 end
      from po_head h
      join (select order_id, sum(order_qty) q, sum(amount) a, sum(round(amount * tax / (1 + tax), 2)) t from po_line group by order_id) t
        on t.order_id = h.id
      left join (select supplier_id, min(user_id) as user_id from supplier_user_link group by supplier_id) u on u.supplier_id = h.supplier_id`);
    await run(tx, `insert into purchase_order_line (id, merchant_id, supplier_id, order_id, line_no, item_id, barcode, name, spec, unit, factor,
        order_qty, confirmed_qty, received_qty, returned_qty, price, amount, tax_rate, gift_flag, promised_date)
      select row_number() over (order by l.order_id, l.line_no), ${M}, l.supplier_id, l.order_id, l.line_no, l.item_id, l.barcode, l.name, l.spec, l.unit,
        l.factor, l.order_qty, l.confirmed_qty, l.received_qty, 0, l.price, l.amount, l.tax, false, l.promised_date
      from po_line l order by l.order_id, l.line_no`);
  });
  await run(tx, `analyze purchase_order, purchase_order_line`);
}
