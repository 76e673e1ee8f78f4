import type pg from 'pg';

/** Per table: its row count and the MD5 of its rows as text, in text order (the same rows give the same sum). */
export type TableChecksums = Record<string, { rows: number; md5: string }>;

/**
 * Every table of the database's own schemas (not pg_catalog, not information_schema), summed in the client's
 * current snapshot: run inside one REPEATABLE READ transaction, the sums are of one moment. Sequences are left out:
 * their values are not transactional (a rolled-back insert still used a number), so they say nothing about the data.
 */
export async function tableChecksums(client: pg.ClientBase): Promise<TableChecksums> {
  const tables = await client.query<{ name: string }>(
    "select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname not in ('pg_catalog', 'information_schema') order by 1",
  );
  const sums: TableChecksums = {};
  for (const { name } of tables.rows) {
    const r = await client.query<{ rows: string; md5: string }>(
      `select count(*)::text as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as md5 from ${name} t`,
    );
    sums[name] = { rows: Number(r.rows[0]!.rows), md5: r.rows[0]!.md5 };
  }
  return sums;
}

/** The tables whose sums differ (or that only one side has), for a message that says where a restore went wrong. */
export function checksumDifferences(expected: TableChecksums, actual: TableChecksums): string[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  return names
    .filter((n) => expected[n]?.md5 !== actual[n]?.md5 || expected[n]?.rows !== actual[n]?.rows)
    .map((n) => `${n}: expected ${expected[n]?.rows ?? 'no table'} rows ${expected[n]?.md5 ?? ''}, found ${actual[n]?.rows ?? 'no table'} rows ${actual[n]?.md5 ?? ''}`);
}
