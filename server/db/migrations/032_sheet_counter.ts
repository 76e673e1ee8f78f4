import { sql, type Kysely } from 'kysely';

/*
 * sheet_counter: the last sequence number issued per merchant, document table, prefix, branch code and business day,
 * from which server/lib/sheetNumbers.ts takes the next document number with one row-locking update (docs/scaling.md,
 * step 4, "What remains" 3; docs/decisions.md, "Sheet numbers from a counter row"). Until now the next number was the
 * highest of the day read from the document table under an advisory lock: on Citus a read over every supplier's
 * shard in each document creation, and a scan of the day's numbers each time.
 *
 * The table of the same name made by 001 was filled by the seed (per prefix, over every table, all under merchant 1)
 * and never read: on a database that has served since, its rows lag the numbers issued by max() + 1. Its rows are
 * only a cache of what the document tables hold, so the table is made anew, empty: the first number of each key
 * (read once, when its row is made) starts after the highest number of that key already in its document table.
 * Keyed by the document table too, as the old lock and max() were: two tables may share a prefix and keep their
 * own sequences. merchant_id is in the key, so the table can be distributed (or colocated) by merchant on Citus.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop table sheet_counter`.execute(db);
  await sql`create table sheet_counter (
  merchant_id bigint not null,
  doc_table varchar(32) not null,
  prefix varchar(4) not null,
  branch_code varchar(16) not null,
  day date not null,
  last_seq int not null check (last_seq > 0),
  primary key (merchant_id, doc_table, prefix, branch_code, day)
)`.execute(db);
  await sql`comment on table sheet_counter is 'The last document number issued per merchant, document table, prefix, branch code and business day (server/lib/sheetNumbers.ts)'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // The table as 001 made it, empty: the numbers of the older build are the highest of the day in the document tables.
  await sql`drop table sheet_counter`.execute(db);
  await sql`create table sheet_counter (
  merchant_id bigint not null,
  prefix varchar(4) not null,
  branch_code varchar(16) not null,
  day date not null,
  last_seq int not null,
  primary key (merchant_id, prefix, branch_code, day)
)`.execute(db);
}
