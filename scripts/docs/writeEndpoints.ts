// npm run docs:endpoints — rewrites the endpoint list of docs/authoring.md from the server's routes.
// `--check` only says whether it is current (the test does the same).
import fs from 'node:fs';
import path from 'node:path';
import { serverRoutes } from '../check/apiRoutes';
import { withEndpoints } from './endpointList';

export const GUIDE = 'docs/authoring.md';

const root = process.cwd();
const { routes, problem } = await serverRoutes();
if (!routes) {
  console.error(`server/modules/index.ts ${problem}`);
  process.exit(1);
}
const file = path.join(root, GUIDE);
const current = fs.readFileSync(file, 'utf8');
const next = withEndpoints(current, routes);
if (process.argv.includes('--check')) {
  if (current !== next) {
    console.error(`${GUIDE}: the endpoint list is stale; run npm run docs:endpoints`);
    process.exit(1);
  }
  console.log(`${GUIDE}: the endpoint list is current`);
} else if (current !== next) {
  fs.writeFileSync(file, next);
  console.log(`${GUIDE}: endpoint list rewritten (${routes.length} routes)`);
} else console.log(`${GUIDE}: the endpoint list is current`);
