import { ID_AND_BIZ, supplierListIndexes } from '../ddl';

// domain.md §2.6: supplier workflows (new items, feedback), the shared audit trail, members, cards, devices.
export const workflowDdl = `
create table new_item_application (
  ${ID_AND_BIZ},
  sheet_no varchar(32) not null,
  supplier_id bigint not null references supplier(id),
  status smallint not null default 0,
  name text not null,
  barcode varchar(32),
  plu_code varchar(6),
  spec text,
  unit text,
  category_id bigint references item_category(id),
  brand text,
  purchase_price numeric(14,4),
  suggest_retail_price numeric(14,4),
  input_tax_rate numeric(4,2),
  output_tax_rate numeric(4,2),
  shelf_life_days int,
  storage_method smallint,
  origin text,
  is_weighed boolean not null default false,
  packagings jsonb not null default '[]',
  images text[] not null default '{}',
  branch_scope bigint[],
  remark text,
  submitted_at timestamptz,
  reviewer_id bigint,
  reviewed_at timestamptz,
  reject_reason text,
  created_item_id bigint references item(id),
  unique (merchant_id, sheet_no)
);
comment on column new_item_application.status is '0 draft, 1 submitted, 2 approved, 3 rejected, 4 withdrawn';
comment on column new_item_application.packagings is '[{ unit, factor, barcode, purchasePrice }]';
${supplierListIndexes('new_item_application', 'created_at')};
create index new_item_application_barcode_idx on new_item_application (merchant_id, barcode);

create table approval_log (
  ${ID_AND_BIZ},
  doc_type text not null,
  doc_id bigint not null,
  from_status smallint,
  to_status smallint not null,
  actor_type text not null check (actor_type in ('supplier','buyer','system')),
  actor_id bigint,
  comment text,
  at timestamptz not null default now()
);
comment on column approval_log.doc_type is 'table name of the document: purchase_order, purchase_out, reconciliation, settlement, new_item_application, self_replenish, feedback';
create index approval_log_doc_idx on approval_log (doc_type, doc_id, at);

create table feedback (
  ${ID_AND_BIZ},
  supplier_id bigint references supplier(id),
  submitter_type text not null,
  submitter_id bigint not null,
  category smallint not null,
  title text,
  content text not null,
  images text[] not null default '{}',
  contact text,
  status smallint not null default 0,
  reply text,
  replied_by bigint,
  replied_at timestamptz,
  closed_at timestamptz
);
comment on column feedback.category is '0 system problem, 1 orders, 2 finance, 3 goods, 4 suggestion, 9 other';
comment on column feedback.status is '0 pending, 1 in progress, 2 replied, 3 closed';
create index feedback_supplier_idx on feedback (supplier_id, created_at desc, id desc);
create index feedback_submitter_idx on feedback (submitter_type, submitter_id, created_at desc);

create table member_level (
  ${ID_AND_BIZ},
  name text not null,
  discount numeric(5,4) not null default 1,
  min_points int not null default 0
);

create table member (
  ${ID_AND_BIZ},
  card_no varchar(32) not null,
  mobile varchar(32),
  name text,
  level_id bigint references member_level(id),
  reg_branch_id bigint references branch(id),
  reg_at timestamptz not null,
  points int not null default 0,
  balance numeric(14,2) not null default 0,
  status smallint not null default 0,
  unique (merchant_id, card_no)
);
comment on column member.status is '0 active, 1 frozen, 9 cancelled';
create index member_mobile_idx on member (merchant_id, mobile);
create index member_reg_idx on member (reg_at);

create table recharge (
  ${ID_AND_BIZ},
  member_id bigint not null references member(id),
  branch_id bigint not null references branch(id),
  amount numeric(14,2) not null,
  bonus_amount numeric(14,2) not null default 0,
  pay_way smallint not null,
  at timestamptz not null,
  operator_id bigint
);
create index recharge_member_idx on recharge (member_id);
create index recharge_at_idx on recharge (at, branch_id);

create table stored_card (
  ${ID_AND_BIZ},
  card_no varchar(32) not null,
  card_type text not null check (card_type in ('stored_value','gift')),
  face_value numeric(14,2) not null,
  balance numeric(14,2) not null,
  status smallint not null default 0,
  member_id bigint references member(id),
  issued_branch_id bigint references branch(id),
  issued_at timestamptz not null,
  unique (merchant_id, card_no)
);
comment on column stored_card.status is '0 active, 1 frozen, 2 used up, 9 void';

create table card_txn (
  ${ID_AND_BIZ},
  card_id bigint not null references stored_card(id),
  type text not null check (type in ('issue','recharge','consume','refund')),
  amount numeric(14,2) not null,
  branch_id bigint,
  ticket_id bigint,
  at timestamptz not null
);
create index card_txn_card_idx on card_txn (card_id, at);
create index card_txn_at_idx on card_txn (at);

create table device (
  ${ID_AND_BIZ},
  branch_id bigint not null references branch(id),
  type text not null check (type in ('POS','SCALE','SELF_CHECKOUT','CAMERA')),
  sn varchar(64) not null,
  name text not null,
  status smallint not null default 0,
  bound boolean not null default true,
  ai_enabled boolean not null default false,
  last_heartbeat timestamptz,
  live_url text,
  unique (merchant_id, sn)
);
comment on column device.status is '0 online, 1 offline, 2 fault';
create index device_branch_idx on device (branch_id, type);
`;
