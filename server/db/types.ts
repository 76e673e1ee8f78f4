import type { ColumnType, Generated } from 'kysely';

/*
 * Kysely row types of every table created by migrations/001_initial.ts (domain.md §2).
 * How values come back from pg (parsers set in server/db/connect.ts):
 *  - int8 / bigserial ids → number (setTypeParser(20, Number)); bigint[] → number[] (parser 1016).
 *  - NUMERIC (money 14,2 · price 14,4 · qty 14,3 · rates) → string, so decimals stay exact; numbers are accepted on write.
 *  - DATE → 'YYYY-MM-DD' string (parser 1082), never a Date, so no time zone shifts a business day.
 *  - TIMESTAMPTZ → Date; ISO strings are accepted on write.
 *  - JSONB → parsed value; write it as a JSON string (pg would turn a JS array into a PG array literal).
 * Code values of status/type columns are in the doc comments (also COMMENT ON COLUMN in the database).
 */

export type Numeric = ColumnType<string, string | number, string | number>;
export type NumericDefault = ColumnType<string, string | number | undefined, string | number>;
export type DateString = ColumnType<string, string, string>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type TimestampDefault = ColumnType<Date, Date | string | undefined, Date | string>;
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type Json = ColumnType<JsonValue, string, string>;
export type JsonDefault = ColumnType<JsonValue, string | undefined, string>;

export interface MerchantTable {
  id: Generated<number>;
  code: string;
  name: string;
  km_yunfan_subscribed: Generated<boolean>;
  /** reconciliation auto-confirms when its deadline passes (domain.md decision) */
  recon_auto_confirm: Generated<boolean>;
  recon_confirm_days: Generated<number>;
  settings: JsonDefault;
  status: Generated<number>;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
}

export interface BranchTable {
  id: Generated<number>;
  merchant_id: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
  code: string;
  name: string;
  short_name: string | null;
  /** 0 HQ, 1 region, 2 DC, 3 self-run store, 4 franchise store */
  type: number;
  parent_id: number | null;
  region: string | null;
  address: string | null;
  area_m2: number | null;
  contact: string | null;
  phone: string | null;
  status: Generated<number>;
}

export interface BranchGroupTable {
  id: Generated<number>;
  merchant_id: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
  code: string;
  name: string;
  branch_ids: Generated<number[]>;
}

export interface SupplierTable {
  id: Generated<number>;
  merchant_id: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
  code: string;
  name: string;
  short_name: string | null;
  /** 0 经销 buy-sell, 1 联营 joint venture, 2 代销 consignment, 3 租赁 lease */
  sell_way: Generated<number>;
  joint_rate: Numeric | null;
  /** 0 ad-hoc, 1 COD, 2 N-day term, 3 fixed day */
  settle_way: Generated<number>;
  settle_days: number | null;
  tax_no: string | null;
  bank_name: string | null;
  bank_account: string | null;
  contact: string | null;
  mobile: string | null;
  address: string | null;
  /** 0 active, 1 frozen, 9 terminated */
  status: Generated<number>;
}

export interface SupplierQualificationTable {
  id: Generated<number>;
  merchant_id: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
  supplier_id: number;
  /** 0 business licence, 1 food licence, 2 brand authorisation, 3 inspection report, 9 other */
  qual_type: number;
  name: string;
  cert_no: string | null;
  valid_from: DateString | null;
  valid_to: DateString | null;
  image_url: string | null;
  /** 0 valid, 1 expiring soon, 2 expired */
  status: Generated<number>;
}

export interface SupplierUserTable {
  id: Generated<number>;
  merchant_id: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
  mobile: string;
  password_hash: string;
  name: string;
  /** 0 active, 1 locked, 9 disabled */
  status: Generated<number>;
  failed_count: Generated<number>;
  last_login_at: Timestamp | null;
  password_changed_at: Timestamp | null;
  last_supplier_id: number | null;
}

