import type { FreeSlot } from './slotDays';
import type { slotWords } from './slotWords';

/** Under a slot's time: past its cut-off, full, or its free room (too little for this notice when not bookable). */
export function slotNote(s: FreeSlot, w: ReturnType<typeof slotWords>): string {
  if (s.closed) return w.closed;
  return s.casesFree > 0 && s.palletsFree > 0 ? w.room(s.casesFree, s.palletsFree) : w.full;
}
