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

/** Qualification documents expiring within 30 days and expired (home flags them until renewed). */
export interface QualificationNotice {
  expiring: number;
  expired: number;
  route: string;
  query: Record<string, string>;
}

/** The qualification warning of the answer, or null when there is nothing to flag (or the role does not see it). */
export function qualificationNotice(data: unknown): QualificationNotice | null {
  const q = (data as { qualifications?: { expiring?: unknown; expired?: unknown } } | null)?.qualifications;
  if (typeof q !== 'object' || q === null) return null;
  const expiring = Number.isInteger(q.expiring) ? (q.expiring as number) : 0;
  const expired = Number.isInteger(q.expired) ? (q.expired as number) : 0;
  if (expiring + expired === 0) return null;
  // The list opens on what the warning names: expiring documents, or expired ones when only those remain.
  return { expiring, expired, route: '/packagesSub/branchProduct/qualification', query: { status: expiring > 0 ? '1' : '2' } };
}