export interface SupplierUserLinkTable {
  user_id: number;
  supplier_id: number;
  merchant_id: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
  /** 0 admin, 1 sales, 2 finance */
  role: Generated<number>;
  is_default: Generated<boolean>;
}

export interface MerchantUserTable {
  id: Generated<number>;
  merchant_id: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
  login_name: string;
  mobile: string | null;
  name: string;
  /** admin (boss side) | buyer | finance */
  role: string;
  /** null = all branches */
  branch_scope: number[] | null;
  password_hash: string;
  status: Generated<number>;
  failed_count: Generated<number>;
  last_login_at: Timestamp | null;
}

export interface UserSessionTable {
  id: Generated<number>;
  token_hash: string;
  /** 1 supplier, 2 buyer, 3 boss */
  user_kind: number;
  user_id: number;
  merchant_id: number;
  supplier_id: number | null;
  /** role names of the user for the chosen supplier or merchant */
  roles: Generated<string[]>;
  created_at: TimestampDefault;
  last_seen_at: TimestampDefault;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  revoke_reason: string | null;
  ip: string | null;
  user_agent: string | null;
}

export interface LoginAttemptTable {
  id: Generated<number>;
  account: string;
  ip: string | null;
  success: boolean;
  at: TimestampDefault;
}

export interface CaptchaTable {
  id: string;
  answer_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: TimestampDefault;
}

export interface ColumnSettingTable {
  /** 1 supplier, 2 buyer, 3 boss (as user_session.user_kind) */
  user_kind: number;
  user_id: number;
  page_id: string;
  settings: Json;
  updated_at: TimestampDefault;
}

export interface SheetCounterTable {
  merchant_id: number;
  prefix: string;
  branch_code: string;
  day: DateString;
  last_seq: number;
}

export interface UnitTable {
  id: Generated<number>;
  merchant_id: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
  name: string;
}

export interface ItemCategoryTable {
  id: Generated<number>;
  merchant_id: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
  parent_id: number | null;
  code: string;
  name: string;
  level: number;
}

export interface BrandTable {
  id: Generated<number>;
  merchant_id: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
  name: string;
}

export interface ItemTable {
  id: Generated<number>;
  merchant_id: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
  code: string;
  barcode: string;
  plu_code: string | null;
  name: string;
  short_name: string | null;
  pinyin: string | null;
  spec: string | null;
  unit: string;
  category_id: number;
  brand_id: number | null;
  main_supplier_id: number | null;
  sell_way: Generated<number>;
  is_weighed: Generated<boolean>;
  purchase_price: NumericDefault;
  retail_price: NumericDefault;
  member_price: Numeric | null;
  wholesale_price: Numeric | null;
  delivery_price: Numeric | null;
  /** fraction: 0.13 = 13% */
  input_tax_rate: NumericDefault;
  output_tax_rate: NumericDefault;
  shelf_life_days: number | null;
  warn_days: number | null;
  /** 0 ambient, 1 chilled, 2 frozen */
  storage_method: Generated<number>;
  origin: string | null;
  /** 0 active, 1 purchase-stopped, 2 sale-stopped, 9 retired */
  status: Generated<number>;
  source_application_id: number | null;
}

export interface ItemPackageTable {
  id: Generated<number>;
  merchant_id: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
  item_id: number;
  barcode: string | null;
  unit: string;
  factor: Numeric;
  purchase_price: Numeric | null;
  retail_price: Numeric | null;
  is_default_purchase: Generated<boolean>;
}

export interface ItemSupplierTable {
  id: Generated<number>;
  merchant_id: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
  item_id: number;
  supplier_id: number;
  branch_id: number | null;
  purchase_price: Numeric | null;
  joint_rate: Numeric | null;
  sell_way: Generated<number>;
  is_main: Generated<boolean>;
}

export interface ItemLocationTable {
  branch_id: number;
  item_id: number;
  merchant_id: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
  location_code: string;
}

