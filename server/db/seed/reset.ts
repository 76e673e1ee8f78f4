import { sql, type Kysely } from 'kysely';
import type { Database } from '../types';

/** Empties every application table (not the migration bookkeeping) and restarts their id sequences. */
export async function truncateAll(db: Kysely<Database>): Promise<void> {
  const { rows } = await sql<{ name: string }>`
    select quote_ident(tablename) as name from pg_tables
    where schemaname = current_schema() and tablename not like 'kysely%'`.execute(db);
  if (rows.length === 0) return;
  await sql.raw(`truncate table ${rows.map((r) => r.name).join(', ')} restart identity cascade`).execute(db);
}
