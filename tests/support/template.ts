import pg from 'pg';
import { inject } from 'vitest';
import { ensureDatabase, kyselyFor, migrateToLatest } from '../../server/db/connect';
import { seed } from '../../server/db/seed/index';
import { businessToday } from '../../server/lib/businessDay';

// The seed places its documents relative to the chain's business day (orders due in 3 days, sales of the last 30),
// and tests read "today" when they run. A run that crosses midnight in Beijing would compare the next day with data
// seeded for the day before, so a template is seeded per business day: the run's first at its start, and another
// by the first test file that starts after midnight (one worker seeds it under a lock, the others wait for it).

/** The template database of a business day. */
export function templateName(day = businessToday()): string {
  return `scm_template_${day.replace(/-/g, '')}`;
}

/** Migrates and seeds a template database on the server at `serverUrl` (its `postgres` database's address). */
export async function seedTemplate(serverUrl: string, name: string): Promise<void> {
  await ensureDatabase(serverUrl, name);
  const db = kyselyFor(serverUrl.replace(/\/postgres$/, `/${name}`), 4);
  try {
    await migrateToLatest(db);
    await seed(db, { scale: 'test' });
  } finally {
    await db.destroy();
  }
  // Marks the template whole (a worker that finds one only half seeded, its seeder gone, seeds it again). A comment
  // on the database, not a table in it: the clones would carry a table, and some tests compare the tables.
  await adminOn(serverUrl, `comment on database ${name} is 'seeded'`);
}

async function adminOn(serverUrl: string, statement: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}

/** Today's template, seeded first when the run has crossed midnight since it started. */
export async function todaysTemplate(): Promise<string> {
  const name = templateName();
  if (name === inject('templateDatabase')) return name;
  const client = new pg.Client({ connectionString: inject('pgServerUrl') });
  await client.connect();
  try {
    // One seeder among the workers: the lock is held by the session that seeds, the others wait on it.
    await client.query('select pg_advisory_lock(7726)');
    const seeded = await client.query(`select shobj_description(oid, 'pg_database') as mark from pg_database where datname = $1`, [name]);
    if (seeded.rows[0]?.mark !== 'seeded') {
      await client.query(`drop database if exists ${name} with (force)`);
      await seedTemplate(inject('pgServerUrl'), name);
      console.log(`[test-db] the business day turned to ${businessToday()}: ${name} seeded for the files that start now`);
    }
    await client.query('select pg_advisory_unlock(7726)');
  } finally {
    await client.end();
  }
  return name;
}
