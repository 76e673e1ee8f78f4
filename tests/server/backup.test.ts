import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBaseBackup } from '../../server/db/backup/baseBackup';
import { BackupMoment } from '../../server/db/backup/backupMoment';
import { checksumDifferences, tableChecksums, type TableChecksums } from '../../server/db/backup/checksums';
import type { BackupManifest } from '../../server/db/backup/manifest';
import { extractBackup, RestoreRefused } from '../../server/db/backup/restore';
import { startEmbeddedPostgres, type EmbeddedServer } from '../../server/db/embedded';
import { freePort } from '../../server/db/freePort';
import { startSeededCluster } from '../support/seededCluster';

// npm run backup / restore on a seeded embedded database of its own (the backup reads the data folder, which the
// shared test server does not expose; a copy of the run's seeded cluster): backup, restore into fresh folders, start the restored copy, and compare
// every table's checksum and every uploaded file.

const log = () => {};
let work: string;
let source: EmbeddedServer;
let dataDir: string;
const uploadDir = () => path.join(work, 'uploads');
const env = () => ({ SCM_UPLOAD_DIR: uploadDir() });

async function inSnapshot<T>(url: string, read: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    return await read(client);
  } finally {
    await client.end();
  }
}

/** Restores `archive` into new folders, starts that copy and reads its checksums and its upload folder. */
async function restoreAndRead(archive: string, name: string): Promise<{ sums: TableChecksums; uploads: Record<string, string>; extra?: unknown }> {
  const target = path.join(work, name);
  await extractBackup(archive, { dataDir: path.join(target, 'pg'), uploadDir: path.join(target, 'uploads') });
  const restored = await startEmbeddedPostgres({ dataDir: path.join(target, 'pg'), port: await freePort(), persistent: false, log });
  try {
    const sums = await inSnapshot(restored.url('scm'), tableChecksums);
    const uploads = Object.fromEntries(fs.readdirSync(path.join(target, 'uploads'), { recursive: true, encoding: 'utf8' })
      .filter((f) => fs.statSync(path.join(target, 'uploads', f)).isFile())
      .map((f) => [f, fs.readFileSync(path.join(target, 'uploads', f), 'base64')]));
    return { sums, uploads };
  } finally {
    await restored.stop();
  }
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'scm-backup-test-'));
  dataDir = path.join(work, 'source');
  source = await startSeededCluster({ dataDir, port: await freePort(), persistent: false, log });
  fs.mkdirSync(path.join(uploadDir(), '2026', '11'), { recursive: true });
  fs.writeFileSync(path.join(uploadDir(), '2026', '11', 'a1.png'), Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
  fs.writeFileSync(path.join(uploadDir(), '2026', '11', 'b2.pdf'), '%PDF-1.4 evidence');
}, 600_000);

