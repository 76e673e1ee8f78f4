import { sql, type Kysely } from 'kysely';

/*
 * The schema changes docs/scaling.md (step 4) lists for distributing the tables by supplier and by merchant, made on
 * the single PostgreSQL so that moving to Citus is the create_distributed_table calls alone:
 *
 * 1. Line and child tables of supplier documents carry `supplier_id` (filled from their header), so a line lives on
 *    its header's shard and joins name the tenant on both sides (`l.order_id = o.id and l.supplier_id = o.supplier_id`).
 * 2. Every primary key and unique constraint of a distributed table includes its distribution column: supplier
 *    documents `(id, supplier_id)`, merchant-wide retail tables `(id, merchant_id)`; sheet numbers stay unique per
 *    merchant by their generator (sheet_counter) and the constraint becomes (merchant_id, sheet_no, supplier_id).
 *    The distribution column comes last: Citus needs it in the key, not first, and a lookup by id alone (the boss's
 *    screens, the security suite's probes) stays one index descent.
 * 3. Foreign keys between distributed tables include the distribution column on both sides.
 *
 * The lists here are this migration's own (an applied migration builds the same schema for ever); the groups the
 * code and the test hold the schema to are in server/db/distribution.ts. Backfilling the lines changes no figure
 * the rollups keep (018-029: arrival_day is kept by triggers on the order and receipt lines), so their triggers are
 * off for that one update of the new column and on again after it.
 */

/** Child tables that get `supplier_id`, from the header their `parentColumn` names. */
const LINES: [table: string, parentColumn: string, parent: string][] = [
  ['purchase_order_line', 'order_id', 'purchase_order'],
  ['purchase_in_line', 'in_id', 'purchase_in'],
  ['purchase_out_line', 'out_id', 'purchase_out'],
  ['reconciliation_line', 'recon_id', 'reconciliation'],
  ['settlement_recon', 'settlement_id', 'settlement'],
  ['self_replenish_line', 'req_id', 'self_replenish'],
  ['feedback_note', 'feedback_id', 'feedback'],
  ['asn_line', 'asn_id', 'asn'],
  ['finance_sheet_line', 'sheet_id', 'finance_sheet'],
];

const SUPPLIER_TABLES = [
  'purchase_order', 'purchase_order_line', 'purchase_in', 'purchase_in_line', 'purchase_out', 'purchase_out_line',
  'reconciliation', 'reconciliation_line', 'settlement', 'settlement_recon', 'settlement_invoice', 'settlement_voucher',
  'supplier_fee', 'fee_dispute', 'prepayment', 'payable_flow', 'supplier_qualification', 'supplier_change_request',
  'item_supplier', 'self_replenish', 'self_replenish_line', 'new_item_application', 'feedback', 'feedback_note',
  'asn', 'asn_line', 'finance_sheet', 'finance_sheet_line',
];

const MERCHANT_TABLES = [
  'sale_ticket', 'sale_line', 'sale_payment', 'wholesale_customer', 'wholesale_order', 'stock', 'stock_flow',
  'item_location', 'member', 'recharge', 'stored_card', 'card_txn', 'device',
];

/** Primary keys that are not `(id)`: their columns before the distribution column. */
const OTHER_KEYS: Record<string, string> = {
  settlement_recon: 'settlement_id, recon_id',
  stock: 'branch_id, item_id',
  item_location: 'branch_id, item_id, location_code',
};

/** Foreign keys between tables of one group: [table, column, referenced table, on delete cascade]. */
const SUPPLIER_FKS: [string, string, string, boolean][] = [
  ['purchase_order_line', 'order_id', 'purchase_order', true],
  ['purchase_in', 'order_id', 'purchase_order', false],
  ['purchase_in', 'asn_id', 'asn', false],
  ['purchase_in_line', 'in_id', 'purchase_in', true],
  ['purchase_in_line', 'order_line_id', 'purchase_order_line', false],
  ['purchase_out', 'ref_in_id', 'purchase_in', false],
  ['purchase_out_line', 'out_id', 'purchase_out', true],
  ['reconciliation_line', 'recon_id', 'reconciliation', true],
  ['settlement_recon', 'settlement_id', 'settlement', true],
  ['settlement_recon', 'recon_id', 'reconciliation', false],
  ['settlement_invoice', 'settlement_id', 'settlement', true],
  ['settlement_voucher', 'settlement_id', 'settlement', true],
  ['self_replenish', 'generated_po_id', 'purchase_order', false],
  ['self_replenish_line', 'req_id', 'self_replenish', true],
  ['feedback_note', 'feedback_id', 'feedback', false],
  ['asn_line', 'asn_id', 'asn', true],
  ['asn_line', 'order_id', 'purchase_order', false],
  ['asn_line', 'order_line_id', 'purchase_order_line', false],
  ['finance_sheet', 'settlement_id', 'settlement', false],
  ['finance_sheet', 'settled_in_id', 'finance_sheet', false],
  ['finance_sheet_line', 'sheet_id', 'finance_sheet', true],
  ['fee_dispute', 'fee_id', 'supplier_fee', false],
];

