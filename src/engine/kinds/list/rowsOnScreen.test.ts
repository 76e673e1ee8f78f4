import { describe, expect, it } from 'vitest';
import { rowsOnScreen } from './rowsOnScreen';

describe('rowsOnScreen', () => {
  it('takes the rows a 844 px screen meets when the list starts 83 px down the page', () => {
    // 148 px rows: row 5 spans 740–888 of the list, the screen 0–761 of it.
    expect(rowsOnScreen(-83, 844, 148, 0)).toEqual({ first: 0, last: 5 });
  });

  it('starts at the row under the top edge and ends at the row under the bottom edge', () => {
    expect(rowsOnScreen(1000, 844, 148, 0)).toEqual({ first: 6, last: 12 });
    // A row whose bottom is exactly the screen's top is not on it.
    expect(rowsOnScreen(148 * 10, 148 * 2, 148, 0)).toEqual({ first: 10, last: 11 });
  });

  it('widens by the overscan on both sides, never before the first row', () => {
    expect(rowsOnScreen(1000, 844, 148, 3)).toEqual({ first: 3, last: 15 });
    expect(rowsOnScreen(0, 844, 148, 3)).toEqual({ first: 0, last: 8 });
  });
});
