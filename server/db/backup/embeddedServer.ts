import fs from 'node:fs';
import path from 'node:path';
import { embeddedUrl, startEmbeddedPostgres } from '../embedded';
import { freePort } from '../freePort';

/** The port of the PostgreSQL running on `dataDir` now (its postmaster.pid), or null when none is. */
export function runningPort(dataDir: string): number | null {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return null;
  const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
  try {
    process.kill(Number(lines[0]), 0);
    if (!fs.readFileSync(`/proc/${lines[0]}/cmdline`, 'utf8').includes('postgres')) return null;
  } catch {
    return null; // a stale file left by a crash
  }
  return Number(lines[3]);
}

/**
 * Runs `work` with a superuser URL of the embedded database in `dataDir`: the running server's (a backup while the
 * product runs, the usual case), or one started for the purpose on a free port and stopped afterwards.
 */
export async function withEmbeddedServer<T>(dataDir: string, log: (m: string) => void, work: (url: string) => Promise<T>): Promise<T> {
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) throw new Error(`${dataDir} holds no database (set SCM_DATA_DIR to the data folder)`);
  const port = runningPort(dataDir);
  if (port) return work(embeddedUrl(port, 'postgres'));
  log(`no server runs on ${dataDir}: starting PostgreSQL for the backup`);
  const server = await startEmbeddedPostgres({ dataDir, port: await freePort(), persistent: true, log });
  try {
    return await work(server.url('postgres'));
  } finally {
    await server.stop();
  }
}
