import { pinyinShort } from '../../lib/pinyinShort';
import type { ScaleParams } from './params';
import { MERCHANT_ID as M, storeRange } from './parties';
import { rint, rnd, rows, run, withIndexesRebuilt, type Tx } from './sqlkit';

/**
 * Current stock per (branch, item) and the stock movements behind it (domain.md §2.2, §4.2, §4.4).
 * Stores range every item at demo size and 30–80% of items at large size (by store size); the DC stocks what it received.
 * Stock = average daily sales × U[7, 30] days; ~0.5% of pairs are negative; pairs that never sell keep a little
 * stock and an old last-sale date (the unsalable set).
 */
export async function seedStock(tx: Tx, p: ScaleParams): Promise<void> {
  const stores = storeRange(p);
  const ranging = p.scale === 'large' ? `${rnd('b.id', 901)} * 0.5 + 0.3` : '1';
  await run(tx, `create temp table st_pair on commit drop as
    select b.id as branch_id, i.id as item_id from branch b cross join item i
    where b.id between ${stores.first} and ${stores.last} and i.status <> 9 and ${rnd('b.id * 1000000 + i.id', 902)} < ${ranging}
    union
    select distinct pi.branch_id, l.item_id from purchase_in pi join purchase_in_line l on l.in_id = pi.id where pi.status = 1
    union
    select distinct branch_id, item_id from sale_line where channel = 0`);
  await run(tx, `analyze st_pair`);
  await run(tx, `create temp table st_sales on commit drop as
    select branch_id, item_id, sum(qty) as qty, max(biz_date) as last_day from sale_line group by branch_id, item_id`);
  await run(tx, `analyze st_sales`);
  await run(tx, `create temp table st_in on commit drop as
    select pi.branch_id, l.item_id, min(pi.in_time) as first_in, max(pi.in_time) as last_in
    from purchase_in pi join purchase_in_line l on l.in_id = pi.id where pi.status = 1 group by 1, 2`);
  await run(tx, `analyze st_in`);
  await withIndexesRebuilt(tx, ['stock', 'stock_flow'], async () => {
    await run(tx, `insert into stock (branch_id, item_id, merchant_id, supplier_id, qty, cost_price, cost_amount, min_qty, max_qty,
        first_in_at, last_in_at, last_sale_at, updated_at)
      select x.branch_id, x.item_id, ${M}, i.main_supplier_id, v.qty, v.cost, round(v.qty * v.cost, 2),
        ceil(v.avg * 3) + 2, ceil(v.avg * 30) + 20,
        least(i.created_at + interval '1 day', coalesce(si.first_in, i.created_at + interval '1 day')),
        coalesce(si.last_in, i.created_at + interval '1 day'),
        case when ss.last_day is not null then ss.last_day + interval '19 hours 30 minutes'
             when i.created_at < current_date - ${p.saleDays + 30} then current_date - ${p.saleDays} - ${rint('x.branch_id * 1000000 + x.item_id', 903, 1, 120)} + interval '18 hours' end,
        now()
      from st_pair x join item i on i.id = x.item_id
      left join st_sales ss on ss.branch_id = x.branch_id and ss.item_id = x.item_id
      left join st_in si on si.branch_id = x.branch_id and si.item_id = x.item_id
      left join item_supplier isp on isp.item_id = i.id and isp.supplier_id = i.main_supplier_id and isp.branch_id is null
      cross join lateral (select greatest(coalesce(ss.qty, 0), 0) / ${p.saleDays}.0 as avg) a
      cross join lateral (select a.avg,
        case when i.sell_way = 1 then round(i.retail_price * (1 - coalesce(isp.joint_rate, 0.2)), 4) else i.purchase_price end as cost,
        case when ${rnd('x.branch_id * 1000000 + x.item_id', 904)} < 0.005 then -${rint('x.branch_id * 1000000 + x.item_id', 905, 1, 10)}
             when a.avg = 0 then ${rint('x.branch_id * 1000000 + x.item_id', 906, 2, 60)}
             when i.is_weighed then round((a.avg * (7 + ${rnd('x.branch_id * 1000000 + x.item_id', 907)} * 23))::numeric, 3)
             else ceil(a.avg * (7 + ${rnd('x.branch_id * 1000000 + x.item_id', 907)} * 23)) end::numeric(14,3) as qty) v`);

    // Movements: receipts (70, a reversed receipt is booked and then taken back), shipped returns (80), and sales posted daily (50).
    await run(tx, `insert into stock_flow (merchant_id, branch_id, item_id, supplier_id, biz_type, sheet_no, qty, price, amount, occurred_at)
      select ${M}, pi.branch_id, l.item_id, pi.supplier_id, 70, pi.sheet_no, l.qty, l.price, l.amount, pi.in_time
      from purchase_in pi join purchase_in_line l on l.in_id = pi.id where pi.status in (1, 9)
      union all
      select ${M}, pi.branch_id, l.item_id, pi.supplier_id, 70, pi.sheet_no, -l.qty, l.price, -l.amount, pi.updated_at
      from purchase_in pi join purchase_in_line l on l.in_id = pi.id where pi.status = 9
      union all
      select ${M}, po.branch_id, l.item_id, po.supplier_id, 80, po.sheet_no, -l.qty, l.price, -l.amount, po.shipped_at
      from purchase_out po join purchase_out_line l on l.out_id = po.id where po.status = 5
      union all
      select ${M}, s.branch_id, s.item_id, min(s.supplier_id), 50, 'XS' || b.code || to_char(s.biz_date, 'YYYYMMDD'),
        -sum(s.qty), coalesce(round(sum(s.cost_amount) / nullif(sum(s.qty), 0), 4), 0), -sum(s.cost_amount), s.biz_date + interval '23 hours'
      from sale_line s join branch b on b.id = s.branch_id group by s.branch_id, b.code, s.item_id, s.biz_date`);
  });
}

