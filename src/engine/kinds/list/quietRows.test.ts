import { describe, expect, it } from 'vitest';
import type { QuietRows } from '../../../../common/page/schemaTypes';
import { allQuiet } from './quietRows';

// as the store ranking declares it: the server sends money as text ('0.00'), which eq would not take for 0
const noSale: QuietRows = {
  when: { all: [{ field: 'tickets', op: 'eq', value: 0 }, { field: 'sales', op: 'gte', value: 0 }, { field: 'sales', op: 'lte', value: 0 }] },
  text: '今天还没有销售',
};

describe('allQuiet', () => {
  it('holds when every store of the answer sold nothing', () => {
    expect(allQuiet(noSale, [{ sales: '0.00', tickets: 0 }, { sales: '0.00', tickets: 0 }], true)).toBe(true);
  });
  it('does not hold once one store has sold, nor for an answer with more pages to load', () => {
    expect(allQuiet(noSale, [{ sales: '0.00', tickets: 0 }, { sales: '12.50', tickets: 1 }], true)).toBe(false);
    expect(allQuiet(noSale, [{ sales: 0, tickets: 0 }], false)).toBe(false);
  });
  it('does not hold for no rows (the empty words already speak) or a page that declares nothing', () => {
    expect(allQuiet(noSale, [], true)).toBe(false);
    expect(allQuiet(undefined, [{ sales: 0, tickets: 0 }], true)).toBe(false);
  });
});
