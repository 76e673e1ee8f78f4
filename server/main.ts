import { buildApp } from './app';
import { apiDocsEnabled } from './lib/apiDocs';
import { openDatabase } from './db/connect';
import { isSeeded, seed } from './db/seed/index';
import { assertSchemasValid, SchemaCheckFailure } from '../scripts/check/startupCheck';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';

async function main() {
  const t0 = Date.now();
  // Page, menu and enum files first: a broken one stops the server with its file, line and pointer.
  await assertSchemasValid();
  const database = await openDatabase((m) => console.log(`[db] ${m}`));
  if (!(await isSeeded(database.db))) {
    console.log('[db] empty database: seeding demo data (one minute at most)…');
    const t = Date.now();
    await seed(database.db, { scale: 'demo' });
    console.log(`[db] demo data seeded in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  }
  const app = await buildApp({ db: database.db, logger: process.env.SCM_LOG === '1' });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`\n${signal}: stopping the server and the database…`);
    const force = setTimeout(() => process.exit(1), 10_000);
    await app.close();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port, host });
  const where = database.embedded ? 'embedded PostgreSQL under ./data' : 'DATABASE_URL';
  console.log(`
云快订 supplier portal is running (${((Date.now() - t0) / 1000).toFixed(1)} s, database: ${where})
  App:      http://localhost:${port}/
${apiDocsEnabled() ? `  API docs: http://localhost:${port}/docs` : '  API docs: off (SCM_API_DOCS=1 serves them at /docs)'}

Demo accounts:
  13800000001 / Scm@2026demo   supplier user, one supplier
  13800000002 / Scm@2026demo   supplier user, three suppliers (choose one, switch later)
  13800000003 / Scm@2026demo   finance staff of supplier S001
  13900000001 / Scm@2026demo   the chain's buyer
  boss        / Boss@2026demo  merchant admin (boss side)
Ctrl-C stops the server and the database.`);
}

main().catch((err) => {
  console.error(err instanceof SchemaCheckFailure ? err.message : err);
  process.exit(1);
});
