import { describe, expect, it } from 'vitest';
import { summaryTiles } from './homeSummary';

describe('summaryTiles', () => {
  it('keeps the known figures the server sent, in order, skipping nulls', () => {
    const tiles = summaryTiles({
      statementsToConfirm: { count: 2, amount: '10.00' },
      awaitingConfirm: { count: 11, amount: '64545.24' },
      dueToday: null,
      somethingNew: { count: 1, amount: '1.00' },
    });
    expect(tiles.map((t) => [t.key, t.count, t.amount])).toEqual([
      ['awaitingConfirm', 11, '64545.24'],
      ['statementsToConfirm', 2, '10.00'],
    ]);
    expect(tiles[0]?.route).toBe('/packagesSub/purchaseOrder/index');
  });

  it('shows nothing for answers it does not understand', () => {
    expect(summaryTiles(null)).toEqual([]);
    expect(summaryTiles([1, 2])).toEqual([]);
    expect(summaryTiles({ awaitingConfirm: { count: '3', amount: 1 } })).toEqual([]);
  });
});
