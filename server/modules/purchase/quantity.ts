import type { Said } from '../../lib/language';
import { purchaseMessages } from './messages';

/**
 * Quantities are NUMERIC(14,3). They are compared as integers of thousandths so '0.1' + '0.2' style float error can
 * never let a confirmed quantity slip past the ordered one.
 */
const qtyPattern = /^(\d{1,11})(?:\.(\d{1,3}))?$/;

export type QtyCheck = { ok: true; milli: bigint; text: string } | { ok: false; reason: Said };

export function parseQty(input: string | number): QtyCheck {
  let text = typeof input === 'number' ? numberText(input) : input.trim();
  if (text === null) return { ok: false, reason: purchaseMessages.notANumber };
  if (text.startsWith('-')) return { ok: false, reason: purchaseMessages.negative };
  if (text.startsWith('+')) text = text.slice(1);
  const m = qtyPattern.exec(text);
  if (!m) {
    if (/^\d+\.\d{4,}$/.test(text)) return { ok: false, reason: purchaseMessages.tooManyDecimals };
    return { ok: false, reason: purchaseMessages.notANumber };
  }
  const frac = (m[2] ?? '').padEnd(3, '0');
  const milli = BigInt(m[1]) * 1000n + BigInt(frac);
  return { ok: true, milli, text: milliText(milli) };
}

/** A JS number as plain decimal text; exponent forms (1e-7) are refused rather than guessed at. */
function numberText(n: number): string | null {
  if (!Number.isFinite(n)) return null;
  const s = String(n);
  return /e/i.test(s) ? null : s;
}

/** The NUMERIC text of a column value ('12.500') as thousandths. */
export function toMilli(numeric: string): bigint {
  const neg = numeric.startsWith('-');
  const [int, frac = ''] = (neg ? numeric.slice(1) : numeric).split('.');
  const v = BigInt(int || '0') * 1000n + BigInt(frac.slice(0, 3).padEnd(3, '0'));
  return neg ? -v : v;
}

function milliText(milli: bigint): string {
  const neg = milli < 0n;
  const abs = neg ? -milli : milli;
  return `${neg ? '-' : ''}${abs / 1000n}.${(abs % 1000n).toString().padStart(3, '0')}`;
}
