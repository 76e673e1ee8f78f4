import { sql, type Kysely } from 'kysely';
import { ID_AND_BIZ, dropTables, statements, supplierListIndexes } from './ddl';

/*
 * The payable flow's remaining source documents (spec §7), kept the way a chain's ERP keeps its many sheet types:
 * one sheet head and one line table, the kind in the head (as a store system's sheet master holds receipts, returns
 * and adjustments side by side under a type code), each kind with its own number prefix and ledger entry type.
 * - finance_sheet.kind: 1 生鲜收货单 fresh goods received by weight, 2 采购单 a purchase bought and received at once
 *   (no order), 3 结算调整单 an adjustment to a settlement already made, 4 代销结算单 settles agent (consignment)
 *   payables, 5 联营结算单 settles a joint-venture period's sales, 6 代销应付单 a period's consignment sales owed.
 * - amount: what the sheet owes the supplier (negative when it lowers what is owed: an adjustment may go either way).
 *   Sales-based sheets (4, 5, 6) also carry the sales and the chain's deduction of their period.
 * - settlement_id: the settlement an adjustment (3) adjusts; settled_in_id: the agent settlement (4) that settles an
 *   agent payable (6).
 * - finance_sheet_line: items; weighed receipts keep gross and tare weight (qty is the net weight in kg), joint-venture
 *   lines their sales and deduction rate.
 * The checks hold what each kind needs, whatever writes the rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const s of statements(`
create table finance_sheet (
  ${ID_AND_BIZ},
  kind smallint not null check (kind between 1 and 6),
  sheet_no varchar(32) not null,
  supplier_id bigint not null references supplier(id),
  branch_id bigint references branch(id),
  biz_date date not null,
  period_start date,
  period_end date,
  status smallint not null default 0 check (status in (0, 1, 2, 9)),
  amount numeric(14,2) not null default 0,
  sale_amount numeric(14,2),
  deduct_amount numeric(14,2),
  settlement_id bigint references settlement(id),
  settled_in_id bigint references finance_sheet(id),
  reason text,
  audited_by bigint,
  audited_at timestamptz,
  remark text,
  unique (merchant_id, sheet_no),
  check (kind <> 3 or (settlement_id is not null and reason is not null)),
  check (kind not in (4, 5, 6) or (period_start is not null and period_end >= period_start and sale_amount is not null)),
  check (kind = 6 or settled_in_id is null)
);
comment on column finance_sheet.kind is '1 fresh-in (by weight), 2 purchase, 3 settlement repair, 4 agent supplier settlement, 5 union supplier settlement, 6 agent supplier payable';
comment on column finance_sheet.status is '0 draft, 1 audited, 2 settled, 9 void';
comment on column finance_sheet.amount is 'owed to the supplier by this sheet; negative lowers what is owed';
${supplierListIndexes('finance_sheet', 'biz_date')};
create index finance_sheet_settlement_idx on finance_sheet (settlement_id) where settlement_id is not null;
create index finance_sheet_settled_in_idx on finance_sheet (settled_in_id) where settled_in_id is not null;

create table finance_sheet_line (
  ${ID_AND_BIZ},
  sheet_id bigint not null references finance_sheet(id) on delete cascade,
  line_no smallint not null,
  item_id bigint not null references item(id),
  qty numeric(14,3) not null,
  gross_weight numeric(12,3),
  tare_weight numeric(12,3),
  price numeric(14,4) not null,
  amount numeric(14,2) not null,
  sale_amount numeric(14,2),
  deduct_rate numeric(5,4),
  unique (sheet_id, line_no),
  check (gross_weight is null or (tare_weight >= 0 and qty = gross_weight - tare_weight))
);
comment on column finance_sheet_line.qty is 'pieces; for a weighed receipt the net weight in kg (gross - tare)';
comment on column finance_sheet_line.deduct_rate is 'joint venture: the chain''s share of the sales (扣率)'`)) {
    await sql.raw(s).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, 'finance_sheet_line', 'finance_sheet');
}