export interface StockTable {
  branch_id: number;
  item_id: number;
  merchant_id: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
  supplier_id: number | null;
  qty: NumericDefault;
  cost_price: NumericDefault;
  cost_amount: NumericDefault;
  min_qty: Numeric | null;
  max_qty: Numeric | null;
  first_in_at: Timestamp | null;
  last_in_at: Timestamp | null;
  last_sale_at: Timestamp | null;
}

export interface StockFlowTable {
  id: Generated<number>;
  merchant_id: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
  branch_id: number;
  item_id: number;
  supplier_id: number | null;
  /** 70 purchase-in, 80 purchase-return, 50 sale, 30/32 transfer out/in, 40/42 stock-take gain/loss */
  biz_type: number;
  sheet_no: string | null;
  qty: Numeric;
  price: NumericDefault;
  amount: NumericDefault;
  occurred_at: Timestamp;
}

export interface PurchaseOrderTable {
  id: Generated<number>;
  merchant_id: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
  sheet_no: string;
  supplier_id: number;
  order_branch_id: number;
  receive_branch_id: number;
  /** 0 store direct, 1 DC central, 2 cross-dock */
  type: Generated<number>;
  /** 0 manual, 1 self_replenish, 2 auto */
  source: Generated<number>;
  source_id: number | null;
  /** 0 draft, 1 pending audit, 2 awaiting supplier confirmation, 3 confirmed, 4 rejected, 5 partially received, 6 completed, 8 expired, 9 cancelled */
  status: Generated<number>;
  /** 0 none, 1 partial, 2 full */
  receive_status: Generated<number>;
  order_date: DateString;
  expected_date: DateString;
  promised_date: DateString | null;
  audited_at: Timestamp | null;
  confirmed_at: Timestamp | null;
  confirmed_by: number | null;
  confirm_remark: string | null;
  reject_reason: string | null;
  closed_at: Timestamp | null;
  total_qty: NumericDefault;
  total_amount: NumericDefault;
  tax_amount: NumericDefault;
  buyer_id: number | null;
  remark: string | null;
}

export interface PurchaseOrderLineTable {
  id: Generated<number>;
  merchant_id: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
  order_id: number;
  line_no: number;
  item_id: number;
  barcode: string | null;
  name: string;
  spec: string | null;
  unit: string | null;
  factor: NumericDefault;
  order_qty: Numeric;
  confirmed_qty: Numeric | null;
  received_qty: NumericDefault;
  returned_qty: NumericDefault;
  price: Numeric;
  amount: Numeric;
  tax_rate: NumericDefault;
  gift_flag: Generated<boolean>;
  promised_date: DateString | null;
  remark: string | null;
}

export interface PurchaseInTable {
  id: Generated<number>;
  merchant_id: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
  sheet_no: string;
  order_id: number | null;
  supplier_id: number;
  branch_id: number;
  /** 0 draft, 1 audited, 9 reversed */
  status: Generated<number>;
  in_time: Timestamp;
  total_qty: NumericDefault;
  total_amount: NumericDefault;
  tax_amount: NumericDefault;
  /** 0 open, 1 in statement, 2 settled */
  recon_status: Generated<number>;
  reconciliation_id: number | null;
  audited_by: number | null;
  audited_at: Timestamp | null;
  remark: string | null;
}

export interface PurchaseInLineTable {
  id: Generated<number>;
  merchant_id: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
  in_id: number;
  line_no: number;
  order_line_id: number | null;
  item_id: number;
  qty: Numeric;
  gift_qty: NumericDefault;
  price: Numeric;
  amount: Numeric;
  tax_rate: NumericDefault;
  batch_no: string | null;
  production_date: DateString | null;
  expiry_date: DateString | null;
  shortage_qty: NumericDefault;
  damage_qty: NumericDefault;
}

