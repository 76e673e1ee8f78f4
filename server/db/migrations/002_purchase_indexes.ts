import { sql, type Kysely } from 'kysely';

/*
 * The purchase-order list counts a supplier's orders per status tab on every request. With the tenant, the status
 * and the columns the list filters on in one index, that count is an index-only scan whose cost does not grow with
 * the width of the order rows; without it PostgreSQL visits one heap page per order of the supplier.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists purchase_order_supplier_tabs_idx
    on purchase_order (supplier_id, merchant_id, status) include (order_date, order_branch_id, receive_branch_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists purchase_order_supplier_tabs_idx`.execute(db);
}
