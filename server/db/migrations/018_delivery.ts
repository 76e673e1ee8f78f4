import { sql, type Kysely } from 'kysely';
import { BIZ, ID_AND_BIZ, dropTables, statements, supplierListIndexes } from './ddl';

/*
 * Delivery appointments and advance shipping notices (ASN, 发货通知 / 预约送货).
 * - dock_capacity: a branch's receiving dock: slot length, room per slot (cases and pallets), opening hours, closed
 *   weekdays and dates, and the cut-off (hours before a slot after which the supplier can no longer change it).
 * - dock_slot: one slot of one branch, written when it is first booked, with the room it had then and what is booked
 *   in it. The checks hold the booked volume within the room: two bookings racing for the last room cannot both
 *   land, whatever the application does (the second update violates the check or finds the row changed).
 * - asn, asn_line: what the supplier ships against confirmed order lines (quantity, batch, dates, cases); the
 *   booked slot is kept on the ASN as booked (slot_start/slot_end), with the arrival at the gate and the chain's
 *   reason when it moved or refused the booking.
 * - purchase_in.asn_id: the receipt that received an ASN's goods, so received can be compared with shipped.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const s of statements(`
create table dock_capacity (
  ${ID_AND_BIZ},
  branch_id bigint not null unique references branch(id),
  slot_minutes smallint not null default 60 check (slot_minutes between 15 and 240),
  cases_per_slot integer not null check (cases_per_slot between 0 and 100000),
  pallets_per_slot integer not null check (pallets_per_slot between 0 and 1000),
  open_from time not null default '07:00',
  open_to time not null default '17:00',
  closed_weekdays smallint[] not null default '{}',
  closed_dates date[] not null default '{}',
  cut_off_hours smallint not null default 12 check (cut_off_hours between 0 and 72),
  check (open_to > open_from)
);
create table dock_slot (
  id bigserial primary key,
  ${BIZ},
  branch_id bigint not null references branch(id),
  slot_start timestamptz not null,
  slot_end timestamptz not null,
  cases_cap integer not null,
  pallets_cap integer not null,
  cases_booked integer not null default 0,
  pallets_booked integer not null default 0,
  unique (branch_id, slot_start),
  check (slot_end > slot_start),
  constraint dock_slot_cases_within_room check (cases_booked between 0 and cases_cap),
  constraint dock_slot_pallets_within_room check (pallets_booked between 0 and pallets_cap)
);
create table asn (
  ${ID_AND_BIZ},
  sheet_no varchar(32) not null,
  supplier_id bigint not null references supplier(id),
  branch_id bigint not null references branch(id),
  status smallint not null default 1,
  slot_id bigint references dock_slot(id),
  slot_start timestamptz,
  slot_end timestamptz,
  arrival smallint not null default 0,
  arrived_at timestamptz,
  cases integer not null default 0 check (cases >= 0),
  pallets integer not null default 0 check (pallets >= 0),
  total_qty numeric(14,3) not null default 0,
  plate varchar(16),
  driver varchar(32),
  phone varchar(20),
  remark text,
  chain_reason text,
  cancelled_at timestamptz,
  unique (merchant_id, sheet_no),
  constraint asn_booked_has_slot check (status <> 2 or slot_id is not null)
);
${supplierListIndexes('asn', 'created_at')};
create index asn_branch_slot_idx on asn (branch_id, slot_start);
create index asn_slot_idx on asn (slot_id) where slot_id is not null;
create table asn_line (
  id bigserial primary key,
  merchant_id bigint not null,
  asn_id bigint not null references asn(id) on delete cascade,
  line_no integer not null,
  order_id bigint not null references purchase_order(id),
  order_line_id bigint not null references purchase_order_line(id),
  item_id bigint not null references item(id),
  qty numeric(14,3) not null check (qty > 0),
  batch_no varchar(32),
  production_date date,
  expiry_date date,
  cases integer not null default 0 check (cases >= 0),
  received_qty numeric(14,3),
  unique (asn_id, line_no),
  check (expiry_date is null or production_date is null or expiry_date >= production_date)
);
create index asn_line_order_line_idx on asn_line (order_line_id);
alter table purchase_in add column asn_id bigint references asn(id);
create index purchase_in_asn_idx on purchase_in (asn_id) where asn_id is not null;
comment on column asn.status is '1 awaiting a slot, 2 booked, 3 arrived, 4 received, 6 no-show, 9 cancelled (enum asnStatus)';
comment on column asn.arrival is '0 not yet, 1 on time (within the booked slot), 2 late, 3 no-show, 4 early (enum asnArrival)';
comment on column asn.chain_reason is 'why the chain moved or refused the booking, shown to the supplier';
comment on column dock_capacity.closed_weekdays is 'ISO weekdays (1 Monday … 7 Sunday) the dock does not receive';
comment on column dock_capacity.cut_off_hours is 'hours before a slot starts after which its ASN and booking no longer change';
`)) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists purchase_in_asn_idx`.execute(db);
  await sql`alter table purchase_in drop column if exists asn_id`.execute(db);
  await dropTables(db, 'asn_line', 'asn', 'dock_slot', 'dock_capacity');
}
