import { buyerSees, reviewTrail } from '../../lib/buyerReview';

/**
 * The suggested quantity of a replenishment line (domain.md §3.7):
 *   suggest = max(0, avg daily sales of the last 28 days × (lead days + cover days) − stock − open order quantity),
 * rounded up to the purchase pack. The lead time is the days an order takes to arrive; the cover is the days the
 * delivery should last. Quantities are exact decimals; they are computed in thousandths (integers).
 */
export const SALES_WINDOW_DAYS = 28;
export const LEAD_DAYS = 3;
export const COVER_DAYS = 7;

export const ReplenishStatus = { draft: 0, awaiting: 1, approved: 2, rejected: 3, cancelled: 9 } as const;
export const replenishStatuses = [0, 1, 2, 3, 9] as const;
export const buyerVisible = buyerSees;
export const DOC_TYPE = 'self_replenish';

/** Each step of a request in approval_log, and its history for the detail. */
export const trail = reviewTrail(DOC_TYPE);

const toMilli = (v: string | number) => {
  const [int, frac = ''] = String(v).split('.');
  const sign = int.startsWith('-') ? -1n : 1n;
  return sign * (BigInt(int.replace('-', '') || '0') * 1000n + BigInt((frac + '000').slice(0, 3)));
};
const milliText = (m: bigint) => {
  const neg = m < 0n;
  const a = neg ? -m : m;
  return `${neg ? '-' : ''}${a / 1000n}.${String(a % 1000n).padStart(3, '0')}`;
};

export interface SuggestionInput {
  /** units sold over the window (returns net) */
  soldQty: string;
  stockQty: string;
  openOrderQty: string;
  packFactor: string;
}

export interface Suggestion {
  avgDailySales: string;
  leadDays: number;
  coverDays: number;
  stockQty: string;
  openOrderQty: string;
  packFactor: string;
  /** the need before rounding: avg × (lead + cover) − stock − open orders (may be negative) */
  needQty: string;
  suggestQty: string;
}

/** The suggestion and every figure it came from, so the screen can show how it was computed. */
export function suggest(input: SuggestionInput): Suggestion {
  const sold = toMilli(input.soldQty);
  // Average per day, rounded half-up to thousandths (the column's precision) before it is used.
  const avg = sold <= 0n ? 0n : (sold * 2n + BigInt(SALES_WINDOW_DAYS)) / (2n * BigInt(SALES_WINDOW_DAYS));
  const need = avg * BigInt(LEAD_DAYS + COVER_DAYS) - toMilli(input.stockQty) - toMilli(input.openOrderQty);
  const pack = toMilli(input.packFactor) > 0n ? toMilli(input.packFactor) : 1000n;
  const packs = need <= 0n ? 0n : (need + pack - 1n) / pack;
  return {
    avgDailySales: milliText(avg),
    leadDays: LEAD_DAYS,
    coverDays: COVER_DAYS,
    stockQty: milliText(toMilli(input.stockQty)),
    openOrderQty: milliText(toMilli(input.openOrderQty)),
    packFactor: milliText(pack),
    needQty: milliText(need),
    suggestQty: milliText(packs * pack),
  };
}

/** qty × price as money text, rounded half-up to cents. */
export function lineAmount(qty: string, price: string): string {
  const q = toMilli(qty);
  const [int, frac = ''] = price.split('.');
  const p = BigInt(int || '0') * 10000n + BigInt((frac + '0000').slice(0, 4));
  const tenMillionths = q * p; // 1e-3 × 1e-4
  const cents = (tenMillionths + 50000n) / 100000n;
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
}

export { milliText, toMilli };
