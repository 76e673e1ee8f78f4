import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../server/db/embedded';
import { ensureDatabase, kyselyFor, migrateToLatest } from '../../server/db/connect';
import { seed } from '../../server/db/seed/index';
import { freePort } from './freePort';

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
    templateDatabase: string;
  }
}

/** One real PostgreSQL for the run; a migrated, seeded template database each test file clones. */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scm-test-pg-'));
  const server = await startEmbeddedPostgres({
    dataDir: path.join(dir, 'pg'),
    port: await freePort(),
    persistent: false,
    log: (m) => console.log(`[test-db] ${m}`),
  });
  const template = 'scm_template';
  await ensureDatabase(server.url('postgres'), template);
  const db = kyselyFor(server.url(template), 4);
  const t = Date.now();
  await migrateToLatest(db);
  await seed(db, { scale: 'test' });
  await db.destroy();
  console.log(`[test-db] template migrated and seeded in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  project.provide('pgServerUrl', server.url('postgres'));
  project.provide('templateDatabase', template);
  return async () => {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
