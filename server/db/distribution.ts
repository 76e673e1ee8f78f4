/**
 * How the tables would distribute on Citus (docs/scaling.md, step 4): two co-location groups, each by its tenant
 * column, and the reference tables copied to every worker. The schema already holds to it on one PostgreSQL
 * (migration 031): every table of a group has its distribution column, in its primary key and every unique
 * constraint, foreign keys between the group's tables carry it on both sides, and no other table points at them.
 * tests/security/tenantColumns.test.ts checks that against the catalogue, checks that every statement a
 * supplier-side route runs names the tenant column of each distributed table it reads or writes, and that every
 * buyer- and boss-side statement keeps to one merchant (supplier documents read across suppliers, never merchants).
 */

export type DistributionColumn = 'supplier_id' | 'merchant_id';

/** Supplier documents and their lines: the portal's tenant. */
export const supplierDistributed = [
  'purchase_order', 'purchase_order_line', 'purchase_in', 'purchase_in_line', 'purchase_out', 'purchase_out_line',
  'reconciliation', 'reconciliation_line', 'settlement', 'settlement_recon', 'settlement_invoice', 'settlement_voucher',
  'supplier_fee', 'fee_dispute', 'prepayment', 'payable_flow', 'supplier_qualification', 'supplier_change_request',
  'item_supplier', 'self_replenish', 'self_replenish_line', 'new_item_application', 'feedback', 'feedback_note',
  'asn', 'asn_line', 'finance_sheet', 'finance_sheet_line',
] as const;

/**
 * A chain's retail data: the boss side's tenant. And sheet_counter, the chain's document number counters
 * (server/lib/sheetNumbers.ts): issuing a number is then one single-shard update by merchant.
 */
export const merchantDistributed = [
  'sale_ticket', 'sale_line', 'sale_payment', 'wholesale_customer', 'wholesale_order', 'stock', 'stock_flow',
  'item_location', 'member', 'recharge', 'stored_card', 'card_txn', 'device', 'sheet_counter',
] as const;

/** Small tables read in joins from both groups, copied to every worker (create_reference_table). */
export const referenceTables = [
  'merchant', 'branch', 'branch_group', 'supplier', 'item', 'item_category', 'item_package', 'brand', 'unit',
  'supplier_user', 'supplier_user_link', 'merchant_user', 'member_level', 'dock_slot', 'dock_capacity',
] as const;

const byTable = new Map<string, DistributionColumn>([
  ...supplierDistributed.map((t): [string, DistributionColumn] => [t, 'supplier_id']),
  ...merchantDistributed.map((t): [string, DistributionColumn] => [t, 'merchant_id']),
]);

/** The distribution column of a distributed table; undefined for any other table. */
export function distributionColumnOf(table: string): DistributionColumn | undefined {
  return byTable.get(table);
}
