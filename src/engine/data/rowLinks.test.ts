import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installRouteTable } from '../../navigation/routeTable';
import { anyOpenable, rowLinkFor } from './rowLinks';

describe('rowLinkFor', () => {
  // The route table as the router installs it: /forbidden is a page this session may not open.
  beforeAll(() => installRouteTable(() => ({ tab: false, backExits: false }), (path) => path !== '/forbidden'));
  afterAll(() => installRouteTable(() => undefined));

  const byType = [
    { to: '/a', when: { field: 'type', op: 'eq' as const, value: 1 } },
    { to: '/b', when: { field: 'type', op: 'in' as const, value: [2, 3] } },
    { to: '/forbidden', when: { field: 'type', op: 'eq' as const, value: 4 } },
  ];
  it('takes the first link whose condition the row meets', () => {
    expect(rowLinkFor(byType, { type: 1 })?.to).toBe('/a');
    expect(rowLinkFor(byType, { type: '3' })?.to).toBe('/b');
  });
  it('opens nothing when no link applies, and a single link without a condition always', () => {
    expect(rowLinkFor(byType, { type: 9 })).toBeUndefined();
    expect(rowLinkFor({ to: '/c' }, {})?.to).toBe('/c');
    expect(rowLinkFor(undefined, {})).toBeUndefined();
  });
  it('opens nothing when the page the link names is one the user may not open', () => {
    expect(rowLinkFor(byType, { type: 4 })).toBeUndefined();
    expect(rowLinkFor({ to: '/forbidden/?x=1', query: { id: '{{id}}' } }, { id: 1 })).toBeUndefined();
    expect(anyOpenable({ to: '/forbidden' })).toBe(false);
    expect(anyOpenable(byType)).toBe(true);
  });
});
