import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

// autocannon as a child process, so the load generator does not share an event loop with the server under test.

const run = promisify(execFile);

export interface LoadFigures {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  /** errors, timeouts and non-2xx answers */
  failed: number;
}

export async function autocannon(opts: { url: string; body: unknown; headers: Record<string, string>; connections: number; seconds: number }): Promise<LoadFigures> {
  const bin = fileURLToPath(new URL('../../node_modules/autocannon/autocannon.js', import.meta.url));
  const headers = Object.entries({ 'content-type': 'application/json', ...opts.headers }).flatMap(([k, v]) => ['-H', `${k}=${v}`]);
  const { stdout } = await run(process.execPath, [
    bin, '--json', '-c', String(opts.connections), '-d', String(opts.seconds), '-m', 'POST', ...headers, '-b', JSON.stringify(opts.body), opts.url,
  ], { maxBuffer: 64 * 1024 * 1024 });
  const r = JSON.parse(stdout);
  return {
    requests: r.requests.total,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    failed: r.errors + r.timeouts + r.non2xx,
  };
}
