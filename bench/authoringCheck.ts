import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { authorSession } from '../scripts/publishing/authorSession';
import { atMost, info, type Section } from './lib/figures';
import { benchAuthor } from './lib/session';
import { median, percentile } from './lib/stats';

// How long the page check takes (issue: authoring at run time): one page as the studio asks for it while the author
// types (POST /scm/authoring/check: the merchant's working set is checked whole once and kept, then each call checks
// the page typed), and the whole tree as `npm run schemas:check` runs it, in a process of its own from its start.

const PAGE = 'schemas/supplier/purchase-summary.report.json';
const CALLS = 30;

async function onePageChecks(base: string): Promise<number[]> {
  const session = await authorSession({ ...benchAuthor, SCM_URL: base });
  const page = JSON.parse(fs.readFileSync(PAGE, 'utf8'));
  const times: number[] = [];
  // the first call checks the working set whole (once per release); the studio's typing is every call after it
  for (let i = -1; i < CALLS; i++) {
    // a different text each time, as typing makes it: a column's field misspelt by one more letter
    page.columns[0].field = `name${'x'.repeat(i + 2)}`;
    const t0 = performance.now();
    const answer = await session.post('/scm/authoring/check', { path: PAGE, text: JSON.stringify(page, null, 2) });
    if (answer.code !== 0 || !answer.data.errors.length) throw new Error(`the check did not find the misspelt field: ${answer.message}`);
    if (i >= 0) times.push(performance.now() - t0);
  }
  return times;
}

/** The server's route data the check keeps between runs (scripts/check/routeCache.ts). */
const KEPT_ROUTES = 'data/cache/server-routes.json';

/**
 * `npm run schemas:check` as a command: wall and CPU seconds (user + system) of the process and its children.
 * `cold`: without the route data kept by an earlier run, as the first run after a change under server/ or common/.
 */
function wholeTree(cold = false): { wall: number; cpu: number } {
  if (cold) fs.rmSync(KEPT_ROUTES, { force: true });
  const run = spawnSync('/usr/bin/time', ['-f', '%e %U %S', 'npm', 'run', '--silent', 'schemas:check'], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`npm run schemas:check failed: ${run.stdout.slice(-300)}${run.stderr.slice(-300)}`);
  const [wall, user, sys] = run.stderr.trim().split('\n').at(-1)!.split(' ').map(Number);
  return { wall: wall!, cpu: user! + sys! };
}

export async function benchAuthoringCheck(base: string, log: (m: string) => void): Promise<Section> {
  const times = await onePageChecks(base);
  log(`one-page check: p50 ${Math.round(median(times))} ms, p95 ${Math.round(percentile(times, 95))} ms`);
  const cold = wholeTree(true);
  const tree = [wholeTree(), wholeTree(), wholeTree()];
  log(`whole tree: ${tree.map((t) => `${t.wall} s wall, ${t.cpu.toFixed(1)} s CPU`).join('; ')}; first after a server change ${cold.wall} s wall, ${cold.cpu.toFixed(1)} s CPU`);
  const wall = median(tree.map((t) => t.wall));
  const cpu = median(tree.map((t) => t.cpu));
  return {
    title: 'Page check: one page (studio) and the whole tree',
    method:
      `One page: ${CALLS} calls of POST /scm/authoring/check as the demo page author over HTTP, each a changed text of ${PAGE} ` +
      `(after one call that checks the working set whole). Whole tree: \`npm run --silent schemas:check\` ` +
      `three times, wall and CPU (user + system) seconds from /usr/bin/time, npm, Node and tsx starting included, after one run without ` +
      `the server's route data kept by the last run (${KEPT_ROUTES}), as the first check after a change under server/, common/ or schemas/.`,
    figures: [
      atMost('one-page check (server, as the studio asks), p95', Math.round(percentile(times, 95)), 1000, 'ms', `p50 ${Math.round(median(times))} ms`),
      atMost('whole tree schemas:check, wall', wall, 5, 's', `runs: ${tree.map((t) => t.wall).join(', ')} s; the machine's load is in the wall time`),
      info('whole tree schemas:check, CPU', Math.round(cpu * 10) / 10, 's', 'user + system of the command and its children'),
      info('whole tree schemas:check after a server change, wall', cold.wall, 's', `CPU ${cold.cpu.toFixed(1)} s: the server's modules loaded to read its routes`),
    ],
    details: [],
  };
}
