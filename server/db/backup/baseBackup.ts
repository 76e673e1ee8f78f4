import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { writeArchive } from './archive';
import { PGDATA, type BackupManifest } from './manifest';
import type { TarWriter } from './tar';
import { walk } from './uploadsInArchive';

/**
 * Left out of a base backup, as PostgreSQL's documentation of the low-level API lists them: the running server's
 * lock and options files, WAL (the segments the backup needs are added separately), and folders whose contents are
 * rebuilt or meaningless at start-up (they are kept, empty).
 */
const skippedFiles = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map', 'backup_label.old']);
const emptiedFolders = new Set(['pg_wal', 'pg_replslot', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_stat_tmp', 'pg_subtrans']);

function skipped(rel: string): boolean {
  const parts = rel.split('/');
  const base = parts[parts.length - 1]!;
  if (parts.length === 1 && skippedFiles.has(base)) return true;
  if (parts.length > 1 && emptiedFolders.has(parts[0]!)) return true;
  return base === 'pg_internal.init' || base.startsWith('pgsql_tmp');
}

const walSegment = /^[0-9A-F]{24}$/;

export interface BaseBackupOptions {
  /** the data folder of the running server (the files are read from there) */
  dataDir: string;
  /** a superuser connection to that server */
  url: string;
  /** the archive to write; must not exist yet */
  archive: string;
  /**
   * Called right before the backup's stop point is set; the function it returns right after. A check of the
   * backup uses it to hold writes still for that instant and take a snapshot to compare with (backupMoment.ts).
   */
  aroundStop?: () => Promise<() => Promise<void>>;
  env?: NodeJS.ProcessEnv;
}

/**
 * A consistent base backup of a running PostgreSQL with its low-level API (pg_backup_start / pg_backup_stop) and a
 * copy of the data folder, while the server keeps taking writes. The files are copied as they are, inconsistent
 * among themselves; the WAL from the backup's start to its stop point, stored beside them, is replayed at the first
 * start after a restore, so the restored database is exactly what was committed at the stop point. A temporary
 * replication slot keeps that WAL from being recycled until it is copied (no WAL archive is needed).
 */
export async function writeBaseBackup(opts: BaseBackupOptions): Promise<BackupManifest> {
  const dataDir = path.resolve(opts.dataDir);
  const client = new pg.Client({ connectionString: opts.url });
  await client.connect();
  try {
    return await writeArchive(opts.archive, opts.env, async (tar, files) => {
      const version = (await client.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]!.v;
      const slot = `scm_backup_${process.pid}_${randomBytes(3).toString('hex')}`;
      await client.query('select pg_create_physical_replication_slot($1, true, true)', [slot]);
      const start = await client.query<{ lsn: string }>('select pg_backup_start($1, true)::text as lsn', [`scm backup ${new Date().toISOString()}`]);
      const startLsn = start.rows[0]!.lsn;

      await tar.dir(PGDATA);
      for (const entry of walk(dataDir)) {
        if (skipped(entry.rel)) continue;
        const name = `${PGDATA}/${entry.rel}`;
        if (entry.kind === 'dir') await tar.dir(name);
        else {
          const stored = await tar.file(name, path.join(dataDir, entry.rel));
          if (stored) files[name] = stored;
        }
      }

      const release = opts.aroundStop ? await opts.aroundStop() : null;
      let stop: { lsn: string; labelfile: string; spcmapfile: string | null; at: string };
      try {
        // wait_for_archive: with archive_mode on, return only once the last segment is archived.
        stop = (await client.query('select lsn::text, labelfile, spcmapfile, clock_timestamp()::text as at from pg_backup_stop(true)')).rows[0];
      } finally {
        await release?.();
      }
      const label = Buffer.from(stop.labelfile);
      files[`${PGDATA}/backup_label`] = { size: label.length, sha256: await tar.buffer(`${PGDATA}/backup_label`, label) };
      if (stop.spcmapfile) {
        const map = Buffer.from(stop.spcmapfile);
        files[`${PGDATA}/tablespace_map`] = { size: map.length, sha256: await tar.buffer(`${PGDATA}/tablespace_map`, map) };
      }
      await addWal(client, tar, files, path.join(dataDir, 'pg_wal'), startLsn, stop.lsn);
      await client.query('select pg_drop_replication_slot($1)', [slot]);
      return { kind: 'base-backup', postgresVersion: version, startLsn, stopLsn: stop.lsn, stopTime: stop.at };
    });
  } finally {
    await client.end();
  }
}

/**
 * The WAL from the start's segment to the stop's (pg_backup_stop switched to a new segment after the stop point, so
 * the last one copied ends there), and the timeline history files.
 */
async function addWal(client: pg.Client, tar: TarWriter, files: BackupManifest['files'], walDir: string, startLsn: string, stopLsn: string): Promise<void> {
  const names = await client.query<{ first: string; last: string }>('select pg_walfile_name($1) as first, pg_walfile_name($2) as last', [startLsn, stopLsn]);
  const { first, last } = names.rows[0]!;
  const segments = fs
    .readdirSync(walDir)
    .filter((n) => (walSegment.test(n) && n.slice(0, 8) === last.slice(0, 8) && n >= first && n <= last) || n.endsWith('.history'))
    .sort();
  if (!segments.includes(first) || !segments.includes(last)) throw new Error(`WAL segments ${first}…${last} are not all in ${walDir}`);
  for (const n of segments) {
    const name = `${PGDATA}/pg_wal/${n}`;
    const stored = await tar.file(name, path.join(walDir, n));
    if (!stored) throw new Error(`WAL segment ${n} vanished while it was copied`);
    files[name] = stored;
  }
}
