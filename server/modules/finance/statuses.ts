/**
 * Which finance documents a supplier sees and answers (domain.md §3.4–3.5). Codes and names are those of
 * schemas/enums.json (statementStatus, settlementStatus, reconLineType, feeDisputeStatus, payableType).
 */

// A statement is the supplier's business from the moment the chain issues it (0), including a voided one (9).
export const statementVisible = [0, 1, 2, 3, 4, 9] as const;
export const statement = { pending: 0, confirmed: 1, disputed: 2, verified: 3, settled: 4, void: 9 } as const;
// While a statement is confirmed or verified its source documents are locked ("in statement"); settled ones too.
export const reconLink = { open: 0, inStatement: 1, settled: 2 } as const;

// A settlement reaches the supplier once the chain audits it (1); drafts stay in the chain's hands.
export const settlementVisible = [1, 2, 3, 4, 5, 9] as const;
// A settlement that settles what it names, as the supplier sees it: neither a draft (the supplier cannot open it) nor
// cancelled (what it named is to be settled again). Another document names only such a settlement.
export const settlementStanding = [1, 2, 3, 4, 5] as const;

// A prepayment settlements draw on once paid: available (1) or used up (2); neither a draft (0) nor void (9).
export const prepaymentSpendable = [1, 2] as const;

// What a cancelled settlement's invoices read (invoiceVerify): void, whatever their check said, never stored.
export const invoiceVoid = 9;
