import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type CompiledQuery,
  type DatabaseConnection,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrationProvider } from './index';

/*
 * The SQL every migration runs, up and down, to the byte: applied migrations are frozen (a database records them by
 * name and never runs them again), so a change to how their code is written must leave what they send unchanged.
 * Each migration runs against a Kysely whose driver records every compiled statement and its parameters instead of
 * executing it (a read gets no rows), and the record is compared with recorded/<migration>.txt, written once from
 * the migration as it was applied.
 *
 * A new migration gets its file with `MIGRATION_SQL_WRITE=1 npx vitest run server/db/migrations/recorded.test.ts`,
 * which writes only the files that are missing; an existing file is never rewritten by the test.
 */

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'recorded');
const SEPARATOR = '-- statement ';

class RecordingConnection implements DatabaseConnection {
  constructor(private readonly log: string[]) {}
  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    this.log.push(`${SEPARATOR}${this.log.length + 1}, parameters ${JSON.stringify(query.parameters)}\n${query.sql}\n`);
    return { rows: [] };
  }
  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('a migration streamed a query');
  }
}

class RecordingDriver extends DummyDriver {
  constructor(private readonly log: string[]) {
    super();
  }
  override async acquireConnection(): Promise<DatabaseConnection> {
    return new RecordingConnection(this.log);
  }
  override async beginTransaction(): Promise<void> {
    this.log.push(`${SEPARATOR}${this.log.length + 1}: begin\n`);
  }
  override async commitTransaction(): Promise<void> {
    this.log.push(`${SEPARATOR}${this.log.length + 1}: commit\n`);
  }
  override async rollbackTransaction(): Promise<void> {
    this.log.push(`${SEPARATOR}${this.log.length + 1}: rollback\n`);
  }
}

async function record(step: (db: Kysely<any>) => Promise<void>): Promise<string[]> {
  const log: string[] = [];
  const db = new Kysely<any>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new RecordingDriver(log),
      createIntrospector: (k: Kysely<any>) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  await step(db);
  await db.destroy();
  return log;
}

async function recordMigration(name: string): Promise<{ text: string; statements: string[] }> {
  const migration = (await migrationProvider.getMigrations())[name];
  const up = await record((db) => migration.up(db));
  const down = migration.down ? await record((db) => migration.down!(db)) : [];
  const text = `-- ${name} up(): ${up.length} statements\n${up.join('')}-- ${name} down(): ${down.length} statements\n${down.join('')}`;
  return { text, statements: [...up, ...down] };
}

describe('the SQL each migration sends', async () => {
  const names = Object.keys(await migrationProvider.getMigrations());

  it.each(names)('%s sends what its file in recorded/ holds', async (name) => {
    const { text, statements } = await recordMigration(name);
    // The record reads back one way only: no statement holds a line that would start another.
    for (const s of statements) expect(s.split('\n').slice(1).some((line) => line.startsWith(SEPARATOR))).toBe(false);
    const file = path.join(folder, `${name}.txt`);
    if (!fs.existsSync(file) && process.env.MIGRATION_SQL_WRITE === '1') {
      fs.mkdirSync(folder, { recursive: true });
      fs.writeFileSync(file, text);
    }
    expect(fs.existsSync(file), `${file} is missing: see the head of this test for how to write it`).toBe(true);
    expect(text).toBe(fs.readFileSync(file, 'utf8'));
  });

  it('records the same text on every run (nothing in a migration depends on the clock or chance)', async () => {
    for (const name of names) expect((await recordMigration(name)).text).toBe((await recordMigration(name)).text);
  });

  it('keeps no record of a migration that is not in the list', () => {
    const files = fs.existsSync(folder) ? fs.readdirSync(folder) : [];
    expect(files.filter((f) => !names.includes(f.replace(/\.txt$/, '')))).toEqual([]);
  });
});