export interface PurchaseOutTable {
  id: Generated<number>;
  merchant_id: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
  sheet_no: string;
  ref_in_id: number | null;
  supplier_id: number;
  branch_id: number;
  /** 0 draft, 1 pending audit, 2 awaiting supplier confirmation, 3 supplier confirmed, 4 supplier rejected, 5 shipped out, 9 cancelled */
  status: Generated<number>;
  /** 0 quality, 1 near expiry, 2 unsalable, 3 damaged, 4 wrong goods, 9 other */
  reason_code: Generated<number>;
  reason: string | null;
  out_time: Timestamp;
  pickup_deadline: DateString | null;
  supplier_confirmed_at: Timestamp | null;
  supplier_confirmed_by: number | null;
  supplier_reject_reason: string | null;
  shipped_at: Timestamp | null;
  total_qty: NumericDefault;
  total_amount: NumericDefault;
  tax_amount: NumericDefault;
  /** 0 open, 1 in statement, 2 settled */
  recon_status: Generated<number>;
  reconciliation_id: number | null;
  remark: string | null;
}

export interface PurchaseOutLineTable {
  id: Generated<number>;
  merchant_id: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
  out_id: number;
  line_no: number;
  in_line_id: number | null;
  item_id: number;
  qty: Numeric;
  price: Numeric;
  amount: Numeric;
  tax_rate: NumericDefault;
  batch_no: string | null;
}

export interface SelfReplenishTable {
  id: Generated<number>;
  merchant_id: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
  sheet_no: string;
  supplier_id: number;
  branch_id: number;
  /** 0 draft, 1 awaiting approval, 2 approved, 3 rejected, 9 cancelled */
  status: Generated<number>;
  total_qty: NumericDefault;
  total_amount: NumericDefault;
  expected_date: DateString | null;
  remark: string | null;
  submitted_at: Timestamp | null;
  submitted_by: number | null;
  reject_reason: string | null;
  approved_by: number | null;
  approved_at: Timestamp | null;
  generated_po_id: number | null;
}

export interface SelfReplenishLineTable {
  id: Generated<number>;
  merchant_id: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
  req_id: number;
  line_no: number;
  item_id: number;
  stock_qty_snapshot: NumericDefault;
  avg_daily_sales: NumericDefault;
  suggest_qty: NumericDefault;
  apply_qty: Numeric;
  approved_qty: Numeric | null;
  price: Numeric;
  amount: NumericDefault;
}

export interface SupplierFeeTable {
  id: Generated<number>;
  merchant_id: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
  sheet_no: string | null;
  supplier_id: number;
  branch_id: number | null;
  /** 1 进场费 listing, 2 条码费 barcode, 3 陈列费 display, 4 堆头费 end-cap, 5 促销费 promotion, 6 店庆赞助 anniversary, 7 损耗扣款 shrinkage, 8 物流费 logistics, 9 其他 other */
  fee_type: number;
  fee_name: string;
  amount: Numeric;
  biz_date: DateString;
  /** 0 draft, 1 effective, 9 cancelled */
  status: Generated<number>;
  reconciliation_id: number | null;
  settlement_id: number | null;
  remark: string | null;
}

export interface ReconciliationTable {
  id: Generated<number>;
  merchant_id: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
  sheet_no: string;
  supplier_id: number;
  branch_id: number | null;
  period_start: DateString;
  period_end: DateString;
  /** 0 pending supplier confirmation, 1 confirmed, 2 disputed, 3 verified, 4 settled, 9 void */
  status: Generated<number>;
  in_amount: NumericDefault;
  out_amount: NumericDefault;
  joint_sale_amount: NumericDefault;
  joint_deduct_amount: NumericDefault;
  consign_amount: NumericDefault;
  fee_amount: NumericDefault;
  /** in - out + joint_sale - joint_deduct + consign - fee */
  payable_amount: NumericDefault;
  deadline: DateString | null;
  supplier_confirmed_at: Timestamp | null;
  supplier_confirmed_by: number | null;
  dispute_reason: string | null;
  verified_by: number | null;
  verified_at: Timestamp | null;
  remark: string | null;
}

