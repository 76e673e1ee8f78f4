// GET /scm/home/summary answers what needs the supplier's attention: per figure { count, amount } or null
// when the user's role does not cover that function. This turns the answer into the tiles shown on home.

export interface Attention {
  count: number;
  amount: string;
}

export interface SummaryTile {
  key: string;
  labelKey: string;
  count: number;
  amount: string;
  /** the list where the user deals with it, filtered to what the figure counts */
  route: string;
  query: Record<string, string>;
}

const FIGURES: { key: string; labelKey: string; route: string; query: Record<string, string> }[] = [
  { key: 'awaitingConfirm', labelKey: 'home.awaitingConfirm', route: '/packagesSub/purchaseOrder/index', query: { status: '2' } },
  { key: 'dueToday', labelKey: 'home.dueToday', route: '/packagesSub/purchaseOrder/index', query: { dueToday: 'true' } },
  { key: 'returnsToConfirm', labelKey: 'home.returnsToConfirm', route: '/packagesSub/purchaseOut/list', query: { status: '2' } },
  { key: 'statementsToConfirm', labelKey: 'home.statementsToConfirm', route: '/pages/finance/index', query: { status: '0' } },
];

function isAttention(value: unknown): value is Attention {
  const v = value as Partial<Attention> | null;
  return typeof v === 'object' && v !== null && typeof v.count === 'number' && Number.isFinite(v.count) && typeof v.amount === 'string';
}

/** Known figures present in the answer, in a fixed order; anything unexpected is left out, never guessed. */
export function summaryTiles(data: unknown): SummaryTile[] {
  if (typeof data !== 'object' || data === null) return [];
  const record = data as Record<string, unknown>;
  return FIGURES.flatMap((f) => {
    const value = record[f.key];
    return isAttention(value) ? [{ ...f, count: value.count, amount: value.amount }] : [];
  });
}
