import type { S3Config } from '../../lib/storage/s3Store';

/**
 * What `npm run backup` writes last into its archive (manifest.json): when, from which PostgreSQL, how, and the
 * size and SHA-256 of every other file in it. `npm run restore` checks every file against it before the restored
 * database is ever started.
 */
export interface BackupManifest {
  format: 'scm-backup 1';
  /**
   * base-backup: a copy of the embedded database's data folder taken with PostgreSQL's low-level backup API, with
   * the WAL from the backup's start to its stop point (restores as it was at `stopLsn`);
   * pg_dump: a dump of the database DATABASE_URL names, made with that server's pg_dump (custom format).
   */
  kind: 'base-backup' | 'pg_dump';
  /** when the backup finished (UTC) */
  createdAt: string;
  postgresVersion: string;
  /** base-backup: the LSN range and the server's time at the stop point (what a restore brings back) */
  startLsn?: string;
  stopLsn?: string;
  stopTime?: string;
  uploads: UploadsInBackup;
  files: Record<string, { size: number; sha256: string }>;
}

export type UploadsInBackup =
  | { store: 'local'; dir: string; files: number }
  | { store: 's3'; bucket: string; prefix: string; endpoint: string; note: string }
  | { store: 'none'; dir: string };

export const MANIFEST_NAME = 'manifest.json';
/** folders inside the archive */
export const PGDATA = 'pgdata';
export const UPLOADS = 'uploads';
export const DUMP_NAME = 'database.dump';

export function s3Uploads(s3: S3Config): UploadsInBackup {
  return {
    store: 's3',
    bucket: s3.bucket,
    prefix: s3.prefix,
    endpoint: s3.endpoint,
    note: 'uploads live in the bucket and are not in this archive: keep the bucket versioned or replicated',
  };
}