export interface ReconciliationLineTable {
  id: Generated<number>;
  merchant_id: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
  recon_id: number;
  /** 1 IN receipt, 2 OUT return (negative amount), 3 JOINT_SALE, 4 CONSIGN_SALE, 5 FEE (negative amount) */
  source_type: number;
  source_id: number | null;
  source_no: string | null;
  biz_date: DateString;
  branch_id: number | null;
  amount: Numeric;
  tax_amount: NumericDefault;
}

export interface SettlementTable {
  id: Generated<number>;
  merchant_id: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
  sheet_no: string;
  supplier_id: number;
  /** 0 draft, 1 awaiting invoice, 2 invoices submitted, 3 invoices verified, 4 partially paid, 5 paid, 9 void */
  status: Generated<number>;
  settle_date: DateString;
  period_start: DateString | null;
  period_end: DateString | null;
  settle_amount: NumericDefault;
  fee_deduct: NumericDefault;
  prepay_offset: NumericDefault;
  /** settle_amount - fee_deduct - prepay_offset */
  net_payable: NumericDefault;
  invoice_required: NumericDefault;
  invoiced_amount: NumericDefault;
  paid_amount: NumericDefault;
  pay_due_date: DateString | null;
  paid_at: Timestamp | null;
  invoice_reject_reason: string | null;
  audited_by: number | null;
  audited_at: Timestamp | null;
  remark: string | null;
}

export interface SettlementReconTable {
  settlement_id: number;
  recon_id: number;
  merchant_id: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
}

export interface SettlementInvoiceTable {
  id: Generated<number>;
  merchant_id: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
  settlement_id: number;
  supplier_id: number;
  /** 0 VAT special, 1 VAT normal, 2 e-invoice */
  invoice_type: number;
  invoice_code: string | null;
  invoice_no: string;
  invoice_date: DateString;
  amount_ex_tax: Numeric;
  tax_rate: NumericDefault;
  tax_amount: Numeric;
  amount: Numeric;
  image_url: string | null;
  /** 0 pending, 1 ok, 2 rejected */
  verify_status: Generated<number>;
  reject_reason: string | null;
}

export interface SettlementVoucherTable {
  id: Generated<number>;
  merchant_id: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
  settlement_id: number;
  supplier_id: number;
  pay_no: string;
  /** 0 bank transfer, 1 acceptance bill, 2 cash, 3 offset */
  pay_method: number;
  amount: Numeric;
  paid_at: Timestamp;
  image_url: string | null;
}

export interface PrepaymentTable {
  id: Generated<number>;
  merchant_id: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
  sheet_no: string;
  supplier_id: number;
  amount: Numeric;
  used_amount: NumericDefault;
  paid_at: Timestamp | null;
  /** 0 draft, 1 paid (available), 2 used up, 9 void */
  status: Generated<number>;
  remark: string | null;
}

export interface PayableFlowTable {
  id: Generated<number>;
  merchant_id: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
  supplier_id: number;
  branch_id: number | null;
  biz_date: DateString;
  /** 1 IN, 2 OUT, 3 JOINT, 4 CONSIGN, 5 FEE, 6 SETTLE, 7 PAY, 8 PREPAY, 9 PREPAY_OFFSET */
  biz_type: number;
  ref_no: string | null;
  debit: NumericDefault;
  credit: NumericDefault;
  balance: NumericDefault;
  remark: string | null;
}

export interface SaleTicketTable {
  id: Generated<number>;
  merchant_id: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
  ticket_no: string;
  branch_id: number;
  pos_id: number | null;
  cashier_id: number | null;
  biz_date: DateString;
  sale_time: Timestamp;
  member_id: number | null;
  amount: Numeric;
  discount: NumericDefault;
  item_count: number;
  is_return: Generated<boolean>;
}

