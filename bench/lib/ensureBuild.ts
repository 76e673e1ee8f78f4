import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// The bench measures the app as built from the working tree: it builds when dist/ is missing or older than any
// source the build reads.

const SOURCES = ['src', 'schemas', 'public', 'index.html', 'vite.config.ts', 'scripts/build'];

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function ensureBuild(log: (m: string) => void, force = false): void {
  const built = path.resolve('dist/index.html');
  const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
  const sourcesAt = Math.max(...SOURCES.map((s) => newestMtime(path.resolve(s))));
  if (!force && builtAt > sourcesAt) return;
  log(builtAt ? 'dist/ is older than the sources: building…' : 'no dist/: building…');
  execFileSync(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
}
