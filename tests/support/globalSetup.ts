import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../server/db/embedded';
import { seedTemplate, templateName } from './template';
import { freePort } from './freePort';

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
    templateDatabase: string;
    /** A stopped copy of the run's cluster with the template seeded (tests/support/seededCluster.ts starts copies of it). */
    seededClusterDir: string;
  }
}

/**
 * One real PostgreSQL for the run; a migrated, seeded template database each test file clones (per business day:
 * template.ts). Once the template is seeded the cluster is stopped and its data folder copied as it lies: the files
 * that need a cluster of their own (its data folder, its postmaster) start from a copy of that folder instead of an
 * initdb, the migrations and the seed each.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scm-test-pg-'));
  const dataDir = path.join(dir, 'pg');
  const seededDir = path.join(dir, 'seeded');
  const port = await freePort();
  // Kept when stopped (the folder goes with `dir` at the end), and without fsync: nothing here outlives the run.
  const start = (settings: string[] = []) =>
    startEmbeddedPostgres({ dataDir, port, persistent: true, fsync: false, settings, log: (m) => console.log(`[test-db] ${m}`) });
  // Until the copy, WAL files the stop's checkpoint no longer needs are removed rather than kept for reuse: the copy
  // is 141 MB, not 269. The run itself reuses them (a file's clone of the template writes its pages to the WAL).
  let server = await start(['wal_recycle=off']);
  const template = templateName();
  const t = Date.now();
  await seedTemplate(server.url('postgres'), template);
  // A fast shutdown writes everything out, so the stopped folder is a whole cluster; `cp -a` keeps its owner (the
  // postgres OS user when this runs as root) and its 0700 mode, which PostgreSQL asks of a data folder.
  await server.stop();
  execFileSync('cp', ['-a', dataDir, seededDir]);
  server = await start();
  console.log(`[test-db] template migrated, seeded and copied in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  project.provide('pgServerUrl', server.url('postgres'));
  project.provide('templateDatabase', template);
  project.provide('seededClusterDir', seededDir);
  return async () => {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
