import { execFileSync } from 'node:child_process';
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
