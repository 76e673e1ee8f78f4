import { ID_AND_BIZ } from '../ddl';

// domain.md §2.5. sale_line is the big table (≈300k rows/day at load-test size); it carries supplier_id,
// sell_way and supplier_amount so joint-venture and consignment flows are plain filtered reads.
// It is not partitioned: at demo and benchmark sizes the (supplier_id, biz_date) index answers every
// supplier query; monthly range partitions can be attached later without changing any query.
export const salesDdl = `
create table sale_ticket (
  ${ID_AND_BIZ},
  ticket_no varchar(32) not null,
  branch_id bigint not null references branch(id),
  pos_id bigint,
  cashier_id bigint,
  biz_date date not null,
  sale_time timestamptz not null,
  member_id bigint,
  amount numeric(14,2) not null,
  discount numeric(14,2) not null default 0,
  item_count int not null,
  is_return boolean not null default false,
  unique (merchant_id, ticket_no)
);
create index sale_ticket_branch_time_idx on sale_ticket (branch_id, sale_time);
create index sale_ticket_date_idx on sale_ticket (biz_date, branch_id);
create index sale_ticket_member_idx on sale_ticket (member_id) where member_id is not null;

create table wholesale_customer (
  ${ID_AND_BIZ},
  code varchar(32) not null,
  name text not null,
  contact text,
  mobile text,
  unique (merchant_id, code)
);

create table wholesale_order (
  ${ID_AND_BIZ},
  sheet_no varchar(32) not null,
  branch_id bigint not null references branch(id),
  customer_id bigint not null references wholesale_customer(id),
  biz_date date not null,
  status smallint not null default 1,
  amount numeric(14,2) not null default 0,
  cost_amount numeric(14,2) not null default 0,
  unique (merchant_id, sheet_no)
);
comment on column wholesale_order.status is '0 draft, 1 audited, 9 cancelled';
create index wholesale_order_date_idx on wholesale_order (biz_date, branch_id);

create table sale_line (
  ${ID_AND_BIZ},
  ticket_id bigint,
  wholesale_id bigint,
  branch_id bigint not null,
  biz_date date not null,
  channel smallint not null,
  item_id bigint not null,
  supplier_id bigint not null,
  sell_way smallint not null,
  qty numeric(14,3) not null,
  sale_price numeric(14,4) not null,
  sale_amount numeric(14,2) not null,
  discount_amount numeric(14,2) not null default 0,
  cost_price numeric(14,4) not null,
  cost_amount numeric(14,2) not null,
  joint_rate numeric(5,4),
  supplier_amount numeric(14,2) not null
);
comment on column sale_line.channel is '0 retail, 1 wholesale';
comment on column sale_line.qty is 'negative on return tickets';
comment on column sale_line.supplier_amount is 'joint venture: sale_amount x (1 - joint_rate); consignment and buy-sell: qty x cost_price';
create index sale_line_supplier_date_idx on sale_line (supplier_id, biz_date);
create index sale_line_date_branch_idx on sale_line (biz_date, branch_id);
create index sale_line_ticket_idx on sale_line (ticket_id);

create table sale_payment (
  ${ID_AND_BIZ},
  ticket_id bigint not null,
  branch_id bigint not null,
  biz_date date not null,
  pay_way smallint not null,
  amount numeric(14,2) not null
);
comment on column sale_payment.pay_way is '1 cash, 2 wechat, 3 alipay, 4 bank card, 5 stored value, 6 gift card, 7 coupon, 8 points';
create index sale_payment_ticket_idx on sale_payment (ticket_id);
create index sale_payment_date_idx on sale_payment (biz_date, branch_id);
`;
