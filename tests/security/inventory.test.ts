import { describe, expect, it } from 'vitest';
import { route } from '../../server/lib/routeSpec';
import { apiRoutes } from '../../server/modules/index';
import { buildInventory, inventoryEntry, inventoryTable } from './support/inventory';

// OWASP API9 (inventory): every route the server serves is known with its guard and its schemas, from the route data.

const inventory = buildInventory(apiRoutes);

describe('route inventory (from apiRoutes)', () => {
  it('lists every route with its auth rule, menu and shield codes and id inputs', () => {
    console.log(`[security] route inventory: ${inventory.length} routes\n${inventoryTable(inventory)}`);
    expect(inventory.length).toBe(apiRoutes.length);
    expect(new Set(inventory.map((e) => e.key)).size).toBe(inventory.length);
  });

  it('every route declares an auth rule, a response schema and a schema for each input it reads', () => {
    const problems = inventory.flatMap((e) => e.problems.map((p) => `${e.key}: ${p}`));
    expect(problems).toEqual([]);
  });

  it('finds the id inputs of document routes from names and schema fragments', () => {
    const byKey = new Map(inventory.map((e) => [e.key, e]));
    const ids = (key: string) => byKey.get(key)?.idInputs.map((i) => `${i.place}:${i.path.join('/')}=${i.kind}`);
    expect(ids('GET /scm/purchase/purchase-order/detail/:id')).toEqual(['params:id=/scm/purchase/purchase-order']);
    expect(ids('POST /scm/purchase/purchase-order/saveConfirm')).toEqual(
      expect.arrayContaining(['body:id=/scm/purchase/purchase-order', 'body:lines/*/lineId=line']),
    );
    expect(ids('POST /mobile/scm/chooseSupplier')).toEqual(['body:supplierId=supplier']);
    expect(ids('POST /scm/purchase/purchase-in/list')).toEqual(['body:branchId=branch']);
  });

  it('fails a route without auth, without a response schema, or reading input it has no schema for', () => {
    const handler = async () => null;
    const noAuth = inventoryEntry({ method: 'GET', url: '/x/a', summary: 'x', schema: { response: {} }, handler } as never);
    expect(noAuth.problems).toContain('no auth rule');
    const noResponse = inventoryEntry({ method: 'GET', url: '/x/b', auth: 'user', summary: 'x', schema: {}, handler } as never);
    expect(noResponse.problems).toContain('no response schema');
    const readsBody = inventoryEntry(route({ method: 'POST', url: '/x/c', auth: 'user', summary: 'x', schema: { response: {} }, handler }));
    expect(readsBody.problems).toContain('reads body without a body schema');
    const readsQuery = inventoryEntry(
      route({ method: 'GET', url: '/x/d', auth: 'user', summary: 'x', schema: { response: {} }, handler: async (req) => req.query }),
    );
    expect(readsQuery.problems).toContain('reads querystring without a querystring schema');
    const open = inventoryEntry(
      route({ method: 'POST', url: '/x/e', auth: 'user', summary: 'x', schema: { body: { type: 'object', properties: {} }, response: {} }, handler }),
    );
    expect(open.problems).toContain('body (root) accepts unknown properties');
  });
});
