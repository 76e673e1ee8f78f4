import { sql, type Kysely } from 'kysely';

/*
 * Pieces of DDL the migrations share. A migration that has run on a live database must build the same schema on a
 * new one for ever, so these may not change what an older migration builds: server/db/schema.txt holds what the
 * migrations build, and tests/server/db.types.test.ts fails when a change here alters it; recorded.test.ts holds, to
 * the byte, the SQL each migration sends.
 */

// Columns every business table carries: the tenant, audit times and an optimistic-lock version
// (state changes are compare-and-set on `version`).
export const BIZ = `merchant_id bigint not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version int not null default 0`;

// How nearly every business table starts: its own id, then BIZ.
export const ID_AND_BIZ = `id bigserial primary key,
  ${BIZ}`;

// A document's totals, summed from its lines when it is written.
export const DOC_TOTALS = `total_qty numeric(14,3) not null default 0,
  total_amount numeric(14,2) not null default 0,
  tax_amount numeric(14,2) not null default 0`;

// A document line's price: unit price, line amount and tax rate (a fraction: 0.13 = 13%).
export const LINE_PRICE = `price numeric(14,4) not null,
  amount numeric(14,2) not null,
  tax_rate numeric(4,2) not null default 0.13`;

// A receipt's or return's place in reconciliation: open, in a statement (reconciliation_id), settled.
export const RECON_LINK = `recon_status smallint not null default 0,
  reconciliation_id bigint`;

/**
 * The two indexes a supplier's document list pages by: (supplier, date desc, id desc), and the same with the status
 * in front of the date for the status tabs. `dateName` is the part of the first index's name after `_supplier`.
 */
export function supplierListIndexes(table: string, date: string, dateName = ''): string {
  return `create index ${table}_supplier${dateName}_idx on ${table} (supplier_id, ${date} desc, id desc);
create index ${table}_supplier_status_idx on ${table} (supplier_id, status, ${date} desc, id desc)`;
}

/** Splits a DDL script into statements; the scripts contain no semicolons except as terminators. */
export function statements(script: string): string[] {
  return script
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** Drops the tables (if they exist) in the order given: dependents first. */
export async function dropTables(db: Kysely<any>, ...tables: string[]): Promise<void> {
  for (const table of tables) await sql.raw(`drop table if exists ${table}`).execute(db);
}
