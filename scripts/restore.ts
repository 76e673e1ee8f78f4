/**
 * `npm run restore FILE [--data-dir DIR] [--upload-dir DIR]`: brings back an archive of `npm run backup`.
 * A base backup goes into an EMPTY data folder (SCM_DATA_DIR, else ./data/pg) and its uploads into an empty upload
 * folder (SCM_UPLOAD_DIR, else ./data/uploads); the database is then started once, which replays the backup's WAL
 * up to its stop point, and stopped: `npm start` runs on it. A pg_dump backup goes into the empty database
 * DATABASE_URL names. Every file is checked against the manifest's SHA-256 first.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { assertEmptyDatabase, restoreDump } from '../server/db/backup/dumpBackup';
import { extractBackup, readManifest, RestoreRefused } from '../server/db/backup/restore';
import { uploadDirFromEnv } from '../server/db/backup/uploadsInArchive';
import { startEmbeddedPostgres } from '../server/db/embedded';
import { freePort } from '../server/db/freePort';

const log = (m: string) => console.log(`[restore] ${m}`);
const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const archive = args.find((a, i) => !a.startsWith('--') && !['--data-dir', '--upload-dir'].includes(args[i - 1] ?? ''));
const dataDir = path.resolve(option('data-dir') ?? (process.env.SCM_DATA_DIR || path.join('data', 'pg')));
const uploadDir = path.resolve(option('upload-dir') ?? uploadDirFromEnv());

/** Starts the restored database once: PostgreSQL replays the WAL to the backup's stop point and opens. */
async function replay(): Promise<void> {
  const server = await startEmbeddedPostgres({ dataDir, port: await freePort(), persistent: true, log });
  try {
    const client = new pg.Client({ connectionString: server.url('postgres') });
    await client.connect();
    const names = await client.query<{ datname: string }>('select datname from pg_database where not datistemplate order by 1').finally(() => client.end());
    log(`the database opens: ${names.rows.map((r) => r.datname).join(', ')}`);
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  if (!archive) throw new RestoreRefused('say which archive: npm run restore -- FILE');
  if (!fs.existsSync(archive)) throw new RestoreRefused(`${archive} does not exist`);
  if ((await readManifest(archive)).kind === 'pg_dump' && !process.env.DATABASE_URL) {
    throw new RestoreRefused('this is a pg_dump backup: set DATABASE_URL to the empty database to restore it into');
  }
  // Refused before anything is unpacked: a refusal leaves the upload folder as it was.
  if ((await readManifest(archive)).kind === 'pg_dump') await assertEmptyDatabase(process.env.DATABASE_URL!);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'scm-restore-'));
  try {
    const dumpFile = path.join(work, 'database.dump');
    const manifest = await extractBackup(archive, { dataDir, uploadDir, dumpFile });
    log(`${archive}: ${manifest.kind} of ${manifest.createdAt}, PostgreSQL ${manifest.postgresVersion}; every file matches its checksum`);
    if (manifest.uploads.store === 'local') log(`${manifest.uploads.files} uploaded files restored into ${uploadDir}`);
    if (manifest.uploads.store === 's3') log(`uploads were in the bucket ${manifest.uploads.bucket} (not in the archive): point SCM_S3_* at it again`);
    if (manifest.kind === 'base-backup') {
      await replay();
      log(`restored into ${dataDir}, as it was at ${manifest.stopTime}: npm start runs on it` +
        (process.env.SCM_DATA_DIR || option('data-dir') ? ' (with the same SCM_DATA_DIR)' : ''));
    } else {
      await restoreDump({ url: process.env.DATABASE_URL!, dumpFile });
      log('restored into the database DATABASE_URL names: npm start runs on it');
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(`[restore] ${err instanceof RestoreRefused ? 'refused' : 'failed'}: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
