import type { ScaleParams } from './params';
import { MERCHANT_ID as M, storeRange } from './parties';
import { rint, rnd, run, withIndexesRebuilt, type Tx } from './sqlkit';

/**
 * POS tickets and wholesale orders (domain.md §2.5, §5.1 shapes): item popularity is log-uniform over a fixed
 * ranking that favours cheap items (Zipf s≈1, so the top 20% of items carry about 80% of lines), evening and late-morning peaks,
 * weekends ×1.2, 40% member tickets, 2% return tickets, ~1.5% of lines discounted below cost.
 * About 10% of (store, item) pairs never sell — the unsalable set of §4.2.
 */
export async function seedSales(tx: Tx, p: ScaleParams): Promise<void> {
  const stores = storeRange(p);
  await run(tx, `create temp table sell_item on commit drop as
    select row_number() over (order by ${rnd('i.id', 401)} * (i.retail_price + 3), i.id)::int as rank, i.id as item_id, i.main_supplier_id as supplier_id,
      i.sell_way, i.is_weighed, i.retail_price, coalesce(i.member_price, i.retail_price) as member_price,
      i.purchase_price, s.joint_rate
    from item i join item_supplier s on s.item_id = i.id and s.supplier_id = i.main_supplier_id and s.branch_id is null
    where i.status in (0, 1)`);
  await run(tx, `analyze sell_item`);
  await run(tx, `create unique index on sell_item (rank)`);
  await run(tx, `create temp table pos_map on commit drop as
    select branch_id, row_number() over (partition by branch_id order by id)::int as k, id from device where type = 'POS'`);
  await run(tx, `analyze pos_map`);

  // Today runs as every day does, up to the time of the seed (the session's clock is the chain's): dashboards show a
  // live-looking "today" whose hourly chart stops where the day has got to, and today against yesterday up to the
  // same time reads as two like days. Seeded before 08:00, today holds its first hour (07:00-07:59), so that a
  // morning before opening still has a today to show.
  const minuteNow = `(extract(hour from localtime) * 60 + extract(minute from localtime))::int`;
  await run(tx, `create temp table t_ticket on commit drop as
    with store_day as (
      select b.id as branch_id, b.code, d, current_date - d as biz_date,
        round(${p.ticketsPerStoreDay} * (0.6 + ${rnd('b.id', 402)} * 0.8)
          * case when extract(isodow from current_date - d) >= 6 then 1.2 else 1 end)::int as cnt
      from branch b cross join generate_series(0, ${p.saleDays - 1}) d
      where b.id between ${stores.first} and ${stores.last})
    select row_number() over (order by sd.biz_date, sd.branch_id, n)::bigint as id, sd.branch_id, sd.code, sd.biz_date,
      sd.biz_date + tm.minute * interval '1 minute' + ${rint('k', 405, 0, 59)} * interval '1 second' as sale_time,
      case when ${rnd('k', 406)} < 0.4 then ${rint('k', 407, 1, p.members)} end as member_id,
      ${rnd('k', 408)} < 0.02 as is_return,
      1 + floor(${rnd('k', 409)} * 4.5)::int + floor(${rnd('k', 410)} * 4.5)::int as nlines,
      (select id from pos_map pm where pm.branch_id = sd.branch_id and pm.k = ${rint('k', 411, 1, 4)}) as pos_id
    from store_day sd cross join lateral generate_series(1, sd.cnt) n
    cross join lateral (select sd.branch_id * 100000000 + sd.d * 100000 + n as k) kk
    cross join lateral (select case
        when ${rnd('k', 404)} < 0.35 then ${rint('k', 403, 10 * 60, 11 * 60 + 59)}
        when ${rnd('k', 404)} < 0.7 then ${rint('k', 403, 17 * 60, 19 * 60 + 59)}
        else ${rint('k', 403, 7 * 60, 21 * 60 + 59)} end as minute) tm
    where sd.d > 0 or tm.minute < greatest(${minuteNow}, 8 * 60)`);
  await run(tx, `analyze t_ticket`);

  const nItems = `(select count(*) from sell_item)`;
  await run(tx, `create temp table t_line on commit drop as
    select l.*, v.qty, v.price,
      case when ${rnd('l.lkey', 416)} < 0.015 then round(v.qty * v.price * (0.3 + ${rnd('l.lkey', 417)} * 0.2)::numeric, 2) else 0 end as discount
    from (
      select t.id as ticket_id, t.branch_id, t.biz_date, j, si.*, t.is_return, t.member_id, t.id * 16 + j as lkey
      from t_ticket t cross join lateral generate_series(1, t.nlines) j
      join sell_item si on si.rank = least(floor(exp(${rnd('t.id * 16 + j', 412)} * ln(${nItems} + 1)))::int, ${nItems})
      where ${rnd('t.branch_id * 1000000 + si.item_id', 413)} >= 0.1) l
    cross join lateral (select
      ((case when l.is_return then -1 else 1 end) * case when l.is_weighed then round((0.2 + power(${rnd('l.lkey', 414)}, 2) * 2)::numeric, 3)
        when ${rnd('l.lkey', 414)} < 0.8 then 1 when ${rnd('l.lkey', 414)} < 0.95 then 2 else ${rint('l.lkey', 415, 3, 6)} end)::numeric(14,3) as qty,
      case when l.member_id is not null then l.member_price else l.retail_price end as price) v`);
  await run(tx, `analyze t_line`);

  await withIndexesRebuilt(tx, ['sale_ticket', 'sale_line', 'sale_payment'], async () => {
    await run(tx, `insert into sale_ticket (id, merchant_id, ticket_no, branch_id, pos_id, cashier_id, biz_date, sale_time, member_id,
        amount, discount, item_count, is_return, created_at, updated_at)
      select t.id, ${M}, 'XS' || t.code || to_char(t.biz_date, 'YYYYMMDD') || lpad(row_number() over (partition by t.branch_id, t.biz_date order by t.id)::text, 5, '0'),
        t.branch_id, t.pos_id, 1000 + ${rint('t.id', 418, 1, 12)}, t.biz_date, t.sale_time, t.member_id,
        s.amount, s.discount, s.cnt, t.is_return, t.sale_time, t.sale_time
      from t_ticket t join (select ticket_id, sum(round(qty * price, 2) - discount) amount, sum(discount) discount, count(*)::int cnt
                            from t_line group by ticket_id) s on s.ticket_id = t.id`);
    await run(tx, `insert into sale_line (id, merchant_id, ticket_id, branch_id, biz_date, channel, item_id, supplier_id, sell_way, qty,
        sale_price, sale_amount, discount_amount, cost_price, cost_amount, joint_rate, supplier_amount, created_at)
      select row_number() over (order by l.ticket_id, l.j), ${M}, l.ticket_id, l.branch_id, l.biz_date, 0, l.item_id, l.supplier_id, l.sell_way,
        l.qty, l.price, v.amount, l.discount,
        case when l.sell_way = 1 then round(l.price * (1 - l.joint_rate), 4) else l.purchase_price end,
        case when l.sell_way = 1 then v.joint_share else round(l.qty * l.purchase_price, 2) end,
        case when l.sell_way = 1 then l.joint_rate end,
        case when l.sell_way = 1 then v.joint_share else round(l.qty * l.purchase_price, 2) end,
        l.biz_date
      from t_line l cross join lateral (select round(l.qty * l.price, 2) as amount,
        round((round(l.qty * l.price, 2) - l.discount) * (1 - coalesce(l.joint_rate, 0)), 2) as joint_share) v`);
    // Payment mix: WeChat 55%, Alipay 25%, stored value 8% (members only), cash 5%, bank card 5%, coupon/points 2%.
    await run(tx, `insert into sale_payment (merchant_id, ticket_id, branch_id, biz_date, pay_way, amount)
      select ${M}, t.id, t.branch_id, t.biz_date, case
          when u < 0.55 then 2 when u < 0.8 then 3 when u < 0.88 then case when t.member_id is null then 2 else 5 end
          when u < 0.93 then 1 when u < 0.98 then 4 when u < 0.99 then 7 else 8 end, t.amount
      from sale_ticket t cross join lateral (select ${rnd('t.id', 420)} as u) r`);
  });
  await run(tx, `analyze sale_ticket, sale_line, sale_payment`);

  await run(tx, `insert into wholesale_customer (merchant_id, code, name, contact, mobile)
    select ${M}, 'C' || lpad(g::text, 3, '0'),
      (array['城东','城西','滨江','下沙','萧山','临平','余杭','富阳'])[1 + g % 8] || (array['便利店','餐饮管理有限公司','食堂','小超市','酒店'])[1 + g % 5],
      null, '135' || lpad((g * 7919 % 100000000)::text, 8, '0')
    from generate_series(1, 20) g`);
  await run(tx, `insert into wholesale_order (id, merchant_id, sheet_no, branch_id, customer_id, biz_date, status)
    select row_number() over (order by d desc, n), ${M}, 'PF001' || to_char(current_date - d, 'YYYYMMDD') || lpad(n::text, 4, '0'), 2,
      ${rint('d * 1000 + n', 430, 1, 20)}, current_date - d, case when ${rnd('d * 1000 + n', 431)} < 0.95 then 1 else 9 end
    from generate_series(1, ${p.saleDays}) d cross join generate_series(1, ${p.wholesalePerDay}) n`);
  await run(tx, `select setval(pg_get_serial_sequence('sale_line', 'id'), (select max(id) from sale_line))`);
  await run(tx, `insert into sale_line (merchant_id, wholesale_id, branch_id, biz_date, channel, item_id, supplier_id, sell_way, qty,
      sale_price, sale_amount, discount_amount, cost_price, cost_amount, joint_rate, supplier_amount, created_at)
    select ${M}, w.id, w.branch_id, w.biz_date, 1, si.item_id, si.supplier_id, si.sell_way, v.qty, v.price, round(v.qty * v.price, 2), 0,
      si.purchase_price, round(v.qty * si.purchase_price, 2), null, round(v.qty * si.purchase_price, 2), w.biz_date
    from wholesale_order w cross join generate_series(1, 15) j
    join sell_item si on si.rank = 1 + (w.id * 37 + j * 101) % (select count(*) from sell_item)
    cross join lateral (select (case when si.is_weighed then 10 else 12 end * ${rint('w.id * 100 + j', 432, 1, 10)})::numeric as qty,
      round(si.retail_price * 0.9, 2) as price) v
    where w.status = 1 and si.sell_way <> 1`);
  await run(tx, `update wholesale_order w set amount = s.a, cost_amount = s.c
    from (select wholesale_id, sum(sale_amount) a, sum(cost_amount) c from sale_line where wholesale_id is not null group by wholesale_id) s
    where s.wholesale_id = w.id`);
}
