import type { ScaleParams } from './params';
import { MERCHANT_ID as M, personName, storeRange } from './parties';
import { rint, rnd, run, type Tx } from './sqlkit';

/** Member levels, members and in-store devices; sales refer to them, so they come first. */
export async function seedMembersAndDevices(tx: Tx, p: ScaleParams): Promise<void> {
  const stores = storeRange(p);
  await run(tx, `insert into member_level (id, merchant_id, name, discount, min_points) values
    (1, ${M}, '普通会员', 1, 0), (2, ${M}, '银卡会员', 0.98, 2000), (3, ${M}, '金卡会员', 0.95, 10000), (4, ${M}, '钻石会员', 0.9, 50000)`);
  await run(tx, `insert into member (id, merchant_id, card_no, mobile, name, level_id, reg_branch_id, reg_at, points, balance, status)
    select g, ${M}, '8800' || lpad(g::text, 8, '0'),
      '1' || (array['35','36','37','38','39','50','51','52','58','59','86','87','88'])[${rint('g', 301, 1, 13)}]
        || lpad((g::int8 * 104729 % 100000000)::text, 8, '0'),
      ${personName('g', 302)},
      case when ${rnd('g', 303)} < 0.7 then 1 when ${rnd('g', 303)} < 0.9 then 2 when ${rnd('g', 303)} < 0.98 then 3 else 4 end,
      ${stores.first} + ${rint('g', 304, 0, p.stores - 1)},
      current_date - ${rint('g', 305, 0, 730)} + ${rint('g', 306, 9 * 60, 21 * 60)} * interval '1 minute',
      ${rint('g', 307, 0, 20000)}, 0,
      case when ${rnd('g', 308)} < 0.98 then 0 when ${rnd('g', 308)} < 0.99 then 1 else 9 end
    from generate_series(1, ${p.members}) g`);

  // Per store: 4 POS, 2 scales, 1 self-checkout, 4 cameras; the DC has cameras only.
  await run(tx, `insert into device (merchant_id, branch_id, type, sn, name, status, bound, ai_enabled, last_heartbeat, live_url)
    select ${M}, b.id, t.type, t.prefix || b.code || lpad(k::text, 3, '0'),
      t.label || ' ' || k || ' 号', v.status, true, t.type = 'CAMERA' and ${rnd('b.id * 100 + t.ord * 10 + k', 310)} < 0.5,
      case when v.status = 0 then now() - ${rint('b.id * 100 + t.ord * 10 + k', 311, 5, 120)} * interval '1 second'
           else now() - ${rint('b.id * 100 + t.ord * 10 + k', 311, 1, 72)} * interval '1 hour' end,
      case when t.type = 'CAMERA' then '/mobile/api/administer/device/live/' || t.prefix || b.code || lpad(k::text, 3, '0') end
    from branch b
    cross join (values (1, 'POS', 'POS', '收银机', 4), (2, 'SCALE', 'SC', '电子秤', 2), (3, 'SELF_CHECKOUT', 'SCO', '自助收银', 1), (4, 'CAMERA', 'CAM', '摄像头', 4))
      t(ord, type, prefix, label, per_store)
    cross join lateral generate_series(1, t.per_store) k
    cross join lateral (select case when ${rnd('b.id * 100 + t.ord * 10 + k', 312)} < 0.88 then 0
                                    when ${rnd('b.id * 100 + t.ord * 10 + k', 312)} < 0.97 then 1 else 2 end as status) v
    where b.type in (3, 4) or (b.type = 2 and t.type = 'CAMERA')
    order by b.id, t.ord, k`);
}

