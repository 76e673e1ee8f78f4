import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { writeArchive } from './archive';
import { DUMP_NAME, type BackupManifest } from './manifest';
import { RestoreRefused } from './restore';

/** The pg_dump / pg_restore of the machine (PATH), or the one SCM_PG_BIN names the folder of. */
export function serverTool(name: 'pg_dump' | 'pg_restore', env: NodeJS.ProcessEnv = process.env): string {
  return env.SCM_PG_BIN ? path.join(env.SCM_PG_BIN, name) : name;
}

/**
 * A backup of the database DATABASE_URL names (a PostgreSQL this product does not run): the embedded database's
 * file-level backup needs the data folder on this machine, which a managed or remote server does not give. pg_dump
 * (custom format) reads one consistent snapshot while writes go on; it must be of the server's major version or
 * newer. Point-in-time recovery of such a server is its own WAL archive's business (docs/operations.md).
 */
export async function writeDumpBackup(opts: { url: string; archive: string; env?: NodeJS.ProcessEnv }): Promise<BackupManifest> {
  const client = new pg.Client({ connectionString: opts.url });
  await client.connect();
  const version = (await client.query<{ v: string }>("select current_setting('server_version') as v").finally(() => client.end())).rows[0]!.v;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'scm-dump-'));
  try {
    // The uploads follow the dump (writeArchive): every file a dumped row names is already in the folder then.
    return await writeArchive(opts.archive, opts.env, async (tar, files) => {
      const dump = path.join(work, DUMP_NAME);
      execFileSync(serverTool('pg_dump', opts.env), ['--format=custom', '--no-owner', '--no-privileges', `--file=${dump}`, `--dbname=${opts.url}`], {
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      const stored = await tar.file(DUMP_NAME, dump);
      if (!stored) throw new Error('pg_dump wrote no file');
      files[DUMP_NAME] = stored;
      return { kind: 'pg_dump', postgresVersion: version };
    });
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Refuses a database that already holds tables: a dump is loaded into an empty one only (checked before anything is unpacked). */
export async function assertEmptyDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const r = await client.query<{ n: number }>("select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')");
    if (r.rows[0]!.n > 0) {
      throw new RestoreRefused(`the database DATABASE_URL names already holds ${r.rows[0]!.n} tables: a dump is restored into an empty database only (create a new one)`);
    }
  } finally {
    await client.end();
  }
}

/** Loads a dump into the database DATABASE_URL names, which must hold no tables yet. */
export async function restoreDump(opts: { url: string; dumpFile: string; env?: NodeJS.ProcessEnv }): Promise<void> {
  await assertEmptyDatabase(opts.url);
  execFileSync(serverTool('pg_restore', opts.env), ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${opts.url}`, opts.dumpFile], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}
