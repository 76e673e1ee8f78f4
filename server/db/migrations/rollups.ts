import { sql, type Kysely } from 'kysely';

/*
 * What the rollup tables (sale_day 006, boss_sale_day 009, sale_branch_day 012, boss_ticket_hour and boss_pay_day
 * 013) have in common: statement-level triggers with transition tables on the table they sum, and an upsert that
 * adds a statement's sums to the rows it touches. Shared by applied migrations, so what these build may not change
 * (server/db/schema.txt and recorded.test.ts; see ddl.ts).
 */

/** The sums of sale_line that sale_day and sale_branch_day hold, in their column order. */
export const SALE_SUMS = ['qty', 'sale_amount', 'discount_amount', 'cost_amount', 'supplier_amount', 'line_count'];

export const SALE_SUM_COLUMNS = `qty numeric(16,3) not null,
    sale_amount numeric(16,2) not null,
    discount_amount numeric(16,2) not null,
    cost_amount numeric(16,2) not null,
    supplier_amount numeric(16,2) not null,
    line_count int not null`;

/** The `set` list of an upsert into `table` that adds the incoming row's `columns` to the stored row's. */
export function addExcluded(table: string, columns: readonly string[]): string {
  return columns.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(',\n      ');
}

const TRIGGERS = [
  ['insert', 'referencing new table as new_rows'],
  ['update', 'referencing old table as old_rows new table as new_rows'],
  ['delete', 'referencing old table as old_rows'],
] as const;

/** Triggers `<name>_on_insert`, `_on_update` and `_on_delete` on `table`, calling `fn()` once per statement. */
export async function statementTriggers(db: Kysely<any>, table: string, fn: string, name = fn): Promise<void> {
  for (const [op, transition] of TRIGGERS) {
    await sql.raw(`create trigger ${name}_on_${op} after ${op} on ${table}
    ${transition} for each statement execute function ${fn}()`).execute(db);
  }
}

export async function dropStatementTriggers(db: Kysely<any>, table: string, name: string): Promise<void> {
  for (const [op] of TRIGGERS) await sql.raw(`drop trigger if exists ${name}_on_${op} on ${table}`).execute(db);
}

/** A row of sums a statement's `rows` (new_rows or old_rows) add to a rollup, `sign` 1 to add them, -1 to subtract. */
export type SignedRows = (rows: string, sign: 1 | -1) => string;

/**
 * `create table` of a rollup keyed by `key` (its columns in order: ids bigint, biz_date a date), then `columns` (the
 * rest of its column definitions).
 */
export const rollupTable = (table: string, key: string, columns: string) => `create table ${table} (
    ${key.split(', ').map((c) => `${c} ${c === 'biz_date' ? 'date' : 'bigint'} not null`).join(',\n    ')},
    ${columns},
    primary key (${key})
  )`;

/** The upsert into a rollup `table` keyed by `key` (its primary key) of the `sums` that `grouped` selects per key. */
export const keyedUpsert =
  (table: string, key: string, sums: readonly string[], grouped: SignedRows): SignedRows =>
  (rows, sign) => `
    insert into ${table} (${key}, ${sums.join(', ')}) ${grouped(rows, sign)}
    on conflict (${key}) do update set ${addExcluded(table, sums)};`;

/**
 * Keeps a rollup `table` current with the statements on `source`: `<table>_apply()`, called once per statement by
 * triggers `<table>_on_insert|update|delete`, subtracts the old rows of an UPDATE or DELETE (`upsert('old_rows', -1)`),
 * adds the new rows of an INSERT or UPDATE (`upsert('new_rows', 1)`) and then, where given, runs `dropEmptied` (the
 * keys an UPDATE or DELETE emptied). PL/pgSQL plans each statement when it first runs, so the branch naming old_rows
 * never runs on an INSERT.
 */
export async function applySignedRows(
  db: Kysely<any>,
  r: { table: string; source: string; upsert: SignedRows; dropEmptied?: string },
): Promise<void> {
  const emptied = r.dropEmptied === undefined ? '' : `\n      if TG_OP in ('DELETE', 'UPDATE') then ${r.dropEmptied} end if;`;
  await sql.raw(`create function ${r.table}_apply() returns trigger language plpgsql as $$
    begin
      if TG_OP in ('DELETE', 'UPDATE') then ${r.upsert('old_rows', -1)} end if;
      if TG_OP in ('INSERT', 'UPDATE') then ${r.upsert('new_rows', 1)} end if;${emptied}
      return null;
    end $$`).execute(db);
  await statementTriggers(db, r.source, `${r.table}_apply`, r.table);
}

/** Undoes a rollup `table` kept by `<table>_apply()` triggers on `source` and filled by `<table>_rebuild()`. */
export async function dropRollup(db: Kysely<any>, table: string, source: string): Promise<void> {
  await dropStatementTriggers(db, source, table);
  await sql.raw(`drop function if exists ${table}_apply()`).execute(db);
  await sql.raw(`drop function if exists ${table}_rebuild()`).execute(db);
  await sql.raw(`drop table if exists ${table}`).execute(db);
}

/**
 * A new rollup `table` (created already) filled and kept: its comment, `<table>_rebuild()` of the SQL `rebuild` run
 * once and analysed, and `<table>_apply()` running `body(op)` for the statement's operation, called by statement
 * triggers `<table>_on_insert|update|delete` on `source`. PL/pgSQL plans each statement when it first runs, so the
 * branch naming old_rows never runs on an INSERT.
 */
export async function keepRollup(
  db: Kysely<any>,
  r: { table: string; comment: string; rebuild: string; source: string; body: (op: 'INSERT' | 'UPDATE' | 'DELETE') => string },
): Promise<void> {
  await sql.raw(`comment on table ${r.table} is '${r.comment.replaceAll("'", "''")}'`).execute(db);
  await sql.raw(`create function ${r.table}_rebuild() returns void language sql as $$${r.rebuild}\n  $$`).execute(db);
  await sql.raw(`select ${r.table}_rebuild()`).execute(db);
  await sql.raw(`analyze ${r.table}`).execute(db);
  const ops = (['INSERT', 'UPDATE', 'DELETE'] as const).map((op) => `
      if TG_OP = '${op}' then ${r.body(op)} end if;`);
  await sql.raw(`create function ${r.table}_apply() returns trigger language plpgsql as $$
    begin${ops.join('')}
      return null;
    end $$`).execute(db);
  await statementTriggers(db, r.source, `${r.table}_apply`, r.table);
}