/** Recharges, stored-value and gift cards and their transactions (boss-side member and card reports). */
export async function seedCards(tx: Tx, p: ScaleParams): Promise<void> {
  const stores = storeRange(p);
  const days = p.poDays;
  await run(tx, `insert into recharge (id, merchant_id, member_id, branch_id, amount, bonus_amount, pay_way, at, operator_id)
    select row_number() over (order by d desc, n), ${M}, ${rint('d * 10000 + n', 321, 1, p.members)},
      ${stores.first} + ${rint('d * 10000 + n', 322, 0, p.stores - 1)}, a.amount,
      round(a.amount * (0.05 + ${rint('d * 10000 + n', 324, 0, 5)} * 0.01), 2),
      (array[2, 3, 1, 4])[${rint('d * 10000 + n', 325, 1, 4)}],
      current_date - d + ${rint('d * 10000 + n', 326, 9 * 60, 21 * 60)} * interval '1 minute', null
    from generate_series(1, ${days}) d cross join generate_series(1, ${p.rechargesPerDay}) n
    cross join lateral (select (array[50, 100, 200, 300, 500, 1000])[${rint('d * 10000 + n', 323, 1, 6)}]::numeric as amount) a`);
  // A member's balance is what they loaded minus what they have spent so far (between 10% and 60% of it).
  await run(tx, `update member m set balance = round(s.total * (0.4 + ${rnd('m.id', 327)} * 0.5)::numeric, 2)
    from (select member_id, sum(amount + bonus_amount) total from recharge group by member_id) s where s.member_id = m.id`);

  await run(tx, `insert into stored_card (id, merchant_id, card_no, card_type, face_value, balance, status, member_id, issued_branch_id, issued_at)
    select g, ${M}, case when ${rnd('g', 331)} < 0.6 then '6100' else '6200' end || lpad(g::text, 8, '0'),
      case when ${rnd('g', 331)} < 0.6 then 'stored_value' else 'gift' end, f.face, f.face, 0,
      case when ${rnd('g', 331)} < 0.6 then ${rint('g', 332, 1, p.members)} end,
      ${stores.first} + ${rint('g', 333, 0, p.stores - 1)},
      current_date - ${rint('g', 334, 1, 365)} + ${rint('g', 335, 9 * 60, 21 * 60)} * interval '1 minute'
    from generate_series(1, ${p.storedCards}) g
    cross join lateral (select (array[100, 200, 500, 1000])[${rint('g', 336, 1, 4)}]::numeric as face) f`);
  await run(tx, `insert into card_txn (merchant_id, card_id, type, amount, branch_id, at)
    select ${M}, c.id, 'issue', c.face_value, c.issued_branch_id, c.issued_at from stored_card c
    union all
    select ${M}, c.id, 'consume', -round(c.face_value * (0.05 + ${rnd('c.id * 10 + k', 337)} * 0.2)::numeric, 2), c.issued_branch_id,
      c.issued_at + ${rint('c.id * 10 + k', 338, 1, 60)} * interval '1 day'
    from stored_card c cross join generate_series(1, 3) k
    where ${rnd('c.id * 10 + k', 339)} < 0.6 and c.issued_at + interval '60 days' < current_date`);
  await run(tx, `update stored_card c set balance = greatest(c.face_value + s.spent, 0),
      status = case when c.face_value + s.spent <= 0 then 2 when ${rnd('c.id', 340)} < 0.01 then 1 else 0 end
    from (select card_id, sum(amount) filter (where type = 'consume') spent from card_txn group by card_id) s
    where s.card_id = c.id and s.spent is not null`);
}

/**
 * The boss side's own data, after every other step: cameras get a sample stream, one device per store waits to be
 * bound, the supplier home's banners, a second merchant (to prove a merchant admin sees nothing of another
 * merchant), and the dashboard's rollups rebuilt (the seed writes sale lines, tickets and payments with triggers off).
 */
export async function seedBossSide(tx: Tx, p: ScaleParams): Promise<void> {
  // Three sample streams (server/assets/streams/cam1..cam3), handed round the cameras.
  await run(tx, `update device d set stream_key = 'cam' || (1 + (r.n % 3)), live_url = null
    from (select id, row_number() over (order by id) n from device where type = 'CAMERA') r where r.id = d.id`);
  // The last camera of each store is new in its box: not bound yet, offline. Its name is its number, like the
  // store's other cameras: whether it is bound is its state (the 已绑定 field), which binding changes.
  await run(tx, `update device d set bound = false, status = 1, ai_enabled = false
    where d.id in (select max(id) from device where type = 'CAMERA' and merchant_id = ${M} group by branch_id)`);
  await run(tx, `insert into advert (merchant_id, position, title, subtitle, link, color, sort, status, start_at, end_at) values
    (${M}, 'supplier_home', '供应商大会报名开启', '下月 18 日 · 杭州，与采购团队面对面', null, '#2BD009', 1, 0, now() - interval '3 days', now() + interval '30 days'),
    (${M}, 'supplier_home', '订单确认提醒：请在 24 小时内确认', '逾期未确认的订单将影响到货考核', '/packagesSub/purchaseOrder/index', '#1677FF', 2, 0, now() - interval '1 day', now() + interval '60 days'),
    (${M}, 'supplier_home', '旧活动（已结束）', null, null, '#999999', 3, 0, now() - interval '60 days', now() - interval '30 days'),
    (${M}, 'supplier_home', '已下线的广告', null, null, '#999999', 4, 1, null, null)`);
  await seedSecondMerchant(tx, p);
  await run(tx, `select boss_sale_day_rebuild()`);
  await run(tx, `select boss_ticket_rollups_rebuild()`);
}

