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
