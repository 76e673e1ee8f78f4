import { DOC_TOTALS, ID_AND_BIZ, LINE_PRICE, RECON_LINK, supplierListIndexes } from '../ddl';

// domain.md §2.3. List pages page by (supplier, date desc, id desc), so each header has that index,
// with and without the status in front for the status tabs.
export const purchasingDdl = `
create table purchase_order (
  ${ID_AND_BIZ},
  sheet_no varchar(32) not null,
  supplier_id bigint not null references supplier(id),
  order_branch_id bigint not null references branch(id),
  receive_branch_id bigint not null references branch(id),
  type smallint not null default 0,
  source smallint not null default 0,
  source_id bigint,
  status smallint not null default 0,
  receive_status smallint not null default 0,
  order_date date not null,
  expected_date date not null,
  promised_date date,
  audited_at timestamptz,
  confirmed_at timestamptz,
  confirmed_by bigint,
  confirm_remark text,
  reject_reason text,
  closed_at timestamptz,
  ${DOC_TOTALS},
  buyer_id bigint,
  remark text,
  unique (merchant_id, sheet_no)
);
comment on column purchase_order.status is '0 draft, 1 pending audit, 2 awaiting supplier confirmation, 3 confirmed, 4 rejected, 5 partially received, 6 completed, 8 expired, 9 cancelled';
comment on column purchase_order.receive_status is '0 none, 1 partial, 2 full';
comment on column purchase_order.type is '0 store direct, 1 DC central, 2 cross-dock';
comment on column purchase_order.source is '0 manual, 1 self_replenish, 2 auto';
${supplierListIndexes('purchase_order', 'order_date', '_date')};
create index purchase_order_supplier_expected_idx on purchase_order (supplier_id, expected_date);
create index purchase_order_merchant_date_idx on purchase_order (merchant_id, order_date desc, id desc);

create table purchase_order_line (
  ${ID_AND_BIZ},
  order_id bigint not null references purchase_order(id) on delete cascade,
  line_no int not null,
  item_id bigint not null,
  barcode varchar(32),
  name text not null,
  spec text,
  unit text,
  factor numeric(14,3) not null default 1,
  order_qty numeric(14,3) not null,
  confirmed_qty numeric(14,3),
  received_qty numeric(14,3) not null default 0,
  returned_qty numeric(14,3) not null default 0,
  ${LINE_PRICE},
  gift_flag boolean not null default false,
  promised_date date,
  remark text
);
create index purchase_order_line_order_idx on purchase_order_line (order_id, line_no);
create index purchase_order_line_item_idx on purchase_order_line (item_id);

create table purchase_in (
  ${ID_AND_BIZ},
  sheet_no varchar(32) not null,
  order_id bigint references purchase_order(id),
  supplier_id bigint not null references supplier(id),
  branch_id bigint not null references branch(id),
  status smallint not null default 0,
  in_time timestamptz not null,
  ${DOC_TOTALS},
  ${RECON_LINK},
  audited_by bigint,
  audited_at timestamptz,
  remark text,
  unique (merchant_id, sheet_no)
);
comment on column purchase_in.status is '0 draft, 1 audited, 9 reversed';
comment on column purchase_in.recon_status is '0 open, 1 in statement, 2 settled';
${supplierListIndexes('purchase_in', 'in_time', '_time')};
create index purchase_in_order_idx on purchase_in (order_id);
create index purchase_in_recon_idx on purchase_in (reconciliation_id);

create table purchase_in_line (
  ${ID_AND_BIZ},
  in_id bigint not null references purchase_in(id) on delete cascade,
  line_no int not null,
  order_line_id bigint references purchase_order_line(id),
  item_id bigint not null,
  qty numeric(14,3) not null,
  gift_qty numeric(14,3) not null default 0,
  ${LINE_PRICE},
  batch_no text,
  production_date date,
  expiry_date date,
  shortage_qty numeric(14,3) not null default 0,
  damage_qty numeric(14,3) not null default 0
);
create index purchase_in_line_in_idx on purchase_in_line (in_id, line_no);
create index purchase_in_line_order_line_idx on purchase_in_line (order_line_id);

-- out_time is the document time; shipped_at is set when the goods leave (status 5).
create table purchase_out (
  ${ID_AND_BIZ},
  sheet_no varchar(32) not null,
  ref_in_id bigint references purchase_in(id),
  supplier_id bigint not null references supplier(id),
  branch_id bigint not null references branch(id),
  status smallint not null default 0,
  reason_code smallint not null default 0,
  reason text,
  out_time timestamptz not null,
  pickup_deadline date,
  supplier_confirmed_at timestamptz,
  supplier_confirmed_by bigint,
  supplier_reject_reason text,
  shipped_at timestamptz,
  ${DOC_TOTALS},
  ${RECON_LINK},
  remark text,
  unique (merchant_id, sheet_no)
);
comment on column purchase_out.status is '0 draft, 1 pending audit, 2 awaiting supplier confirmation, 3 supplier confirmed, 4 supplier rejected, 5 shipped out, 9 cancelled';
comment on column purchase_out.reason_code is '0 quality, 1 near expiry, 2 unsalable, 3 damaged, 4 wrong goods, 9 other';
comment on column purchase_out.recon_status is '0 open, 1 in statement, 2 settled';
${supplierListIndexes('purchase_out', 'out_time', '_time')};
create index purchase_out_ref_in_idx on purchase_out (ref_in_id);
create index purchase_out_recon_idx on purchase_out (reconciliation_id);

create table purchase_out_line (
  ${ID_AND_BIZ},
  out_id bigint not null references purchase_out(id) on delete cascade,
  line_no int not null,
  in_line_id bigint,
  item_id bigint not null,
  qty numeric(14,3) not null,
  ${LINE_PRICE},
  batch_no text
);
create index purchase_out_line_out_idx on purchase_out_line (out_id, line_no);

create table self_replenish (
  ${ID_AND_BIZ},
  sheet_no varchar(32) not null,
  supplier_id bigint not null references supplier(id),
  branch_id bigint not null references branch(id),
  status smallint not null default 0,
  total_qty numeric(14,3) not null default 0,
  total_amount numeric(14,2) not null default 0,
  expected_date date,
  remark text,
  submitted_at timestamptz,
  submitted_by bigint,
  reject_reason text,
  approved_by bigint,
  approved_at timestamptz,
  generated_po_id bigint references purchase_order(id),
  unique (merchant_id, sheet_no)
);
comment on column self_replenish.status is '0 draft, 1 awaiting approval, 2 approved, 3 rejected, 9 cancelled';
${supplierListIndexes('self_replenish', 'created_at')};

create table self_replenish_line (
  ${ID_AND_BIZ},
  req_id bigint not null references self_replenish(id) on delete cascade,
  line_no int not null,
  item_id bigint not null,
  stock_qty_snapshot numeric(14,3) not null default 0,
  avg_daily_sales numeric(14,3) not null default 0,
  suggest_qty numeric(14,3) not null default 0,
  apply_qty numeric(14,3) not null,
  approved_qty numeric(14,3),
  price numeric(14,4) not null,
  amount numeric(14,2) not null default 0
);
create index self_replenish_line_req_idx on self_replenish_line (req_id, line_no);
`;
