import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

/** The real server (server/main.ts) in a process of its own, as `npm run serve` starts it, for signal and crash tests. */
export interface RealServer {
  child: ChildProcess;
  port: number;
  output(): string;
  /** Resolves with the exit code (or signal) and when it happened. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

const root = path.resolve(__dirname, '../../..');

export async function startRealServer(opts: { port: number; env: Record<string, string>; viaNpm?: boolean; startTimeoutMs?: number }): Promise<RealServer> {
  const env = { ...process.env, PORT: String(opts.port), HOST: '127.0.0.1', ...opts.env };
  // `npm run serve` runs `exec node --import tsx server/main.ts`: the same process tree npm start ends in.
  const child = opts.viaNpm
    ? spawn('npm', ['run', '--silent', 'serve'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  const deadline = Date.now() + (opts.startTimeoutMs ?? 120_000);
  while (!out.includes('is running')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, port: opts.port, output: () => out, exited };
}

export interface Answer {
  status: number;
  body: { code: number; message: string; data: unknown } | null;
  /** The transport error when no answer came (ECONNRESET, socket hang up, ECONNREFUSED). */
  error?: string;
}

/**
 * One JSON call through `agent` (keep-alive, as a browser's), never rejecting: a reset comes back as `error`.
 * `onConnected` is called once the call's connection is established (the kernel has completed it, whether or not the
 * server has accepted it yet).
 */
export function callJson(port: number, agent: http.Agent, method: string, url: string, opts: { token?: string; body?: unknown; onConnected?: () => void } = {}): Promise<Answer> {
  return new Promise((resolve) => {
    const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    const req = http.request(
      { host: '127.0.0.1', port, method, path: `/mobile/api${url}`, agent, headers: { ...(opts.token ? { token: opts.token } : {}), ...(payload ? { 'content-type': 'application/json' } : {}) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) });
          } catch {
            resolve({ status: res.statusCode ?? 0, body: null, error: `not JSON: ${text.slice(0, 80)}` });
          }
        });
        res.on('error', (e) => resolve({ status: res.statusCode ?? 0, body: null, error: (e as NodeJS.ErrnoException).code ?? e.message }));
      },
    );
    req.on('error', (e) => resolve({ status: 0, body: null, error: (e as NodeJS.ErrnoException).code ?? e.message }));
    const connected = opts.onConnected;
    if (connected) req.once('socket', (socket) => (socket.connecting ? socket.once('connect', connected) : connected()));
    req.end(payload);
  });
}

export async function login(port: number, account: string, password: string): Promise<string> {
  const agent = new http.Agent();
  const r = await callJson(port, agent, 'POST', '/mobile/scm/login', { body: { account, password } });
  agent.destroy();
  if (r.body?.code !== 0) throw new Error(`login failed: ${JSON.stringify(r)}`);
  return (r.body.data as { token: string }).token;
}

/** Whether something accepts TCP connections on 127.0.0.1:port. */
export function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect({ host: '127.0.0.1', port });
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });
}

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The postmaster's pid from its data folder (first line of postmaster.pid). */
export function postmasterPid(dataDir: string): number {
  return Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
}
