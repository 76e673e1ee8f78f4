import { describe, expect, it } from 'vitest';
import { rowLinkFor } from './rowLinks';

describe('rowLinkFor', () => {
  const byType = [
    { to: '/a', when: { field: 'type', op: 'eq' as const, value: 1 } },
    { to: '/b', when: { field: 'type', op: 'in' as const, value: [2, 3] } },
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
});