afterAll(async () => {
  await source?.stop();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe('backup and restore of the embedded database', () => {
  // One backup, taken while writes go on (the restore of a quiet database is the same with nothing to replay),
  // then restored and compared; the same archive then shows the refusals. Generous timeout: a checkpoint, a copy of
  // the cluster and a WAL replay on shared cores (no timing is asserted).
  it('a backup taken while writes go on restores to exactly what was committed at its stop point, uploads included', async () => {
    const url = source.url('scm');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    admin.on('error', () => {}); // ended with the source server if a step above fails
    // Transfers between accounts with a ledger row each, from several connections: any torn or partial
    // transaction in the restored copy shows as a checksum difference.
    await admin.query('create table backup_probe_account (id int primary key, balance bigint not null)');
    await admin.query('create table backup_probe_ledger (id bigserial primary key, from_id int, to_id int, amount int, at timestamptz default clock_timestamp())');
    await admin.query('insert into backup_probe_account select g, 1000 from generate_series(1, 20) g');
    let writing = true;
    const writers = Array.from({ length: 4 }, async (_, w) => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      let n = 0;
      while (writing) {
        const from = ((n * 7 + w) % 20) + 1;
        const to = ((n * 11 + w * 3) % 20) + 1;
        n++;
        // One transaction a transfer; both accounts locked in id order first, so two writers never wait on each
        // other in a circle (the two updates of one statement may run in either order).
        await c.query('begin');
        await c.query('select 1 from backup_probe_account where id = any($1::int[]) order by id for update', [[from, to]]);
        await c.query(
          `with a as (update backup_probe_account set balance = balance - $3 where id = $1),
                b as (update backup_probe_account set balance = balance + $3 where id = $2)
           insert into backup_probe_ledger (from_id, to_id, amount) values ($1, $2, $3)`,
          [from, to, (n % 9) + 1],
        );
        await c.query('commit');
        // a seeded table too
        if (n % 5 === 0) await c.query("update purchase_order set remark = 'touched at ' || clock_timestamp() where id = (select min(id) from purchase_order)");
        // A steady stream rather than as fast as the cores allow: the copy only needs commits before and after its
        // stop point, and four writers flat out took the cores the copy and the rest of the test run needed.
        await new Promise((r) => setTimeout(r, 20));
      }
      await c.end();
    });
    const ledgerCount = async () => Number((await admin.query('select count(*) from backup_probe_ledger')).rows[0].count);
    while ((await ledgerCount()) < 50) await new Promise((r) => setTimeout(r, 10));
    const atStart = await ledgerCount();

    const moment = new BackupMoment(url);
    const archive = path.join(work, 'busy.tar');
    let manifest: BackupManifest;
    try {
      manifest = await writeBaseBackup({
        dataDir,
        url: source.url('postgres'),
        archive,
        env: env(),
        // The stop point is set only once writes were committed during the copy: the WAL must carry them.
        aroundStop: async () => {
          while ((await ledgerCount()) <= atStart + 20) await new Promise((r) => setTimeout(r, 5));
          return moment.aroundStop();
        },
      });
      const afterStop = await ledgerCount();
      while ((await ledgerCount()) <= afterStop + 20) await new Promise((r) => setTimeout(r, 5));
    } finally {
      writing = false;
      await Promise.all(writers);
    }
    const atStop = await moment.checksums();
    const final = await ledgerCount();
    await admin.end();
    expect(manifest.kind).toBe('base-backup');
    expect(manifest.uploads).toMatchObject({ store: 'local', files: 2 });

    const restored = await restoreAndRead(archive, 'busy');
    expect(checksumDifferences(atStop, restored.sums)).toEqual([]);
    expect(Object.keys(atStop).length).toBeGreaterThan(40);
    expect(atStop['public.purchase_order']!.rows).toBeGreaterThan(0);
    const ledger = restored.sums['public.backup_probe_ledger']!.rows;
    expect(ledger).toBeGreaterThan(atStart + 20);
    expect(ledger).toBeLessThan(final);
    expect(restored.uploads).toEqual({
      [path.join('2026', '11', 'a1.png')]: fs.readFileSync(path.join(uploadDir(), '2026', '11', 'a1.png'), 'base64'),
      [path.join('2026', '11', 'b2.pdf')]: fs.readFileSync(path.join(uploadDir(), '2026', '11', 'b2.pdf'), 'base64'),
    });

    // Into a folder that holds anything: refused, and the folder is left as it was.
    const busy = path.join(work, 'busy-folder');
    fs.mkdirSync(busy);
    fs.writeFileSync(path.join(busy, 'keep.txt'), 'mine');
    await expect(extractBackup(archive, { dataDir: busy, uploadDir: path.join(work, 'busy-uploads') })).rejects.toThrow(/is not empty: a backup is restored into an empty data folder only/);
    expect(fs.readdirSync(busy)).toEqual(['keep.txt']);

    // A damaged archive (one byte of a database file changed): refused before anything could start on it. The byte
    // is changed in the archive itself, which nothing reads after this (no copy of the whole archive).
    const damaged = archive;
    const fd = fs.openSync(damaged, 'r+');
    try {
      const at = Math.floor(fs.fstatSync(fd).size / 3);
      const byte = Buffer.alloc(1);
      fs.readSync(fd, byte, 0, 1, at);
      byte[0] ^= 0xff;
      fs.writeSync(fd, byte, 0, 1, at);
    } finally {
      fs.closeSync(fd);
    }
    const err = await extractBackup(damaged, { dataDir: path.join(work, 'damaged', 'pg'), uploadDir: path.join(work, 'damaged', 'uploads') }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RestoreRefused);
    expect(String(err)).toMatch(/does not match its checksum|damaged|ends in the middle|not a tar/);
    expect(fs.existsSync(path.join(work, 'damaged', 'pg'))).toBe(false);
  }, 600_000);
});
