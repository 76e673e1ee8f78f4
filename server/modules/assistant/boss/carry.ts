import type { Period } from '../understand/period';
import type { BossIntent } from './classify';

// Types only, apart from the thread's logic: the answer type names a boss carry without importing the thread.

/** What a boss answer was computed from, and what a follow-up may change. */
export interface BossParams {
  period: Period | null;
  /** the store named, with its short name when it has one (what the question may have said) */
  branch: { id: number; name: string; shortName?: string | null } | null;
  /** one row per store ("按门店分一下") */
  byBranch: boolean;
  /** days without a sale, for unsalable stock */
  days: number | null;
  /** the ranking read from the bottom ("最差", "worst") */
  worst: boolean;
  /** the words naming an item, for the chain's stock ("哈密瓜还有多少库存"); carried absent by answers kept before it */
  item?: string | null;
}

/** Kept with a boss answer: its intent and parameters (`side` tells it from a supplier answer's carry). */
export interface BossCarry extends BossParams {
  side: 'boss';
  intent: BossIntent;
}