export interface WholesaleCustomerTable {
  id: Generated<number>;
  merchant_id: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
  code: string;
  name: string;
  contact: string | null;
  mobile: string | null;
}

export interface WholesaleOrderTable {
  id: Generated<number>;
  merchant_id: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
  sheet_no: string;
  branch_id: number;
  customer_id: number;
  biz_date: DateString;
  /** 0 draft, 1 audited, 9 cancelled */
  status: Generated<number>;
  amount: NumericDefault;
  cost_amount: NumericDefault;
}

export interface SaleLineTable {
  id: Generated<number>;
  merchant_id: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
  ticket_id: number | null;
  wholesale_id: number | null;
  branch_id: number;
  biz_date: DateString;
  /** 0 retail, 1 wholesale */
  channel: number;
  item_id: number;
  supplier_id: number;
  sell_way: number;
  /** negative on return tickets */
  qty: Numeric;
  sale_price: Numeric;
  sale_amount: Numeric;
  discount_amount: NumericDefault;
  cost_price: Numeric;
  cost_amount: Numeric;
  joint_rate: Numeric | null;
  /** joint venture: sale_amount x (1 - joint_rate); consignment and buy-sell: qty x cost_price */
  supplier_amount: Numeric;
}

export interface SalePaymentTable {
  id: Generated<number>;
  merchant_id: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
  ticket_id: number;
  branch_id: number;
  biz_date: DateString;
  /** 1 cash, 2 wechat, 3 alipay, 4 bank card, 5 stored value, 6 gift card, 7 coupon, 8 points */
  pay_way: number;
  amount: Numeric;
}

export interface NewItemApplicationTable {
  id: Generated<number>;
  merchant_id: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
  sheet_no: string;
  supplier_id: number;
  /** 0 draft, 1 submitted, 2 approved, 3 rejected, 4 withdrawn */
  status: Generated<number>;
  name: string;
  barcode: string | null;
  plu_code: string | null;
  spec: string | null;
  unit: string | null;
  category_id: number | null;
  brand: string | null;
  purchase_price: Numeric | null;
  suggest_retail_price: Numeric | null;
  input_tax_rate: Numeric | null;
  output_tax_rate: Numeric | null;
  shelf_life_days: number | null;
  storage_method: number | null;
  origin: string | null;
  is_weighed: Generated<boolean>;
  /** [{ unit, factor, barcode, purchasePrice }] */
  packagings: JsonDefault;
  images: Generated<string[]>;
  branch_scope: number[] | null;
  remark: string | null;
  submitted_at: Timestamp | null;
  reviewer_id: number | null;
  reviewed_at: Timestamp | null;
  reject_reason: string | null;
  created_item_id: number | null;
}

export interface ApprovalLogTable {
  id: Generated<number>;
  merchant_id: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
  /** table name of the document: purchase_order, purchase_out, reconciliation, settlement, new_item_application, self_replenish, feedback */
  doc_type: string;
  doc_id: number;
  from_status: number | null;
  to_status: number;
  actor_type: string;
  actor_id: number | null;
  comment: string | null;
  at: TimestampDefault;
}

export interface FeedbackTable {
  id: Generated<number>;
  merchant_id: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
  supplier_id: number | null;
  submitter_type: string;
  submitter_id: number;
  /** 0 system problem, 1 orders, 2 finance, 3 goods, 4 suggestion, 9 other */
  category: number;
  title: string | null;
  content: string;
  images: Generated<string[]>;
  contact: string | null;
  /** 0 pending, 1 in progress, 2 replied, 3 closed */
  status: Generated<number>;
  reply: string | null;
  replied_by: number | null;
  replied_at: Timestamp | null;
  closed_at: Timestamp | null;
}

export interface MemberLevelTable {
  id: Generated<number>;
  merchant_id: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
  name: string;
  discount: NumericDefault;
  min_points: Generated<number>;
}

