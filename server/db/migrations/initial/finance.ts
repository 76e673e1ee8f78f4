import { BIZ, ID_AND_BIZ, supplierListIndexes } from '../ddl';

// domain.md §2.4: fees, reconciliation statements, settlements, prepayments and the payable ledger.
export const financeDdl = `
create table supplier_fee (
  ${ID_AND_BIZ},
  sheet_no varchar(32),
  supplier_id bigint not null references supplier(id),
  branch_id bigint references branch(id),
  fee_type smallint not null,
  fee_name text not null,
  amount numeric(14,2) not null,
  biz_date date not null,
  status smallint not null default 1,
  reconciliation_id bigint,
  settlement_id bigint,
  remark text
);
comment on column supplier_fee.fee_type is '1 进场费 listing, 2 条码费 barcode, 3 陈列费 display, 4 堆头费 end-cap, 5 促销费 promotion, 6 店庆赞助 anniversary, 7 损耗扣款 shrinkage, 8 物流费 logistics, 9 其他 other';
comment on column supplier_fee.status is '0 draft, 1 effective, 9 cancelled';
create index supplier_fee_supplier_idx on supplier_fee (supplier_id, biz_date desc, id desc);

create table reconciliation (
  ${ID_AND_BIZ},
  sheet_no varchar(32) not null,
  supplier_id bigint not null references supplier(id),
  branch_id bigint references branch(id),
  period_start date not null,
  period_end date not null,
  status smallint not null default 0,
  in_amount numeric(14,2) not null default 0,
  out_amount numeric(14,2) not null default 0,
  joint_sale_amount numeric(14,2) not null default 0,
  joint_deduct_amount numeric(14,2) not null default 0,
  consign_amount numeric(14,2) not null default 0,
  fee_amount numeric(14,2) not null default 0,
  payable_amount numeric(14,2) not null default 0,
  deadline date,
  supplier_confirmed_at timestamptz,
  supplier_confirmed_by bigint,
  dispute_reason text,
  verified_by bigint,
  verified_at timestamptz,
  remark text,
  unique (merchant_id, sheet_no)
);
comment on column reconciliation.status is '0 pending supplier confirmation, 1 confirmed, 2 disputed, 3 verified, 4 settled, 9 void';
comment on column reconciliation.payable_amount is 'in - out + joint_sale - joint_deduct + consign - fee';
${supplierListIndexes('reconciliation', 'period_end')};

create table reconciliation_line (
  ${ID_AND_BIZ},
  recon_id bigint not null references reconciliation(id) on delete cascade,
  source_type smallint not null,
  source_id bigint,
  source_no varchar(32),
  biz_date date not null,
  branch_id bigint,
  amount numeric(14,2) not null,
  tax_amount numeric(14,2) not null default 0
);
comment on column reconciliation_line.source_type is '1 IN receipt, 2 OUT return (negative amount), 3 JOINT_SALE, 4 CONSIGN_SALE, 5 FEE (negative amount)';
create index reconciliation_line_recon_idx on reconciliation_line (recon_id, source_type);

create table settlement (
  ${ID_AND_BIZ},
  sheet_no varchar(32) not null,
  supplier_id bigint not null references supplier(id),
  status smallint not null default 0,
  settle_date date not null,
  period_start date,
  period_end date,
  settle_amount numeric(14,2) not null default 0,
  fee_deduct numeric(14,2) not null default 0,
  prepay_offset numeric(14,2) not null default 0,
  net_payable numeric(14,2) not null default 0,
  invoice_required numeric(14,2) not null default 0,
  invoiced_amount numeric(14,2) not null default 0,
  paid_amount numeric(14,2) not null default 0,
  pay_due_date date,
  paid_at timestamptz,
  invoice_reject_reason text,
  audited_by bigint,
  audited_at timestamptz,
  remark text,
  unique (merchant_id, sheet_no)
);
comment on column settlement.status is '0 draft, 1 awaiting invoice, 2 invoices submitted, 3 invoices verified, 4 partially paid, 5 paid, 9 void';
comment on column settlement.net_payable is 'settle_amount - fee_deduct - prepay_offset';
${supplierListIndexes('settlement', 'settle_date')};

create table settlement_recon (
  settlement_id bigint not null references settlement(id) on delete cascade,
  recon_id bigint not null references reconciliation(id),
  ${BIZ},
  primary key (settlement_id, recon_id)
);
create index settlement_recon_recon_idx on settlement_recon (recon_id);

create table settlement_invoice (
  ${ID_AND_BIZ},
  settlement_id bigint not null references settlement(id) on delete cascade,
  supplier_id bigint not null,
  invoice_type smallint not null,
  invoice_code varchar(32),
  invoice_no varchar(32) not null,
  invoice_date date not null,
  amount_ex_tax numeric(14,2) not null,
  tax_rate numeric(4,2) not null default 0.13,
  tax_amount numeric(14,2) not null,
  amount numeric(14,2) not null,
  image_url text,
  verify_status smallint not null default 0,
  reject_reason text
);
comment on column settlement_invoice.invoice_type is '0 VAT special, 1 VAT normal, 2 e-invoice';
comment on column settlement_invoice.verify_status is '0 pending, 1 ok, 2 rejected';
create index settlement_invoice_settlement_idx on settlement_invoice (settlement_id);

create table settlement_voucher (
  ${ID_AND_BIZ},
  settlement_id bigint not null references settlement(id) on delete cascade,
  supplier_id bigint not null,
  pay_no varchar(32) not null,
  pay_method smallint not null,
  amount numeric(14,2) not null,
  paid_at timestamptz not null,
  image_url text
);
comment on column settlement_voucher.pay_method is '0 bank transfer, 1 acceptance bill, 2 cash, 3 offset';
create index settlement_voucher_settlement_idx on settlement_voucher (settlement_id);

create table prepayment (
  ${ID_AND_BIZ},
  sheet_no varchar(32) not null,
  supplier_id bigint not null references supplier(id),
  amount numeric(14,2) not null,
  used_amount numeric(14,2) not null default 0,
  paid_at timestamptz,
  status smallint not null default 0,
  remark text,
  unique (merchant_id, sheet_no)
);
comment on column prepayment.status is '0 draft, 1 paid (available), 2 used up, 9 void';
create index prepayment_supplier_idx on prepayment (supplier_id, created_at desc);

-- Running balance per supplier of what the chain owes: credit raises it (IN, JOINT, CONSIGN), debit lowers it
-- (OUT, FEE, PAY, PREPAY); balance = running sum of credit - debit in (biz_date, id) order.
create table payable_flow (
  ${ID_AND_BIZ},
  supplier_id bigint not null references supplier(id),
  branch_id bigint,
  biz_date date not null,
  biz_type smallint not null,
  ref_no varchar(32),
  debit numeric(14,2) not null default 0,
  credit numeric(14,2) not null default 0,
  balance numeric(14,2) not null default 0,
  remark text
);
comment on column payable_flow.biz_type is '1 IN, 2 OUT, 3 JOINT, 4 CONSIGN, 5 FEE, 6 SETTLE, 7 PAY, 8 PREPAY, 9 PREPAY_OFFSET';
create index payable_flow_supplier_idx on payable_flow (supplier_id, biz_date desc, id desc);
`;
