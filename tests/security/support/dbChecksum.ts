import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../server/db/types';

/**
 * Two ways to see that a request changed nothing.
 *
 * - `contentChecksum`: per table, the row count and the sum of a 64-bit hash of every row's text (order-free, one
 *   sequential scan each; about half a second for the whole test database). Taken before and after a whole run.
 * - The write journal: a row trigger on every table appends (table, operation, supplier_id) to `sec_write_journal`
 *   in the writing transaction, so a rolled-back write leaves nothing and every committed insert, update or delete
 *   is seen, even one that puts back the same values. Read around each request, it says which request wrote.
 *
 * Session bookkeeping is left out of both: a login writes its attempt and session, a call refreshes `last_seen_at`,
 * a captcha is stored when drawn. Those are the authentication's own records, not business state. So are the
 * counters of what a user was shown (`advert_event`: a banner seen or tapped counts on every legitimate call), and the
 * per-address request counts of the rate limits (`rate_limit_hit`), written when a request arrives, before it is judged.
 */
const sessionBookkeeping = /^(user_session|login_|captcha|altcha|auth_|kysely_migration|advert_event|rate_limit_hit)/;
const journalTable = 'sec_write_journal';

const isBusinessTable = (name: string) => !sessionBookkeeping.test(name) && name !== journalTable;

type Db = Kysely<Database>;

async function businessTables(db: Db): Promise<string[]> {
  const r = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'public' order by tablename`.execute(db);
  return r.rows.map((x) => x.name).filter(isBusinessTable);
}

export type Checksum = Record<string, string>;

export async function contentChecksum(db: Db): Promise<Checksum> {
  const out: Checksum = {};
  for (const name of await businessTables(db)) {
    const r = await sql<{ s: string }>`select count(*) || ':' || coalesce(sum(hashtextextended(t::text, 0)), 0) as s from ${sql.table(name)} t`.execute(db);
    out[name] = r.rows[0].s;
  }
  return out;
}

/** Tables whose rows differ between two checksums. */
export function changedTables(before: Checksum, after: Checksum): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((n) => before[n] !== after[n]).sort();
}

export interface JournalWrite {
  id: number;
  tbl: string;
  op: string;
  supplierId: number | null;
}

/** Installs the journal and its triggers in this (cloned, per-file) database. */
export async function installWriteJournal(db: Db): Promise<void> {
  await sql`create table if not exists ${sql.table(journalTable)} (id bigserial primary key, tbl text not null, op text not null, supplier_id bigint)`.execute(db);
  await sql.raw(`
    create or replace function sec_journal_write() returns trigger language plpgsql as $$
    declare r jsonb := to_jsonb(coalesce(new, old));
    begin
      insert into ${journalTable} (tbl, op, supplier_id) values (tg_table_name, tg_op, (r->>'supplier_id')::bigint);
      return null;
    end $$`).execute(db);
  for (const name of await businessTables(db)) {
    await sql.raw(`create or replace trigger sec_journal after insert or update or delete on "${name}" for each row execute function sec_journal_write()`).execute(db);
  }
}

/** Where the journal ends now; `writesSince(mark)` lists what was written after. */
export async function journalMark(db: Db): Promise<number> {
  const r = await sql<{ id: string | null }>`select max(id)::text as id from ${sql.table(journalTable)}`.execute(db);
  return Number(r.rows[0].id ?? 0);
}

export async function writesSince(db: Db, mark: number): Promise<JournalWrite[]> {
  // Ordered by the number, not by its text (which puts 100 before 99 and made the next read see 100 again).
  const r = await sql<{ journal_id: string; tbl: string; op: string; supplier_id: string | null }>`
    select id::text as journal_id, tbl, op, supplier_id::text from ${sql.table(journalTable)} where id > ${mark} order by id`.execute(db);
  return r.rows.map((w) => ({ id: Number(w.journal_id), tbl: w.tbl, op: w.op, supplierId: w.supplier_id === null ? null : Number(w.supplier_id) }));
}

/** Reads the journal in turns: each `next()` answers the writes since the previous one (one query per request). */
export async function journalReader(db: Db): Promise<{ next(): Promise<JournalWrite[]> }> {
  let mark = await journalMark(db);
  return {
    async next() {
      const ws = await writesSince(db, mark);
      if (ws.length) mark = ws[ws.length - 1].id;
      return ws;
    },
  };
}

export const describeWrites = (ws: JournalWrite[]) =>
  [...new Set(ws.map((w) => `${w.op.toLowerCase()} ${w.tbl}${w.supplierId === null ? '' : ` (supplier ${w.supplierId})`}`))].join(', ');
