/**
 * `npm run bench`: every performance measurement, one after another (never part of `npm test`).
 * Each script appends its figures to bench/results.md. Extra arguments go to every script, e.g.
 * `npm run bench -- --duration 5`. `npm run bench -- --only list` runs one of them.
 */
import { spawnSync } from 'node:child_process';

const benches: Record<string, string[]> = {
  list: ['bench/listRender.ts'],
  api: ['bench/apiPurchaseList.ts', '--scale', 'large'],
};

const args = process.argv.slice(2);
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? args.splice(onlyAt, 2)[1] : null;

let failed = 0;
for (const [name, [script, ...own]] of Object.entries(benches)) {
  if (only && only !== name) continue;
  console.log(`\n=== bench: ${name} (${script}) ===`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', script, ...own, ...args], { stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`bench ${name} failed with exit code ${r.status}`);
    failed++;
  }
}
process.exit(failed ? 1 : 0);
