import { arrayOf, day, decimal, decimalOrNull, instantOrNull, int, intOrNull, object, text, textOrNull } from '../../lib/schemaFragments';

/**
 * The payable flow's sheets of migration 024 (finance_sheet), one answer per kind: the head every sheet has, and
 * what its kind adds (weights, the settlement adjusted, the period's sales, the payables settled).
 */

const head = {
  id: int, sheetNo: text, bizDate: day, branchName: textOrNull, auditedAt: instantOrNull, remark: textOrNull,
  status: { ...int, description: 'financeSheetStatus: 0 draft, 1 audited, 2 settled, 9 void' },
  amount: { ...decimal, description: 'owed to the supplier by this sheet; negative lowers what is owed' },
} as const;

const item = { lineNo: int, itemId: int, itemCode: textOrNull, name: text } as const;

const period = { periodStart: day, periodEnd: day, saleAmount: decimal, deductAmount: decimal } as const;

export const freshInAnswer = object({
  ...head,
  grossWeight: decimal,
  tareWeight: decimal,
  netWeight: decimal,
  lines: arrayOf(object({ ...item, grossWeight: decimal, tareWeight: decimal, netWeight: decimal, price: decimal, amount: decimal })),
});

export const purchaseAnswer = object({
  ...head,
  totalQty: decimal,
  lines: arrayOf(object({ ...item, qty: decimal, price: decimal, amount: decimal })),
});

export const settlementRepairAnswer = object({
  ...head,
  reason: text,
  settlementId: int,
  settlementNo: text,
  settleDate: day,
  settlementNet: decimal,
  lines: arrayOf(object({ ...item, qty: decimal, price: { ...decimal, description: 'the difference per unit' }, amount: decimal })),
});

export const agentPayableAnswer = object({
  ...head,
  ...period,
  settledInId: intOrNull,
  settledInNo: textOrNull,
  lines: arrayOf(object({ ...item, qty: decimal, price: { ...decimal, description: 'agreed cost per unit' }, amount: decimal, saleAmount: decimal })),
});

export const agentSettlementAnswer = object({
  ...head,
  ...period,
  payables: arrayOf(object({ id: int, sheetNo: text, periodStart: day, periodEnd: day, saleAmount: decimal, amount: decimal })),
});

export const unionSettlementAnswer = object({
  ...head,
  ...period,
  payables: {
    ...arrayOf(object({ id: int, bizDate: day, branchName: textOrNull, amount: decimal })),
    description: "the joint-venture payables it settles: each branch's sales of a day of the period (payable ledger type 3)",
  },
  lines: arrayOf(object({ ...item, qty: decimal, saleAmount: decimal, deductRate: decimalOrNull, amount: decimal })),
});
