import { businessTimeZone } from '../../lib/businessDay';
import { DEMO_SUPPLIERS } from './params';
import { showcase } from './orders';
import { MERCHANT_ID as M, personName } from './parties';
import { rint, rnd, run, sheetNo, type Tx } from './sqlkit';

// The first confirmed showcase order of each demo supplier stays without an ASN: the one a demo login ships.
// Slots are laid in the chain's time zone; a slot's number within its day is 0 … slotsADay.
const zone = `'${businessTimeZone}'`;
const slotsADay = '(extract(epoch from c.open_to - c.open_from) / 60 / c.slot_minutes)::int - 1';

const unshippedShow = showcase.findIndex(([st]) => st === 3) + 1;

/**
 * Delivery appointments (migration 018): every store's and the DC's dock capacity, and a realistic fortnight of
 * ASNs: the past week's deliveries received against their ASN (mostly on time, some late), expired orders whose
 * truck never came (no-shows), and the coming week's confirmed orders shipped and booked into slots.
 */
export async function seedDelivery(tx: Tx): Promise<void> {
  // Stores: hourly slots 07:00–17:00 sized by the store's floor; the DC: two-hour slots 06:00–18:00.
  await run(tx, `insert into dock_capacity (merchant_id, branch_id, slot_minutes, cases_per_slot, pallets_per_slot,
      open_from, open_to, closed_weekdays, cut_off_hours)
    select ${M}, b.id, case when b.type = 2 then 120 else 60 end,
      case when b.type = 2 then 2400 when coalesce(b.area_m2, 0) >= 5000 then 600 when coalesce(b.area_m2, 0) >= 1000 then 300 else 120 end,
      case when b.type = 2 then 40 when coalesce(b.area_m2, 0) >= 5000 then 12 when coalesce(b.area_m2, 0) >= 1000 then 6 else 3 end,
      case when b.type = 2 then '06:00'::time else '07:00'::time end, case when b.type = 2 then '18:00'::time else '17:00'::time end,
      '{}', case when b.type = 2 then 24 else 12 end
    from branch b where b.merchant_id = ${M} and b.type in (2, 3, 4)`);

  // Which orders were or will be shipped, with the slot they were booked into (status: 2 booked, 4 received, 6 no-show).
  await run(tx, `create temp table asn_plan on commit drop as
    select h.id as order_id, h.supplier_id, h.receive_branch_id as branch_id, h.branch_code, 2 as status,
      (coalesce(h.promised_date, h.expected_date) + c.open_from + ${rint('h.id', 301, 0, slotsADay)} * (c.slot_minutes * interval '1 minute')) at time zone ${zone} as slot_start,
      c.slot_minutes, null::timestamptz as in_time, null::bigint as in_id
    from po_head h join dock_capacity c on c.branch_id = h.receive_branch_id
    where h.status = 3 and coalesce(h.promised_date, h.expected_date) between current_date and current_date + 6
      and (${rnd('h.id', 300)} < 0.6 or h.show_no is not null)
      and not (h.show_no = ${unshippedShow} and h.supplier_id <= ${DEMO_SUPPLIERS})`);
  // Received last week: the slot the truck came in (20 minutes before the receipt), or (15%) the one before it, missed.
  await run(tx, `insert into asn_plan
    select h.id, h.supplier_id, x.branch_id, h.branch_code, 4,
      (v.day + c.open_from + greatest(v.k - case when v.k >= 1 and ${rnd('h.id', 302)} < 0.15 then 1 else 0 end, 0)
        * (c.slot_minutes * interval '1 minute')) at time zone ${zone},
      c.slot_minutes, x.in_time, x.id
    from in_head x join po_head h on h.id = x.order_id join dock_capacity c on c.branch_id = x.branch_id
    cross join lateral (select (x.in_time - interval '20 minutes') at time zone ${zone} as local) t
    cross join lateral (select t.local::date as day,
      least(floor(extract(epoch from t.local::time - c.open_from) / 60 / c.slot_minutes)::int, ${slotsADay}) as k) v
    where x.status = 1 and x.in_time >= current_date - 7 and x.in_time < current_date and ${rnd('h.id', 303)} < 0.8`);
  // No-shows: a third of last week's expired orders had a booked truck that never came.
  await run(tx, `insert into asn_plan
    select h.id, h.supplier_id, h.receive_branch_id, h.branch_code, 6,
      (h.expected_date + c.open_from + ${rint('h.id', 304, 0, slotsADay)} * (c.slot_minutes * interval '1 minute')) at time zone ${zone},
      c.slot_minutes, null, null
    from po_head h join dock_capacity c on c.branch_id = h.receive_branch_id
    where h.status = 8 and h.expected_date between current_date - 7 and current_date - 1 and ${rnd('h.id', 305)} < 0.33`);

  await run(tx, `create temp table asn_head on commit drop as
    select row_number() over (order by p.slot_start, p.order_id)::bigint as id, p.*,
      p.slot_start + p.slot_minutes * interval '1 minute' as slot_end,
      row_number() over (partition by p.branch_id, (p.slot_start at time zone ${zone})::date order by p.slot_start, p.order_id) as seq
    from asn_plan p`);
  await run(tx, `create temp table asn_ln on commit drop as
    select h.id as asn_id, row_number() over (partition by h.id order by l.line_no)::int as line_no, l.order_id, l.id as order_line_id,
      l.item_id, q.qty, il.qty as received_qty, i.shelf_life_days as shelf,
      coalesce(il.batch_no, case when i.shelf_life_days > 0 then 'B' || to_char(h.slot_start::date - 3, 'YYMMDD') || lpad((l.id % 100)::text, 2, '0') end) as batch_no,
      coalesce(il.production_date, case when i.shelf_life_days > 0 then h.slot_start::date - ${rint('l.id', 306, 1, 'greatest(i.shelf_life_days / 6, 1)')} end) as production_date,
      coalesce(il.expiry_date, case when i.shelf_life_days > 0 then h.slot_start::date - ${rint('l.id', 306, 1, 'greatest(i.shelf_life_days / 6, 1)')} + i.shelf_life_days end) as expiry_date,
      ceil(q.qty / case when l.factor > 1 then l.factor else 12 end)::int as cases
    from asn_head h
    join purchase_order_line l on l.order_id = h.order_id
    join item i on i.id = l.item_id
    left join purchase_in_line il on il.in_id = h.in_id and il.order_line_id = l.id
    cross join lateral (select case when h.status = 2 then coalesce(l.confirmed_qty, 0) - l.received_qty
                                    else coalesce(l.confirmed_qty, l.order_qty) end as qty) q
    where q.qty > 0`);

  await run(tx, `create temp table asn_tot on commit drop as
    select asn_id, sum(cases)::int as cases, greatest(1, ceil(sum(cases) / 50.0))::int as pallets, sum(qty) as qty from asn_ln group by asn_id`);
  // The slots hold what was booked in them; a busy slot's room is widened to its load (seeded history may exceed it).
  await run(tx, `insert into dock_slot (merchant_id, branch_id, slot_start, slot_end, cases_cap, pallets_cap, cases_booked, pallets_booked)
    select ${M}, h.branch_id, h.slot_start, max(h.slot_end), greatest(max(c.cases_per_slot), sum(t.cases)), greatest(max(c.pallets_per_slot), sum(t.pallets)),
      sum(t.cases), sum(t.pallets)
    from asn_head h join asn_tot t on t.asn_id = h.id join dock_capacity c on c.branch_id = h.branch_id group by h.branch_id, h.slot_start`);
  await run(tx, `insert into asn (id, merchant_id, sheet_no, supplier_id, branch_id, status, slot_id, slot_start, slot_end, arrival, arrived_at,
      cases, pallets, total_qty, plate, driver, phone, created_at, updated_at, version)
    select h.id, ${M}, ${sheetNo('FH', 'h.branch_code', `(h.slot_start at time zone ${zone})::date - 1`, 'h.seq')},
      h.supplier_id, h.branch_id, h.status, ds.id, h.slot_start, h.slot_end,
      case h.status when 4 then case when h.in_time - interval '20 minutes' >= h.slot_end then 2 when h.in_time - interval '20 minutes' < h.slot_start then 4 else 1 end
        when 6 then 3 else 0 end,
      case when h.status = 4 then h.in_time - interval '20 minutes' end,
      t.cases, t.pallets, t.qty,
      '浙' || chr(65 + ${rint('h.id', 307, 0, 7)}) || lpad(${rint('h.id', 308, 10000, 99999)}::text, 5, '0'),
      ${personName('h.id', 309)}, '13' || lpad(${rint('h.id', 310, 100000000, 999999999)}::text, 9, '0'),
      h.slot_start - interval '1 day' - interval '3 hours', h.slot_start - interval '1 day', 1
    from asn_head h join asn_tot t on t.asn_id = h.id join dock_slot ds on ds.branch_id = h.branch_id and ds.slot_start = h.slot_start`);
  await run(tx, `insert into asn_line (merchant_id, supplier_id, asn_id, line_no, order_id, order_line_id, item_id, qty, batch_no,
      production_date, expiry_date, cases, received_qty)
    select ${M}, h.supplier_id, l.asn_id, l.line_no, l.order_id, l.order_line_id, l.item_id, l.qty, l.batch_no, l.production_date, l.expiry_date,
      l.cases, case when h.status = 4 then coalesce(l.received_qty, 0) end
    from asn_ln l join asn_head h on h.id = l.asn_id order by l.asn_id, l.line_no`);

  await run(tx, `update purchase_in p set asn_id = h.id from asn_head h where h.in_id = p.id`);
  await run(tx, `analyze dock_capacity, dock_slot, asn, asn_line`);
}
