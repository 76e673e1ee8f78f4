import { spawn } from 'node:child_process';
import type { Section } from './figures';

/** Runs a bench script (bench/<name>.ts) in a Node process of its own: its stderr is shown, its stdout is the section's JSON. */
export function sectionFromOwnProcess(script: string, args: string[]): Promise<Section> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`${script} exited with ${code}`));
      try {
        resolve(JSON.parse(out) as Section);
      } catch (err) {
        reject(new Error(`${script} printed no section: ${String(err)}`));
      }
    });
  });
}
