import { BIZ, ID_AND_BIZ } from '../ddl';

// domain.md §2.2: item master, packages, supplier ranging, stock and its movements.
export const itemsDdl = `
create table unit (
  ${ID_AND_BIZ},
  name text not null,
  unique (merchant_id, name)
);

create table item_category (
  ${ID_AND_BIZ},
  parent_id bigint references item_category(id),
  code varchar(16) not null,
  name text not null,
  level smallint not null check (level between 1 and 3),
  unique (merchant_id, code)
);
create index item_category_parent_idx on item_category (parent_id);

create table brand (
  ${ID_AND_BIZ},
  name text not null,
  unique (merchant_id, name)
);

create table item (
  ${ID_AND_BIZ},
  code varchar(32) not null,
  barcode varchar(32) not null,
  plu_code varchar(6),
  name text not null,
  short_name text,
  pinyin text,
  spec text,
  unit text not null,
  category_id bigint not null references item_category(id),
  brand_id bigint references brand(id),
  main_supplier_id bigint references supplier(id),
  sell_way smallint not null default 0,
  is_weighed boolean not null default false,
  purchase_price numeric(14,4) not null default 0,
  retail_price numeric(14,4) not null default 0,
  member_price numeric(14,4),
  wholesale_price numeric(14,4),
  delivery_price numeric(14,4),
  input_tax_rate numeric(4,2) not null default 0.13,
  output_tax_rate numeric(4,2) not null default 0.13,
  shelf_life_days int,
  warn_days int,
  storage_method smallint not null default 0,
  origin text,
  status smallint not null default 0,
  source_application_id bigint,
  unique (merchant_id, code),
  unique (merchant_id, barcode),
  unique (merchant_id, plu_code)
);
comment on column item.storage_method is '0 ambient, 1 chilled, 2 frozen';
comment on column item.status is '0 active, 1 purchase-stopped, 2 sale-stopped, 9 retired';
comment on column item.input_tax_rate is 'fraction: 0.13 = 13%';
create index item_category_idx on item (category_id);
create index item_main_supplier_idx on item (main_supplier_id);
create index item_name_idx on item (merchant_id, name);

create table item_package (
  ${ID_AND_BIZ},
  item_id bigint not null references item(id) on delete cascade,
  barcode varchar(32),
  unit text not null,
  factor numeric(14,3) not null,
  purchase_price numeric(14,4),
  retail_price numeric(14,4),
  is_default_purchase boolean not null default false
);
create index item_package_item_idx on item_package (item_id);

-- branch_id null = the supplier's price for every branch; a row with a branch overrides it.
create table item_supplier (
  ${ID_AND_BIZ},
  item_id bigint not null references item(id) on delete cascade,
  supplier_id bigint not null references supplier(id),
  branch_id bigint references branch(id),
  purchase_price numeric(14,4),
  joint_rate numeric(5,4),
  sell_way smallint not null default 0,
  is_main boolean not null default false
);
create unique index item_supplier_key_idx on item_supplier (item_id, supplier_id, coalesce(branch_id, 0));
create index item_supplier_supplier_idx on item_supplier (supplier_id, item_id);

create table item_location (
  branch_id bigint not null references branch(id),
  item_id bigint not null references item(id) on delete cascade,
  ${BIZ},
  location_code varchar(32) not null,
  primary key (branch_id, item_id, location_code)
);
create index item_location_item_idx on item_location (item_id);

-- supplier_id is the item's main supplier at this branch, copied here so supplier stock pages need no join.
create table stock (
  branch_id bigint not null references branch(id),
  item_id bigint not null references item(id),
  ${BIZ},
  supplier_id bigint,
  qty numeric(14,3) not null default 0,
  cost_price numeric(14,4) not null default 0,
  cost_amount numeric(14,2) not null default 0,
  min_qty numeric(14,3),
  max_qty numeric(14,3),
  first_in_at timestamptz,
  last_in_at timestamptz,
  last_sale_at timestamptz,
  primary key (branch_id, item_id)
);
create index stock_item_idx on stock (item_id);
create index stock_supplier_idx on stock (supplier_id, item_id);

create table stock_flow (
  ${ID_AND_BIZ},
  branch_id bigint not null,
  item_id bigint not null,
  supplier_id bigint,
  biz_type smallint not null,
  sheet_no varchar(32),
  qty numeric(14,3) not null,
  price numeric(14,4) not null default 0,
  amount numeric(14,2) not null default 0,
  occurred_at timestamptz not null
);
comment on column stock_flow.biz_type is '70 purchase-in, 80 purchase-return, 50 sale, 30/32 transfer out/in, 40/42 stock-take gain/loss';
create index stock_flow_item_idx on stock_flow (item_id, branch_id, occurred_at desc);
create index stock_flow_sheet_idx on stock_flow (sheet_no);
`;
