/**
 * Which statuses of purchasing documents a supplier sees and acts on (domain.md §3.1–3.3). The codes and their
 * names are schemas/enums.json's (poStatus, inStatus, outStatus); the client names them in the user's language.
 */

// Drafts and documents still in the chain's own audit (0, 1) are not the supplier's business.
export const orderVisibleStatuses = [2, 3, 4, 5, 6, 8, 9] as const;
// Orders the supplier still has to deliver against.
export const orderOpenStatuses = [2, 3, 5] as const;

// Receipts are shown once the chain has audited them; a reversed receipt stays visible so totals can be traced.
export const inVisibleStatuses = [1, 9] as const;

// Returns reach the supplier when the chain audits the pre-return note (2).
export const outVisibleStatuses = [2, 3, 4, 5, 9] as const;

/** Orders and returns wait for the supplier's answer in 2; confirming moves them to 3, refusing to 4. */
export const answer = { awaiting: 2, confirmed: 3, refused: 4 } as const;
