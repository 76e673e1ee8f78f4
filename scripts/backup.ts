/**
 * `npm run backup [-- FILE] [--keep N]`: one archive (tar) with the database, the uploaded files and a manifest
 * (time, PostgreSQL version, SHA-256 of every file). The embedded database (SCM_DATA_DIR, else ./data/pg) is copied
 * with PostgreSQL's low-level backup API while the product keeps running; with DATABASE_URL set, that server's
 * pg_dump is used instead. FILE defaults to $SCM_BACKUP_DIR (else ./data/backups)/scm-backup-<UTC time>.tar;
 * --keep N then deletes all but the N newest archives of that folder. docs/operations.md: scheduling, restoring.
 */
import fs from 'node:fs';
import path from 'node:path';
import { writeBaseBackup } from '../server/db/backup/baseBackup';
import { writeDumpBackup } from '../server/db/backup/dumpBackup';
import { withEmbeddedServer } from '../server/db/backup/embeddedServer';
import type { BackupManifest } from '../server/db/backup/manifest';

const log = (m: string) => console.log(`[backup] ${m}`);
const args = process.argv.slice(2);
const keepAt = args.indexOf('--keep');
const keep = keepAt >= 0 ? Number(args[keepAt + 1]) : null;
const positional = args.filter((a, i) => !a.startsWith('--') && (keepAt < 0 || i !== keepAt + 1));

const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
const folder = path.resolve(process.env.SCM_BACKUP_DIR || path.join('data', 'backups'));
const archive = path.resolve(positional[0] ?? path.join(folder, `scm-backup-${stamp}.tar`));

/** All but the `keep` newest scm-backup-*.tar of the archive's folder go. */
function prune(dir: string, keepCount: number): void {
  const old = fs
    .readdirSync(dir)
    .filter((n) => /^scm-backup-\d{8}T\d{6}Z\.tar$/.test(n))
    .sort()
    .reverse()
    .slice(keepCount);
  for (const n of old) {
    fs.rmSync(path.join(dir, n));
    log(`deleted the older ${n} (--keep ${keepCount})`);
  }
}

async function main(): Promise<void> {
  if (keep !== null && !(Number.isInteger(keep) && keep >= 1)) throw new Error('--keep takes a whole number of archives, at least 1');
  fs.mkdirSync(path.dirname(archive), { recursive: true, mode: 0o700 });
  const t0 = Date.now();
  let manifest: BackupManifest;
  if (process.env.DATABASE_URL) {
    log('DATABASE_URL is set: dumping that database with pg_dump');
    manifest = await writeDumpBackup({ url: process.env.DATABASE_URL, archive });
  } else {
    const dataDir = path.resolve(process.env.SCM_DATA_DIR || path.join('data', 'pg'));
    log(`base backup of the embedded database in ${dataDir}`);
    manifest = await withEmbeddedServer(dataDir, log, (url) => writeBaseBackup({ dataDir, url, archive }));
  }
  const size = fs.statSync(archive).size;
  const uploads =
    manifest.uploads.store === 'local' ? `${manifest.uploads.files} uploaded files from ${manifest.uploads.dir}` :
    manifest.uploads.store === 's3' ? `uploads: not copied, they are in the bucket ${manifest.uploads.bucket}` :
    `no upload folder at ${manifest.uploads.dir}`;
  log(`${archive}: ${(size / 1048576).toFixed(1)} MB, PostgreSQL ${manifest.postgresVersion}` +
    (manifest.stopLsn ? `, consistent at ${manifest.stopTime} (LSN ${manifest.stopLsn})` : '') + `; ${uploads}; ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  if (keep !== null) prune(path.dirname(archive), keep);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(`[backup] failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