const MERCHANT_FKS: [string, string, string, boolean][] = [
  ['recharge', 'member_id', 'member', false],
  ['stored_card', 'member_id', 'member', false],
  ['card_txn', 'card_id', 'stored_card', false],
  ['wholesale_order', 'customer_id', 'wholesale_customer', false],
];

/** Unique constraints `<table>_<columns>_key` that get the distribution column added at the end. */
const SUPPLIER_UNIQUES: [string, string][] = [
  ...['purchase_order', 'purchase_in', 'purchase_out', 'reconciliation', 'settlement', 'prepayment', 'self_replenish',
    'new_item_application', 'asn', 'finance_sheet'].map((t): [string, string] => [t, 'merchant_id, sheet_no']),
  ['asn_line', 'asn_id, line_no'],
  ['finance_sheet_line', 'sheet_id, line_no'],
];

const run = (db: Kysely<any>, text: string) => sql.raw(text).execute(db);
const fkName = (table: string, column: string) => `${table}_${column}_fkey`;
const keyName = (table: string, columns: string) => `${table}_${columns.replace(/, /g, '_')}_key`;

async function rekey(db: Kysely<any>, tables: string[], fks: [string, string, string, boolean][], tenant: string): Promise<void> {
  for (const [table, column] of fks) await run(db, `alter table ${table} drop constraint ${fkName(table, column)}`);
  for (const table of tables) {
    await run(db, `alter table ${table} drop constraint ${table}_pkey`);
    await run(db, `alter table ${table} add constraint ${table}_pkey primary key (${OTHER_KEYS[table] ?? 'id'}, ${tenant})`);
  }
  for (const [table, column, parent, cascade] of fks) {
    await run(db, `alter table ${table} add constraint ${fkName(table, column)} foreign key (${column}, ${tenant})
      references ${parent} (id, ${tenant})${cascade ? ' on delete cascade' : ''}`);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await run(db, 'alter table feedback alter column supplier_id set not null');
  for (const [table, parentColumn, parent] of LINES) {
    await run(db, `alter table ${table} add column supplier_id bigint`);
    await run(db, `alter table ${table} disable trigger user`);
    await run(db, `update ${table} l set supplier_id = h.supplier_id from ${parent} h where h.id = l.${parentColumn}`);
    await run(db, `alter table ${table} enable trigger user`);
    await run(db, `alter table ${table} alter column supplier_id set not null`);
    await run(db, `comment on column ${table}.supplier_id is 'the supplier of its ${parent} (${parentColumn}): the distribution column, equal to the header''s'`);
  }
  await rekey(db, SUPPLIER_TABLES, SUPPLIER_FKS, 'supplier_id');
  await rekey(db, MERCHANT_TABLES, MERCHANT_FKS, 'merchant_id');
  for (const [table, columns] of SUPPLIER_UNIQUES) {
    await run(db, `alter table ${table} drop constraint ${keyName(table, columns)}`);
    await run(db, `alter table ${table} add constraint ${keyName(table, columns)} unique (${columns}, supplier_id)`);
  }
  await run(db, 'drop index fee_dispute_open_idx');
  await run(db, 'create unique index fee_dispute_open_idx on fee_dispute (fee_id, supplier_id) where status = 0');
}

export async function down(db: Kysely<any>): Promise<void> {
  await run(db, 'drop index fee_dispute_open_idx');
  await run(db, 'create unique index fee_dispute_open_idx on fee_dispute (fee_id) where status = 0');
  for (const [table, columns] of SUPPLIER_UNIQUES) {
    await run(db, `alter table ${table} drop constraint ${keyName(table, columns)}`);
    await run(db, `alter table ${table} add constraint ${keyName(table, columns)} unique (${columns})`);
  }
  for (const [tables, fks] of [[SUPPLIER_TABLES, SUPPLIER_FKS], [MERCHANT_TABLES, MERCHANT_FKS]] as const) {
    for (const [table, column] of fks) await run(db, `alter table ${table} drop constraint ${fkName(table, column)}`);
    for (const table of tables) {
      await run(db, `alter table ${table} drop constraint ${table}_pkey`);
      await run(db, `alter table ${table} add constraint ${table}_pkey primary key (${OTHER_KEYS[table] ?? 'id'})`);
    }
    for (const [table, column, parent, cascade] of fks) {
      await run(db, `alter table ${table} add constraint ${fkName(table, column)} foreign key (${column}) references ${parent} (id)${cascade ? ' on delete cascade' : ''}`);
    }
  }
  for (const [table] of LINES) await run(db, `alter table ${table} drop column supplier_id`);
  await run(db, 'alter table feedback alter column supplier_id drop not null');
}
