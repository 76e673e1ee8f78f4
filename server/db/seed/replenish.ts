import { DEMO_SUPPLIERS, type ScaleParams } from './params';
import { MERCHANT_ID as M, storeRange } from './parties';
import { pick, rint, rnd, run, sheetNo, type Tx } from './sqlkit';

const rejects = ['门店库存充足，暂不补货', '申请数量超出门店陈列容量', '该商品即将调整陈列，暂停补货'];
// Forced statuses for each demo supplier's open requests (approved ones come from orders below).
const shown = [0, 1, 1, 3, 9];

/**
 * Supplier-managed replenishment (domain.md §3.7). Approved requests are derived from store orders that are
 * now marked source = 1, so request lines, the generated order and its receipt all agree; the other requests
 * (draft, awaiting approval, rejected, cancelled) are recent proposals with no order.
 */
export async function seedReplenish(tx: Tx, p: ScaleParams): Promise<void> {
  const stores = storeRange(p);
  await run(tx, `create temp table rp_plan on commit drop as
    with approved as (
      select po.id as po_id, po.supplier_id, po.receive_branch_id as branch_id, po.order_date - 1 as day, 2 as status,
        row_number() over (partition by po.supplier_id order by po.order_date desc, po.id desc) as rn
      from purchase_order po
      where po.type = 0 and po.status in (3, 5, 6) and po.order_date < current_date),
    chosen as (
      select po_id, supplier_id, branch_id, day, status from approved
      where ${rnd('po_id', 501)} < 0.08 or (supplier_id <= ${DEMO_SUPPLIERS} and rn <= 2)),
    open as (
      select null::bigint as po_id, ${rint('d * 1000 + n', 502, 1, p.suppliers)} as supplier_id,
        ${stores.first} + ${rint('d * 1000 + n', 503, 0, p.stores - 1)} as branch_id, current_date - d as day,
        case when d < 3 then (array[0, 1, 1, 9])[${rint('d * 1000 + n', 504, 1, 4)}] else (array[3, 9, 3])[${rint('d * 1000 + n', 504, 1, 3)}] end as status
      from generate_series(0, 13) d cross join generate_series(1, ${Math.max(1, Math.round(p.replenishPerDay / 3))}) n),
    shown as (
      select null::bigint, s.sid, ${stores.first} + ((s.sid + k) % ${p.stores}), current_date - (k / 2), (array[${shown.join(',')}])[k]
      from generate_series(1, ${DEMO_SUPPLIERS}) s(sid) cross join generate_series(1, ${shown.length}) k)
    select * from chosen union all select * from open union all select * from shown`);
  await run(tx, `analyze rp_plan`);
  await run(tx, `create temp table rp_head on commit drop as
    select row_number() over (order by x.day, x.supplier_id, x.branch_id, x.po_id nulls last, x.status)::bigint as id, x.*, b.code as branch_code
    from rp_plan x join branch b on b.id = x.branch_id join po_sup s on s.supplier_id = x.supplier_id`);
  await run(tx, `analyze rp_head`);
  await run(tx, `insert into self_replenish (id, merchant_id, sheet_no, supplier_id, branch_id, status, expected_date, remark,
      submitted_at, submitted_by, reject_reason, approved_by, approved_at, generated_po_id, created_at, updated_at, version)
    select h.id, ${M}, ${sheetNo('BH', 'h.branch_code', 'h.day', 'row_number() over (partition by h.branch_id, h.day order by h.id)')},
      h.supplier_id, h.branch_id, h.status, h.day + 3,
      case when ${rnd('h.id', 505)} < 0.3 then ${pick(['周末促销备货', '门店缺货较多，申请补货', '按近四周销量补货'], 'h.id', 506)} end,
      case when h.status <> 0 then h.day + interval '10 hours' end,
      case when h.status <> 0 then (select min(user_id) from supplier_user_link l where l.supplier_id = h.supplier_id) end,
      case when h.status = 3 then ${pick(rejects, 'h.id', 507)} end,
      case when h.status in (2, 3) then 2 end,
      case when h.status in (2, 3) then h.day + interval '16 hours' end,
      h.po_id, h.day + interval '9 hours', h.day + interval '16 hours', case when h.status in (2, 3) then 2 when h.status in (1, 9) then 1 else 0 end
    from rp_head h`);
  await run(tx, `update purchase_order po set source = 1, source_id = h.id from rp_head h where h.po_id = po.id`);

  // Lines: approved requests copy their order; open ones propose the supplier's items with the suggestion formula of §3.7.
  await run(tx, `insert into self_replenish_line (merchant_id, supplier_id, req_id, line_no, item_id, stock_qty_snapshot, avg_daily_sales,
      suggest_qty, apply_qty, approved_qty, price, amount)
    select ${M}, h.supplier_id, h.id, l.line_no, l.item_id, v.stock, v.avg, l.order_qty, l.order_qty, l.order_qty, l.price, l.amount
    from rp_head h join purchase_order_line l on l.order_id = h.po_id
    cross join lateral (select round((l.order_qty * (0.2 + ${rnd('l.id', 508)} * 0.3))::numeric, 0) as stock,
      round((l.order_qty / 10.0 * (0.8 + ${rnd('l.id', 509)} * 0.4))::numeric, 3) as avg) v
    union all
    select ${M}, h.supplier_id, h.id, k.j, i.id, v.stock, v.avg, v.suggest, v.apply, case when h.status = 3 then 0 end, i.purchase_price,
      round(v.apply * i.purchase_price, 2)
    from rp_head h
    cross join lateral (select i.id, row_number() over (order by i.id)::int as j from item i
                        where i.main_supplier_id = h.supplier_id and i.sell_way <> 1 and i.status = 0
                        order by ${rnd('i.id * 1000 + h.id', 510)} limit ${rint('h.id', 511, 3, 8)}) k
    join item i on i.id = k.id
    cross join lateral (select ${rint('h.id * 100 + k.j', 512, 0, 30)}::numeric as stock,
      round((0.5 + ${rnd('h.id * 100 + k.j', 513)} * 6)::numeric, 3) as avg) a
    cross join lateral (select a.stock, a.avg, greatest(0, ceil(a.avg * 10 - a.stock)) as suggest,
      greatest(1, ceil(a.avg * 10 - a.stock) + ${rint('h.id * 100 + k.j', 514, -2, 4)}) as apply) v
    where h.po_id is null`);
  await run(tx, `update self_replenish r set total_qty = s.q, total_amount = s.a
    from (select req_id, sum(apply_qty) q, sum(amount) a from self_replenish_line group by req_id) s where s.req_id = r.id`);
}
