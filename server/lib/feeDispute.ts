import { sql } from 'kysely';

// A supplier may dispute a fee (a deduction) within a window after its date. The finance module's screens and the
// assistant's answers both say which fees are still disputable, so the rule lives here, once.

export const feeDisputeStatus = { open: 0, accepted: 1, refused: 2 } as const;

/** A fee may be disputed this many days after its date unless the merchant's settings say otherwise. */
export const defaultFeeDisputeDays = 30;

/** The last day a fee may be disputed: its date plus the merchant's `feeDisputeDays` setting. Reads `f` (supplier_fee) and `m` (merchant). */
export const disputeDeadline = sql<string>`(f.biz_date + coalesce((m.settings->>'feeDisputeDays')::int, ${defaultFeeDisputeDays}))`;
