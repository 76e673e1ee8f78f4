import type { Period } from '../understand/period';
import type { BossIntent } from './classify';

// Types only, apart from the thread's logic: the answer type names a boss carry without importing the thread.

/** What a boss answer was computed from, and what a follow-up may change. */
export interface BossParams {
  period: Period | null;
  branch: { id: number; name: string } | null;
  /** one row per store ("按门店分一下") */
  byBranch: boolean;
  /** days without a sale, for unsalable stock */
  days: number | null;
  /** the ranking read from the bottom ("最差", "worst") */
  worst: boolean;
}

/** Kept with a boss answer: its intent and parameters (`side` tells it from a supplier answer's carry). */
export interface BossCarry extends BossParams {
  side: 'boss';
  intent: BossIntent;
}