/**
 * What the stock and goods screens read beside stock itself: the daily sales rollup (the seed runs with triggers
 * off, so it fills item_sale_day in one pass, as the sale_line trigger would have), the items' pinyin initials for
 * pickers, and shelf location codes at the stores.
 */
export async function seedGoodsFacts(tx: Tx, p: ScaleParams): Promise<void> {
  await run(tx, `insert into item_sale_day (branch_id, item_id, biz_date, channel, merchant_id, supplier_id, qty, amount)
    select branch_id, item_id, biz_date, channel, min(merchant_id), min(supplier_id), sum(qty), sum(sale_amount - discount_amount)
    from sale_line group by branch_id, item_id, biz_date, channel`);
  await run(tx, `analyze item_sale_day`);

  const names = await rows<{ id: string; name: string }>(tx, `select id, name from item where merchant_id = ${M} order by id`);
  for (let at = 0; at < names.length; at += 5000) {
    const chunk = names.slice(at, at + 5000);
    const ids = chunk.map((r) => r.id).join(',');
    const codes = chunk.map((r) => `'${pinyinShort(r.name)}'`).join(',');
    await run(tx, `update item i set pinyin = x.py from unnest(array[${ids}]::bigint[], array[${codes}]::text[]) x(id, py) where i.id = x.id`);
  }

  // Aisle by category, shelf by item: the same item sits at the same place in every store of a format.
  const stores = storeRange(p);
  await run(tx, `insert into item_location (branch_id, item_id, merchant_id, location_code)
    select s.branch_id, s.item_id, ${M},
      chr(65 + (i.category_id % 20)::int) || lpad((1 + ${rint('i.id', 931, 0, 29)})::text, 2, '0') || '-' || (1 + ${rint('i.id', 932, 0, 5)})
    from stock s join item i on i.id = s.item_id
    where s.branch_id between ${stores.first} and ${stores.last}`);
}