/** Merchant 2 (鲜丰优选): two stores, one supplier, two items, a week of small sales, its own boss `boss2`. */
async function seedSecondMerchant(tx: Tx, p: ScaleParams): Promise<void> {
  const M2 = 2;
  const next = (table: string, plus: number | string) => `(select coalesce(max(id), 0) from ${table}) + ${plus}`;
  await run(tx, `insert into merchant (id, code, name, km_yunfan_subscribed, status) values (${M2}, 'M002', '鲜丰优选', true, 0)`);
  await run(tx, `insert into branch (id, merchant_id, code, name, short_name, type, region, address, area_m2, status)
    select ${next('branch', 'g')}, ${M2}, 'XF0' || g, '鲜丰优选' || (array['文三路店', '古墩路店'])[g], (array['文三路', '古墩路'])[g], 3, '杭州',
      '杭州市西湖区' || (array['文三路 88 号', '古墩路 16 号'])[g], 400 + g * 100, 0
    from generate_series(1, 2) g`);
  await run(tx, `insert into supplier (id, merchant_id, code, name, short_name, sell_way, settle_way, settle_days, status)
    values (${next('supplier', 1)}, ${M2}, 'XS001', '杭州鲜丰果业有限公司', '鲜丰果业', 0, 2, 30, 0)`);
  await run(tx, `insert into item_category (id, merchant_id, parent_id, code, name, level)
    values (${next('item_category', 1)}, ${M2}, null, 'XF1', '鲜丰水果', 1)`);
  await run(tx, `insert into item (id, merchant_id, code, barcode, name, spec, unit, category_id, main_supplier_id, sell_way, purchase_price, retail_price, status)
    select ${next('item', 'g')}, ${M2}, 'XF' || g, '69900000000' || g, (array['鲜丰苹果', '鲜丰香蕉'])[g], '500g', '盒',
      (select id from item_category where merchant_id = ${M2}), (select id from supplier where merchant_id = ${M2}), 0, 6 + g, 10 + g * 2, 0
    from generate_series(1, 2) g`);
  await run(tx, `insert into merchant_user (id, merchant_id, login_name, mobile, name, role, branch_scope, password_hash, status)
    select ${next('merchant_user', 1)}, ${M2}, 'boss2', '13900000099', '周总', 'admin', null, password_hash, 0
    from merchant_user where login_name = 'boss'`);
  await run(tx, `insert into device (merchant_id, branch_id, type, sn, name, status, bound, ai_enabled, last_heartbeat, stream_key)
    select ${M2}, b.id, 'CAMERA', 'XFCAM' || b.code, '鲜丰摄像头 ' || b.short_name, 0, true, false, now(), 'cam1'
    from branch b where b.merchant_id = ${M2}`);
  // 20 tickets a day per store over the last week, each one or two boxes of one item; every third a member's.
  await run(tx, `create temp table m2_ticket on commit drop as
    select ${next('sale_ticket', 'row_number() over (order by b.id, d, n)')} as id, b.id as branch_id, b.code, current_date - d as biz_date,
      current_date - d + (9 * 60 + n * 31) * interval '1 minute' as sale_time, n, 1 + (n % 2) as item_no, 1 + (n + d) % 2 as qty
    from branch b cross join generate_series(0, ${Math.min(p.saleDays, 7) - 1}) d cross join generate_series(1, 20) n
    where b.merchant_id = ${M2}`);
  await run(tx, `insert into sale_ticket (id, merchant_id, ticket_no, branch_id, biz_date, sale_time, member_id, amount, discount, item_count, is_return)
    select t.id, ${M2}, 'XF' || t.code || to_char(t.biz_date, 'YYYYMMDD') || lpad(t.n::text, 4, '0'), t.branch_id, t.biz_date, t.sale_time,
      null, t.qty * i.retail_price, 0, 1, false
    from m2_ticket t join item i on i.merchant_id = ${M2} and i.code = 'XF' || t.item_no`);
  await run(tx, `insert into sale_line (merchant_id, ticket_id, branch_id, biz_date, channel, item_id, supplier_id, sell_way, qty,
      sale_price, sale_amount, discount_amount, cost_price, cost_amount, supplier_amount)
    select ${M2}, t.id, t.branch_id, t.biz_date, 0, i.id, i.main_supplier_id, 0, t.qty, i.retail_price, t.qty * i.retail_price, 0,
      i.purchase_price, t.qty * i.purchase_price, t.qty * i.purchase_price
    from m2_ticket t join item i on i.merchant_id = ${M2} and i.code = 'XF' || t.item_no`);
  await run(tx, `insert into sale_payment (merchant_id, ticket_id, branch_id, biz_date, pay_way, amount)
    select ${M2}, t.id, t.branch_id, t.biz_date, 2, t.amount from sale_ticket t where t.merchant_id = ${M2}`);
  // One negative and one short stock line per store, so every stock list of merchant 2 has its own rows.
  await run(tx, `insert into stock (branch_id, item_id, merchant_id, supplier_id, qty, cost_price, cost_amount, min_qty, max_qty, first_in_at, last_in_at, last_sale_at)
    select b.id, i.id, ${M2}, i.main_supplier_id, case when i.code = 'XF1' then -3 else 1 end, i.purchase_price,
      (case when i.code = 'XF1' then -3 else 1 end) * i.purchase_price, 5, 50, now() - interval '40 days', now() - interval '3 days', now() - interval '1 day'
    from branch b join item i on i.merchant_id = ${M2} where b.merchant_id = ${M2}`);
}
