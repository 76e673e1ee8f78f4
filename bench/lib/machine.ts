import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

// Where and on what a bench run happened: the header of results.md.

export function machineLine(): string {
  const cpu = os.cpus();
  return `${cpu.length} × ${cpu[0]?.model.trim() ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, ${os.type()} ${os.release()}, Node ${process.version}`;
}

export function chromiumVersion(executable: string): string {
  try {
    return execFileSync(executable, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return executable;
  }
}

export function commitLine(): string {
  try {
    const head = execFileSync('git', ['log', '-1', '--format=%h %s'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim();
    return dirty ? `${head} (with uncommitted changes in the working tree)` : head;
  } catch {
    return 'unknown (not a git checkout)';
  }
}

export function loadLine(): string {
  return os.loadavg().map((l) => l.toFixed(1)).join(' / ');
}

/** Busy and total CPU time of all cores so far (Linux /proc/stat), or null where there is none. */
function cpuTimes(): { busy: number; total: number } | null {
  try {
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const total = fields.reduce((a, b) => a + b, 0);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/**
 * Waits until the machine's cores have been at most `busyShare` busy for two windows of `windowMs` in a row (or
 * `maxMs` have passed): a browser just launched, or the previous run's browser shutting down, is still working for
 * a second or two, and on two cores that work lands in the measured page's trace. Returns how long it waited.
 */
export async function waitForQuietCpu({ busyShare = 0.15, windowMs = 250, maxMs = 10_000 } = {}): Promise<number> {
  const t0 = performance.now();
  let quietWindows = 0;
  let before = cpuTimes();
  if (!before) return 0;
  while (quietWindows < 2 && performance.now() - t0 < maxMs) {
    await new Promise((r) => setTimeout(r, windowMs));
    const now = cpuTimes()!;
    const share = (now.busy - before.busy) / Math.max(1, now.total - before.total);
    quietWindows = share <= busyShare ? quietWindows + 1 : 0;
    before = now;
  }
  return performance.now() - t0;
}
