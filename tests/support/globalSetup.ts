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
  }
}

/** One real PostgreSQL for the run; a migrated, seeded template database each test file clones (per business day: template.ts). */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scm-test-pg-'));
  const server = await startEmbeddedPostgres({
    dataDir: path.join(dir, 'pg'),
    port: await freePort(),
    persistent: false,
    log: (m) => console.log(`[test-db] ${m}`),
  });
  const template = templateName();
  const t = Date.now();
  await seedTemplate(server.url('postgres'), template);
  console.log(`[test-db] template migrated and seeded in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  project.provide('pgServerUrl', server.url('postgres'));
  project.provide('templateDatabase', template);
  return async () => {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
