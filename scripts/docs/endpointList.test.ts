import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serverRoutes } from '../check/apiRoutes';
import { fixtureRoutes } from '../../common/checks/fixtures/routes';
import { END, renderEndpoints, START, withEndpoints } from './endpointList';

describe("docs/authoring.md's endpoint list", () => {
  it('is generated from the server routes and current (npm run docs:endpoints rewrites it)', async () => {
    const { routes, problem } = await serverRoutes();
    expect(problem).toBeUndefined();
    const guide = fs.readFileSync('docs/authoring.md', 'utf8');
    expect(guide).toContain(START);
    expect(guide, 'stale: run npm run docs:endpoints').toBe(withEndpoints(guide, routes!));
    for (const r of routes!) expect(guide).toContain(`#### ${r.method} ${r.url}\n`);
  }, 30_000);

  it('lists method, url, menu code, shield code, input parameters and answer fields', () => {
    const text = renderEndpoints(fixtureRoutes);
    expect(text).toContain('#### POST /scm/purchase/purchase-in/list\n\nGoods receipts  \nread · auth `supplier` · menu code `SCM_PURCHASE_IN` · shield code —');
    expect(text).toContain('- Body: `pageNum` integer; `pageSize` integer; `dateFrom` string (date); `dateTo` string (date); `branchId` integer; `keyword` string; `status` (1 | 9)[]; `reconStatus` integer[]');
    expect(text).toContain('`rows[].totalAmount` string — removed for users shielded from SCM_FINANCE_AMOUNTS');
    expect(text).toContain('#### GET /scm/purchase/purchase-in/detail/:id');
    expect(text).toContain('- Path: `id` integer');
    expect(text).toContain('menu code `SCM_PURCHASE_ORDER` · shield code `SCM_PURCHASE_ORDER_CONFIRM`');
  });

  it('replaces only what is between the markers, and refuses a guide without them', () => {
    const guide = `intro\n${START}\nold\n${END}\noutro\n`;
    const next = withEndpoints(guide, fixtureRoutes.slice(0, 1));
    expect(next.startsWith(`intro\n${START}\n\n#### GET /common/branch/query\n`)).toBe(true);
    expect(next.endsWith(`${END}\noutro\n`)).toBe(true);
    expect(next).not.toContain('old');
    expect(() => withEndpoints('no markers', fixtureRoutes)).toThrow(/lacks the markers/);
  });
});
