/** Status codes and names of purchasing documents as the supplier sees them (domain.md §3.1–3.3). */

// Drafts and documents still in the chain's own audit (0, 1) are not the supplier's business.
export const orderVisibleStatuses = [2, 3, 4, 5, 6, 8, 9] as const;
// Orders the supplier still has to deliver against.
export const orderOpenStatuses = [2, 3, 5] as const;

export const orderStatusNames: Record<number, string> = {
  2: '待确认',
  3: '已确认',
  4: '已拒绝',
  5: '部分收货',
  6: '已完成',
  8: '已过期',
  9: '已作废',
};

export const receiveStatusNames: Record<number, string> = { 0: '未收货', 1: '部分收货', 2: '已收货' };

// Receipts are shown once the chain has audited them; a reversed receipt stays visible so totals can be traced.
export const inVisibleStatuses = [1, 9] as const;
export const inStatusNames: Record<number, string> = { 1: '已审核', 9: '已冲红' };

// Returns reach the supplier when the chain audits the pre-return note (2).
export const outVisibleStatuses = [2, 3, 4, 5, 9] as const;
export const outStatusNames: Record<number, string> = {
  2: '待确认',
  3: '已确认',
  4: '已驳回',
  5: '已出库',
  9: '已作废',
};

export const outReasonNames: Record<number, string> = {
  0: '质量问题',
  1: '临期',
  2: '滞销',
  3: '破损',
  4: '错货',
  9: '其他',
};

export const reconStatusNames: Record<number, string> = { 0: '未对账', 1: '已对账', 2: '已结算' };

export function nameOf(names: Record<number, string>, code: number): string {
  return names[code] ?? String(code);
}
