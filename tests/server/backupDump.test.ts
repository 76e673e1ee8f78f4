import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checksumDifferences, tableChecksums, type TableChecksums } from '../../server/db/backup/checksums';
import { ensureDatabase, kyselyFor, migrateToLatest } from '../../server/db/connect';
import { seed } from '../../server/db/seed/index';
import { freePort } from '../support/freePort';

// `npm run backup` / `npm run restore` where DATABASE_URL names a PostgreSQL this product does not run: the scripts
// use that server's pg_dump and pg_restore. The server here is the machine's own PostgreSQL (Debian's package, which
// .ci/run installs), run in a temporary folder: pg_dump must be of the server's major version, and the bundled
// embedded PostgreSQL ships no pg_dump. The product's migrations and seed also run on that other version here.

/** The newest PostgreSQL server of the machine that has the tools this path uses, or undefined. */
function machinePostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const tools = ['initdb', 'pg_ctl', 'postgres', 'pg_dump', 'pg_restore'];
  return fs.readdirSync(root)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a))
    .map((v) => path.join(root, v, 'bin'))
    .find((bin) => tools.every((t) => fs.existsSync(path.join(bin, t))));
}

const bin = machinePostgresBin();
const run = promisify(execFile);
const isRoot = process.getuid?.() === 0;
let work: string;
let cluster: string;
let port: number;
const url = (db: string) => `postgres://postgres@127.0.0.1:${port}/${db}`;

/** Runs a PostgreSQL tool as the `postgres` OS user when this is root (PostgreSQL refuses to run as root). */
function asPostgres(tool: string, args: string[]): void {
  const [cmd, all] = isRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin!, tool), ...args]] : [path.join(bin!, tool), args];
  execFileSync(cmd, all, { stdio: ['ignore', 'ignore', 'pipe'] });
}

async function checksumsOf(db: string): Promise<TableChecksums> {
  const client = new pg.Client({ connectionString: url(db) });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    return await tableChecksums(client);
  } finally {
    await client.end();
  }
}

/** One of the product's scripts, as `npm run backup|restore` runs it, with DATABASE_URL set. */
function script(name: 'backup' | 'restore', args: string[], database: string, uploads = `uploads-${database}`) {
  return run(process.execPath, ['--import', 'tsx', path.join('scripts', `${name}.ts`), ...args], {
    env: { ...process.env, DATABASE_URL: url(database), SCM_PG_BIN: bin!, SCM_UPLOAD_DIR: path.join(work, uploads), SCM_DATA_DIR: path.join(work, 'unused-data') },
    maxBuffer: 10 * 1024 * 1024,
  });
}

describe.skipIf(!bin)(`backup and restore through pg_dump when DATABASE_URL names another server (${bin ?? 'no PostgreSQL server on this machine'})`, () => {
  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'scm-dump-test-'));
    fs.chmodSync(work, 0o755);
    cluster = path.join(work, 'cluster');
    fs.mkdirSync(cluster, { mode: 0o700 });
    if (isRoot) execFileSync('chown', ['postgres:postgres', cluster]);
    port = await freePort();
    asPostgres('initdb', ['-D', cluster, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C']);
    // Without fsync, as the embedded test clusters run: the folder is thrown away after the test, and the migrations,
    // the seed and the restore otherwise wait on the disk for each commit.
    asPostgres('pg_ctl', ['-D', cluster, '-w', '-l', path.join(cluster, 'server.log'), '-o', `-p ${port} -k ${cluster} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
    await ensureDatabase(url('postgres'), 'scm');
    const db = kyselyFor(url('scm'), 4);
    await migrateToLatest(db);
    await seed(db, { scale: 'test' });
    await db.destroy();
    fs.mkdirSync(path.join(work, 'uploads-scm', '2026', '11'), { recursive: true });
    fs.writeFileSync(path.join(work, 'uploads-scm', '2026', '11', 'a1.png'), Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
  }, 600_000);

  afterAll(() => {
    if (cluster && fs.existsSync(path.join(cluster, 'postmaster.pid'))) asPostgres('pg_ctl', ['-D', cluster, '-m', 'fast', '-w', 'stop']);
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  it('npm run backup dumps the database and its uploads; npm run restore brings both back into an empty database, table for table', async () => {
    const before = await checksumsOf('scm');
    expect(before['public.purchase_order']!.rows).toBeGreaterThan(0);
    const archive = path.join(work, 'dump.tar');
    const backup = await script('backup', [archive], 'scm');
    expect(backup.stdout).toMatch(/pg_dump/);

    await ensureDatabase(url('postgres'), 'scm_restored');
    const restore = await script('restore', [archive], 'scm_restored');
    expect(restore.stdout).toMatch(/restored into the database DATABASE_URL names/);
    expect(checksumDifferences(before, await checksumsOf('scm_restored'))).toEqual([]);
    expect(fs.readFileSync(path.join(work, 'uploads-scm_restored', '2026', '11', 'a1.png'))).toEqual(fs.readFileSync(path.join(work, 'uploads-scm', '2026', '11', 'a1.png')));

    // Into a database that already holds tables: refused before anything is unpacked, and that database is left as it was.
    const again = await script('restore', [archive], 'scm', 'uploads-refused').catch((e: { stderr: string; code: number }) => e);
    expect(again).toMatchObject({ code: 1 });
    expect((again as { stderr: string }).stderr).toMatch(/already holds \d+ tables: a dump is restored into an empty database only/);
    expect(checksumDifferences(before, await checksumsOf('scm'))).toEqual([]);
    expect(fs.existsSync(path.join(work, 'uploads-refused'))).toBe(false);
  }, 600_000);
});
