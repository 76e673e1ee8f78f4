import { describe, expect, it } from 'vitest';
import { cardGridLines, needsWholeLine, takesWholeLine } from './cardLabels';

describe('card labels', () => {
  it('gives a half field a whole line when its label is longer than half a card holds', () => {
    expect(needsWholeLine('Profit vs previous')).toBe(true);
    expect(needsWholeLine('Quantity')).toBe(false);
    expect(needsWholeLine('上期净销售额')).toBe(false);
    expect(takesWholeLine('wide', 'Qty')).toBe(true);
    expect(takesWholeLine(undefined, 'Gross profit')).toBe(false);
  });

  it('counts the lines as the grid places them: a whole line closes a half-filled one', () => {
    expect(cardGridLines([false, false, false])).toBe(2);
    expect(cardGridLines([false, true, false, false])).toBe(3);
    expect(cardGridLines([true, true])).toBe(2);
    expect(cardGridLines([])).toBe(0);
  });
});
