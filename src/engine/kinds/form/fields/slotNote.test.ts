import { describe, expect, it } from 'vitest';
import { slotNote } from './slotNote';
import { slotWords } from './slotWords';

const slot = (over: Partial<Parameters<typeof slotNote>[0]>) => ({ slotStart: '', slotEnd: '', day: '', casesFree: 40, palletsFree: 3, bookable: true, closed: false, ...over });

describe("a slot chip's note", () => {
  const w = slotWords('en');
  it('says a slot past its cut-off is closed, whatever its room (it read "Full")', () => {
    expect(slotNote(slot({ bookable: false, closed: true }), w)).toBe('Closed');
  });
  it('says full when no room is left, and shows the room a notice too large for it cannot take', () => {
    expect(slotNote(slot({ bookable: false, casesFree: 0 }), w)).toBe('Full');
    expect(slotNote(slot({ bookable: false, casesFree: 10, palletsFree: 1 }), w)).toBe('10 cases / 1 pallet free');
    expect(slotNote(slot({}), slotWords('zh-CN'))).toBe('余 40 箱 / 3 托');
  });
});
