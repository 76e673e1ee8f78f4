import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { writeBaseBackup } from '../server/db/backup/baseBackup';
import { BackupMoment } from '../server/db/backup/backupMoment';
import { checksumDifferences, tableChecksums } from '../server/db/backup/checksums';
import { extractBackup } from '../server/db/backup/restore';
import { embeddedUrl, startEmbeddedPostgres } from '../server/db/embedded';
import { freePort } from '../server/db/freePort';

// The soak's backup: `npm run backup`'s base backup of the running server's database while the load writes, with
// the snapshot at its stop point (BackupMoment) summed right away; after the run, the archive restored into empty
// folders, started (WAL replay), and compared table by table, and every upload row's file checked.

export interface SoakBackup {
  error?: string;
  seconds: number;
  megabytes: number;
  heldMs: number;
  stopLsn: string;
  stopTime: string;
  /** epoch ms of the stop point (when writes were held for it) */
  stoppedAt: number;
  verify(): Promise<{ tables: number; differences: string[]; uploads: number; uploadProblems: number; seconds: number }>;
}

export async function soakBackup(opts: {
  dataDir: string;
  pgPort: number;
  uploadDir: string;
  work: string;
  log: (m: string) => void;
  /** called once the stop point is set */
  afterStop: () => void;
}): Promise<SoakBackup> {
  const archive = path.join(opts.work, 'soak-backup.tar');
  const moment = new BackupMoment(embeddedUrl(opts.pgPort, 'scm'));
  const t = performance.now();
  const manifest = await writeBaseBackup({
    dataDir: opts.dataDir,
    url: embeddedUrl(opts.pgPort, 'postgres'),
    archive,
    env: { SCM_UPLOAD_DIR: opts.uploadDir },
    aroundStop: async () => {
      const release = await moment.aroundStop();
      return async () => {
        await release();
        opts.afterStop();
      };
    },
  }).catch(async (err: unknown) => {
    await moment.close();
    throw err;
  });
  const seconds = (performance.now() - t) / 1000;
  const stoppedAt = moment.at;
  const atStop = await moment.checksums();
  opts.log(`soak: backup written in ${seconds.toFixed(1)} s (writes held ${Math.round(moment.heldMs)} ms at the stop point), ${Object.keys(atStop).length} tables summed at that point`);
  return {
    seconds,
    megabytes: fs.statSync(archive).size / 1048576,
    heldMs: moment.heldMs,
    stopLsn: manifest.stopLsn!,
    stopTime: manifest.stopTime!,
    stoppedAt,
    async verify() {
      const t1 = performance.now();
      const target = path.join(opts.work, 'restored');
      await extractBackup(archive, { dataDir: path.join(target, 'pg'), uploadDir: path.join(target, 'uploads') });
      const restored = await startEmbeddedPostgres({ dataDir: path.join(target, 'pg'), port: await freePort(), persistent: true, log: opts.log });
      const seconds = (performance.now() - t1) / 1000;
      const client = new pg.Client({ connectionString: restored.url('scm') });
      try {
        await client.connect();
        await client.query('begin isolation level repeatable read read only');
        const sums = await tableChecksums(client);
        const uploads = (await client.query<{ storage_key: string; sha256: string }>('select storage_key, sha256 from upload')).rows;
        const uploadProblems = uploads.filter((u) => {
          const file = path.join(target, 'uploads', u.storage_key);
          return !fs.existsSync(file) || createHash('sha256').update(fs.readFileSync(file)).digest('hex') !== u.sha256;
        }).length;
        return { tables: Object.keys(atStop).length, differences: checksumDifferences(atStop, sums), uploads: uploads.length, uploadProblems, seconds };
      } finally {
        await client.end().catch(() => undefined);
        await restored.stop();
      }
    },
  };
}
