import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedServer } from '../../server/db/embedded';
import { seedTemplate, templateName } from './template';

/**
 * A PostgreSQL of a test file's own (for tests that need its data folder or its postmaster: backup, replica, crash)
 * whose database `scm` is migrated and seeded with the test data set. It starts from a copy of the run's seeded
 * cluster (globalSetup.ts): a copy of a folder (about 140 MB), a start and a rename, 2.6 s of CPU where an initdb,
 * the migrations and the seed took 16 s (each in a process of its own, PostgreSQL's share counted). When the business day has turned since the run began, that copy holds yesterday's
 * documents (template.ts), and this cluster is made and seeded for today instead.
 *
 * The first start of the server itself, with initdb and seeding (server/main.ts on an empty SCM_DATA_DIR), is
 * still run for real once a run, by tests/security/shutdown.test.ts.
 */
export async function startSeededCluster(opts: { dataDir: string; port: number; persistent: boolean; log: (m: string) => void }): Promise<EmbeddedServer> {
  const template = inject('templateDatabase');
  if (templateName() !== template) {
    const server = await startEmbeddedPostgres(opts);
    await seedTemplate(server.url('postgres'), 'scm');
    return server;
  }
  fs.mkdirSync(path.dirname(opts.dataDir), { recursive: true });
  // `cp -a` keeps the files' owner (the postgres OS user when this runs as root) and the folder's 0700 mode.
  execFileSync('cp', ['-a', inject('seededClusterDir'), opts.dataDir]);
  const server = await startEmbeddedPostgres(opts);
  const client = new pg.Client({ connectionString: server.url('postgres') });
  await client.connect();
  try {
    await client.query(`alter database ${template} rename to scm`);
  } finally {
    await client.end();
  }
  return server;
}
