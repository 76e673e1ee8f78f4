import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../../server/db/freePort';

// The product as a user starts it (`npm run serve`: server/main.ts) in a child process, on its own data folder and
// ports, so start-up can be timed and the browser benches meet the real server with nothing of the bench inside.

export interface RunningServer {
  base: string;
  /** the embedded PostgreSQL's database of the app */
  databaseUrl: string;
  /** spawn → first answer of GET / */
  startMs: number;
  /** the server's process (its memory is read from /proc) */
  pid: number;
  /** server output so far (for errors) */
  output(): string;
  stop(): Promise<void>;
}

export interface ServerPorts {
  http: number;
  pg: number;
}

export async function serverPorts(): Promise<ServerPorts> {
  return { http: await freePort(), pg: await freePort() };
}

export async function startServer(dataDir: string, ports: ServerPorts, timeoutMs = 180_000, env: Record<string, string> = {}): Promise<RunningServer> {
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(ports.http), HOST: '127.0.0.1', SCM_DATA_DIR: dataDir, SCM_PG_PORT: String(ports.pg), DATABASE_URL: '',
      // As behind a proxy on the same host: the login bench sends each client's address in X-Forwarded-For.
      SCM_TRUST_PROXY: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const base = `http://127.0.0.1:${ports.http}`;
  let exited = false;
  child.on('exit', () => (exited = true));
  while (true) {
    if (exited) throw new Error(`the server exited while starting:\n${out}`);
    if (performance.now() - t0 > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within ${timeoutMs / 1000} s:\n${out}`);
    }
    try {
      const res = await fetch(`${base}/`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  const startMs = performance.now() - t0;
  return {
    base,
    databaseUrl: `postgres://postgres:scm-local@127.0.0.1:${ports.pg}/scm`,
    startMs,
    pid: child.pid!,
    output: () => out,
    stop: () => stopChild(child),
  };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The server of another checkout (two builds side by side): started from its folder, on a data folder of its own. */
export async function serveCheckout(dir: string, dataDir: string): Promise<RunningServer> {
  const home = process.cwd();
  process.chdir(dir);
  try {
    return await startServer(dataDir, await serverPorts());
  } finally {
    process.chdir(home);
  }
}