export interface MemberTable {
  id: Generated<number>;
  merchant_id: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
  card_no: string;
  mobile: string | null;
  name: string | null;
  level_id: number | null;
  reg_branch_id: number | null;
  reg_at: Timestamp;
  points: Generated<number>;
  balance: NumericDefault;
  /** 0 active, 1 frozen, 9 cancelled */
  status: Generated<number>;
}

export interface RechargeTable {
  id: Generated<number>;
  merchant_id: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
  member_id: number;
  branch_id: number;
  amount: Numeric;
  bonus_amount: NumericDefault;
  pay_way: number;
  at: Timestamp;
  operator_id: number | null;
}

export interface StoredCardTable {
  id: Generated<number>;
  merchant_id: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
  card_no: string;
  card_type: string;
  face_value: Numeric;
  balance: Numeric;
  /** 0 active, 1 frozen, 2 used up, 9 void */
  status: Generated<number>;
  member_id: number | null;
  issued_branch_id: number | null;
  issued_at: Timestamp;
}

export interface CardTxnTable {
  id: Generated<number>;
  merchant_id: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
  card_id: number;
  type: string;
  amount: Numeric;
  branch_id: number | null;
  ticket_id: number | null;
  at: Timestamp;
}

export interface DeviceTable {
  id: Generated<number>;
  merchant_id: number;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  version: Generated<number>;
  branch_id: number;
  type: string;
  sn: string;
  name: string;
  /** 0 online, 1 offline, 2 fault */
  status: Generated<number>;
  bound: Generated<boolean>;
  ai_enabled: Generated<boolean>;
  last_heartbeat: Timestamp | null;
  live_url: string | null;
}

export interface Database {
  merchant: MerchantTable;
  branch: BranchTable;
  branch_group: BranchGroupTable;
  supplier: SupplierTable;
  supplier_qualification: SupplierQualificationTable;
  supplier_user: SupplierUserTable;
  supplier_user_link: SupplierUserLinkTable;
  merchant_user: MerchantUserTable;
  user_session: UserSessionTable;
  login_attempt: LoginAttemptTable;
  captcha: CaptchaTable;
  column_setting: ColumnSettingTable;
  sheet_counter: SheetCounterTable;
  unit: UnitTable;
  item_category: ItemCategoryTable;
  brand: BrandTable;
  item: ItemTable;
  item_package: ItemPackageTable;
  item_supplier: ItemSupplierTable;
  item_location: ItemLocationTable;
  stock: StockTable;
  stock_flow: StockFlowTable;
  purchase_order: PurchaseOrderTable;
  purchase_order_line: PurchaseOrderLineTable;
  purchase_in: PurchaseInTable;
  purchase_in_line: PurchaseInLineTable;
  purchase_out: PurchaseOutTable;
  purchase_out_line: PurchaseOutLineTable;
  self_replenish: SelfReplenishTable;
  self_replenish_line: SelfReplenishLineTable;
  supplier_fee: SupplierFeeTable;
  reconciliation: ReconciliationTable;
  reconciliation_line: ReconciliationLineTable;
  settlement: SettlementTable;
  settlement_recon: SettlementReconTable;
  settlement_invoice: SettlementInvoiceTable;
  settlement_voucher: SettlementVoucherTable;
  prepayment: PrepaymentTable;
  payable_flow: PayableFlowTable;
  sale_ticket: SaleTicketTable;
  wholesale_customer: WholesaleCustomerTable;
  wholesale_order: WholesaleOrderTable;
  sale_line: SaleLineTable;
  sale_payment: SalePaymentTable;
  new_item_application: NewItemApplicationTable;
  approval_log: ApprovalLogTable;
  feedback: FeedbackTable;
  member_level: MemberLevelTable;
  member: MemberTable;
  recharge: RechargeTable;
  stored_card: StoredCardTable;
  card_txn: CardTxnTable;
  device: DeviceTable;
}
