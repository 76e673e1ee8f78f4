import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { RouteSpec } from '../lib/routeSpec';
import { apiRoutes } from './index';

const folder = path.dirname(fileURLToPath(import.meta.url));
const moduleNames = readdirSync(folder, { withFileTypes: true })
  .filter((e) => e.isDirectory() && existsSync(path.join(folder, e.name, 'routes.ts')))
  .map((e) => e.name);

// The list in index.ts is written by hand (static imports keep the server bundleable and the import rules readable):
// this checks it against the folders, so a new module cannot be left out.
describe('the module list', () => {
  it.each(moduleNames)('registers every route of %s', async (name) => {
    const { routes } = (await import(`./${name}/routes.ts`)) as { routes: RouteSpec[] };
    expect(routes.length).toBeGreaterThan(0);
    for (const r of routes) expect(apiRoutes, `${r.method} ${r.url}`).toContain(r);
  });
});
