import { BIZ, ID_AND_BIZ } from '../ddl';

// domain.md §2.1 plus the login/session tables the session API needs.
export const partiesDdl = `
create table merchant (
  id bigserial primary key,
  code varchar(32) not null unique,
  name text not null,
  km_yunfan_subscribed boolean not null default false,
  recon_auto_confirm boolean not null default true,
  recon_confirm_days int not null default 7,
  settings jsonb not null default '{}',
  status smallint not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version int not null default 0
);
comment on column merchant.recon_auto_confirm is 'reconciliation auto-confirms when its deadline passes (domain.md decision)';

create table branch (
  ${ID_AND_BIZ},
  code varchar(16) not null,
  name text not null,
  short_name text,
  type smallint not null,
  parent_id bigint references branch(id),
  region text,
  address text,
  area_m2 int,
  contact text,
  phone text,
  status smallint not null default 0,
  unique (merchant_id, code)
);
comment on column branch.type is '0 HQ, 1 region, 2 DC, 3 self-run store, 4 franchise store';

create table branch_group (
  ${ID_AND_BIZ},
  code varchar(16) not null,
  name text not null,
  branch_ids bigint[] not null default '{}',
  unique (merchant_id, code)
);

create table supplier (
  ${ID_AND_BIZ},
  code varchar(32) not null,
  name text not null,
  short_name text,
  sell_way smallint not null default 0,
  joint_rate numeric(5,4),
  settle_way smallint not null default 2,
  settle_days int,
  tax_no text,
  bank_name text,
  bank_account text,
  contact text,
  mobile text,
  address text,
  status smallint not null default 0,
  unique (merchant_id, code)
);
comment on column supplier.sell_way is '0 经销 buy-sell, 1 联营 joint venture, 2 代销 consignment, 3 租赁 lease';
comment on column supplier.settle_way is '0 ad-hoc, 1 COD, 2 N-day term, 3 fixed day';
comment on column supplier.status is '0 active, 1 frozen, 9 terminated';

create table supplier_qualification (
  ${ID_AND_BIZ},
  supplier_id bigint not null references supplier(id),
  qual_type smallint not null,
  name text not null,
  cert_no text,
  valid_from date,
  valid_to date,
  image_url text,
  status smallint not null default 0
);
comment on column supplier_qualification.qual_type is '0 business licence, 1 food licence, 2 brand authorisation, 3 inspection report, 9 other';
comment on column supplier_qualification.status is '0 valid, 1 expiring soon, 2 expired';
create index supplier_qualification_supplier_idx on supplier_qualification (supplier_id, valid_to);

create table supplier_user (
  ${ID_AND_BIZ},
  mobile varchar(32) not null unique,
  password_hash text not null,
  name text not null,
  status smallint not null default 0,
  failed_count int not null default 0,
  last_login_at timestamptz,
  password_changed_at timestamptz,
  last_supplier_id bigint references supplier(id)
);
comment on column supplier_user.status is '0 active, 1 locked, 9 disabled';

create table supplier_user_link (
  user_id bigint not null references supplier_user(id) on delete cascade,
  supplier_id bigint not null references supplier(id),
  ${BIZ},
  role smallint not null default 0,
  is_default boolean not null default false,
  primary key (user_id, supplier_id)
);
comment on column supplier_user_link.role is '0 admin, 1 sales, 2 finance';
create index supplier_user_link_supplier_idx on supplier_user_link (supplier_id);

create table merchant_user (
  ${ID_AND_BIZ},
  login_name varchar(64) not null unique,
  mobile varchar(32),
  name text not null,
  role text not null,
  branch_scope bigint[],
  password_hash text not null,
  status smallint not null default 0,
  failed_count int not null default 0,
  last_login_at timestamptz
);
comment on column merchant_user.role is 'admin (boss side) | buyer | finance';
comment on column merchant_user.branch_scope is 'null = all branches';
create index merchant_user_mobile_idx on merchant_user (mobile);

create table user_session (
  id bigserial primary key,
  token_hash text not null unique,
  user_kind smallint not null check (user_kind in (1, 2, 3)),
  user_id bigint not null,
  merchant_id bigint not null,
  supplier_id bigint references supplier(id),
  roles text[] not null default '{}',
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  revoke_reason text,
  ip text,
  user_agent text
);
comment on column user_session.user_kind is '1 supplier, 2 buyer, 3 boss';
comment on column user_session.roles is 'role names of the user for the chosen supplier or merchant';
create index user_session_user_idx on user_session (user_kind, user_id) where revoked_at is null;

create table login_attempt (
  id bigserial primary key,
  account text not null,
  ip text,
  success boolean not null,
  at timestamptz not null default now()
);
create index login_attempt_account_idx on login_attempt (account, at desc);
create index login_attempt_ip_idx on login_attempt (ip, at desc);

create table captcha (
  id text primary key,
  answer_hash text not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

create table column_setting (
  user_kind smallint not null,
  user_id bigint not null,
  page_id text not null,
  settings jsonb not null,
  updated_at timestamptz not null default now(),
  primary key (user_kind, user_id, page_id)
);
comment on column column_setting.user_kind is '1 supplier, 2 buyer, 3 boss (as user_session.user_kind)';

-- Next number per document prefix, branch and day, so new sheet numbers never collide with seeded ones.
create table sheet_counter (
  merchant_id bigint not null,
  prefix varchar(4) not null,
  branch_code varchar(16) not null,
  day date not null,
  last_seq int not null,
  primary key (merchant_id, prefix, branch_code, day)
);
`;
