import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../types';

export type Tx = Transaction<Database> | Kysely<Database>;

/**
 * The seed is plain set-based SQL built from our own constants (no outside input reaches these strings).
 * Randomness is a hash of (key, salt), never random(): the same key gives the same value on every run,
 * in any row order and under parallel plans, so reruns on the same day produce identical data.
 */
/** Runs one statement. With SEED_PROFILE=1 statements slower than 150 ms are printed, to find what to speed up. */
export async function run(tx: Tx, text: string): Promise<void> {
  const t = Date.now();
  await sql.raw(text).execute(tx);
  if (process.env.SEED_PROFILE && Date.now() - t > 150) console.log(`  ${Date.now() - t} ms: ${text.replace(/\s+/g, ' ').slice(0, 110)}`);
}

export async function rows<T>(tx: Tx, text: string): Promise<T[]> {
  return (await sql.raw<T>(text).execute(tx)).rows;
}

/** Uniform [0, 1) from an integer key expression and a salt. */
export function rnd(key: string, salt: number): string {
  return `((hashint8extended((${key})::int8, ${salt}) & 2147483647)::float8 / 2147483648.0)`;
}

/** Integer uniform in [lo, hi]. */
export function rint(key: string, salt: number, lo: number | string, hi: number | string): string {
  return `((${lo}) + floor(${rnd(key, salt)} * ((${hi}) - (${lo}) + 1)))::int`;
}

/** Standard normal (Box–Muller over two hashed uniforms). */
export function gauss(key: string, salt: number): string {
  return `(sqrt(-2 * ln(1 - ${rnd(key, salt)})) * cos(2 * pi() * ${rnd(key, salt + 1)}))`;
}

/** SQL text array literal. */
export function textArray(list: readonly string[]): string {
  return `array[${list.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]::text[]`;
}

/** One element of `list`, chosen by the hashed key. */
export function pick(list: readonly string[], key: string, salt: number): string {
  return `(${textArray(list)})[1 + floor(${rnd(key, salt)} * ${list.length})::int]`;
}

/** Document number: prefix + branch code + yyyymmdd + 4-digit sequence within that prefix, branch and day. */
export function sheetNo(prefix: string, branchCode: string, day: string, seq: string): string {
  return `'${prefix}' || ${branchCode} || to_char(${day}, 'YYYYMMDD') || lpad((${seq})::text, 4, '0')`;
}

/** Seeded rows get explicit ids; afterwards every id sequence continues after the highest id. */
export async function resetSequences(tx: Tx): Promise<void> {
  await run(
    tx,
    `do $$ declare r record; begin
       for r in select s.oid::regclass::text as seq, t.relname as tbl, a.attname as col
                from pg_class s join pg_depend d on d.objid = s.oid and d.deptype = 'a'
                join pg_class t on t.oid = d.refobjid join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
                where s.relkind = 'S' and t.relnamespace = 'public'::regnamespace and t.relname not like 'kysely%' loop
         execute format('select setval(%L, coalesce((select max(%I) from %I), 0) + 1, false)', r.seq, r.col, r.tbl);
       end loop;
     end $$`,
  );
}

/**
 * Runs a bulk insert with the tables' secondary indexes dropped and rebuilt afterwards: building an index once over
 * sorted data is several times cheaper than maintaining it row by row. Constraint indexes (primary key, unique)
 * stay, and the definitions come from the catalogue, so the migration remains the one place that declares them.
 */
export async function withIndexesRebuilt(tx: Tx, tables: string[], load: () => Promise<void>): Promise<void> {
  const list = tables.map((t) => `'${t}'`).join(',');
  const defs = await rows<{ name: string; def: string }>(
    tx,
    `select i.indexname as name, i.indexdef as def from pg_indexes i
     where i.schemaname = current_schema() and i.tablename in (${list})
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
  for (const d of defs) await run(tx, `drop index "${d.name}"`);
  await load();
  for (const d of defs) await run(tx, d.def);
}
