import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import { startEmbeddedPostgres } from '../server/db/embedded';
import { kyselyFor, migrateToLatest } from '../server/db/connect';
import { seed } from '../server/db/seed/index';
import { scales, type Scale } from '../server/db/seed/params';
import type { Database } from '../server/db/types';
import { freePort } from '../tests/support/freePort';

export interface BenchDatabase {
  db: Kysely<Database>;
  url: string;
  close(): Promise<void>;
}

/**
 * A database of the given seed scale for benchmarks: an embedded PostgreSQL under data/bench/<scale> (or
 * BENCH_DATABASE_URL), seeded once. Seeding 'large' takes minutes; a finished seed is marked in the database and
 * reused until the seed changes; an interrupted one is thrown away and redone.
 */
export async function openBenchDatabase(scale: string, log: (m: string) => void): Promise<BenchDatabase> {
  if (!scales[scale as Scale]) throw new Error(`unknown scale ${scale}; one of ${Object.keys(scales).join(', ')}`);
  let stop: () => Promise<void> = async () => {};
  let url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const dataDir = path.resolve('data', 'bench', scale, 'pg');
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    const server = await startEmbeddedPostgres({ dataDir, port: await freePort(), persistent: true, log });
    stop = () => server.stop();
    url = server.url('postgres');
  }
  const admin = kyselyFor(url, 1);
  const name = `scm_bench_${scale}`;
  // A fingerprint of the seed (its volume settings and its code) is stored with the data: when either changes,
  // the database is seeded again.
  const params = seedFingerprint(scale);
  const marker = await isSeeded(url.replace(/\/[^/]*$/, `/${name}`), admin, name, params);
  if (!marker) {
    await sql.raw(`drop database if exists ${name} with (force)`).execute(admin);
    await sql.raw(`create database ${name}`).execute(admin);
  }
  await admin.destroy();
  const dbUrl = url.replace(/\/[^/]*$/, `/${name}`);
  const db = kyselyFor(dbUrl, 30);
  if (!marker) {
    const t = Date.now();
    log(`seeding scale ${scale} (once; later runs reuse it)…`);
    await migrateToLatest(db);
    await seed(db, { scale: scale as Scale, log });
    await sql`vacuum analyze`.execute(db);
    // The seed's pages written out now, not by the checkpointer while the first bench measures.
    await sql`checkpoint`.execute(db).catch((err: unknown) => log(`no checkpoint after seeding (${String(err)})`));
    await sql`create table bench_seed_done (scale text primary key, params text not null, at timestamptz not null default now())`.execute(db);
    await sql`insert into bench_seed_done (scale, params) values (${scale}, ${params})`.execute(db);
    log(`seeded in ${Math.round((Date.now() - t) / 1000)} s`);
  } else {
    // New migrations (indexes) still apply to a reused database.
    await migrateToLatest(db);
  }
  return {
    db,
    url: dbUrl,
    close: async () => {
      await db.destroy();
      await stop();
    },
  };
}

function seedFingerprint(scale: string): string {
  const dir = fileURLToPath(new URL('../server/db/seed/', import.meta.url));
  const hash = createHash('sha256').update(JSON.stringify(scales[scale as Scale]));
  for (const f of fs.readdirSync(dir).filter((n) => n.endsWith('.ts')).sort()) hash.update(f).update(fs.readFileSync(path.join(dir, f)));
  return `${scale}:${hash.digest('hex').slice(0, 16)}`;
}

async function isSeeded(dbUrl: string, admin: Kysely<any>, name: string, params: string): Promise<boolean> {
  const exists = await sql<{ n: number }>`select count(*)::int as n from pg_database where datname = ${name}`.execute(admin);
  if (exists.rows[0].n === 0) return false;
  const probe = kyselyFor(dbUrl, 1);
  try {
    const r = await sql<{ t: string | null }>`select to_regclass('bench_seed_done')::text as t`.execute(probe);
    if (r.rows[0].t === null) return false;
    const done = await sql<{ params: string | null }>`select params from bench_seed_done limit 1`.execute(probe).catch(() => ({ rows: [] }));
    return done.rows[0]?.params === params;
  } finally {
    await probe.destroy();
  }
}
