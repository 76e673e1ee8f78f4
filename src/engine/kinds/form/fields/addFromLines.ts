import { resolveValue } from '../../../../../common/page/template';
import type { AddFromSpec } from '../../../../../common/forms/addFromSpec';

// The lines of an `addFrom` field as data: a tapped search result becomes a line, the same goods tapped again
// add to the line already there (its quantity grows) instead of making a second one.

export type Line = Record<string, unknown>;

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Exact decimal text without trailing fractional zeros ("24.000" → "24", "1.500" → "1.5"). */
export function plainDecimal(v: unknown): unknown {
  if (typeof v !== 'string' || !DECIMAL.test(v) || !v.includes('.')) return v;
  return v.replace(/0+$/, '').replace(/\.$/, '');
}

/** a + b on exact decimal texts (no floating point: quantities are thousandths). */
export function addDecimals(a: unknown, b: unknown): string {
  const parts = [a, b].map((v) => (typeof v === 'number' ? String(v) : typeof v === 'string' && DECIMAL.test(v) ? v : '0'));
  const scale = Math.max(...parts.map((p) => (p.split('.')[1] ?? '').length));
  const scaled = parts.map((p) => {
    const neg = p.startsWith('-');
    const [int, frac = ''] = p.replace('-', '').split('.');
    const n = BigInt(int!) * 10n ** BigInt(scale) + BigInt((frac + '0'.repeat(scale)).slice(0, scale) || '0');
    return neg ? -n : n;
  });
  const sum = scaled[0]! + scaled[1]!;
  const neg = sum < 0n;
  const abs = (neg ? -sum : sum).toString().padStart(scale + 1, '0');
  const text = scale ? `${abs.slice(0, -scale)}.${abs.slice(-scale)}` : abs;
  return String(plainDecimal(`${neg ? '-' : ''}${text}`));
}

/** The line a result makes: the spec's map over the result, its quantity without trailing zeros. */
export function lineFrom(spec: Pick<AddFromSpec, 'map' | 'quantity'>, result: Line): Line {
  const line = resolveValue(spec.map, result) as Line;
  if (spec.quantity && spec.quantity in line) line[spec.quantity] = plainDecimal(line[spec.quantity]);
  return line;
}

export const sameKey = (a: unknown, b: unknown) => a !== undefined && a !== null && String(a) === String(b);

/**
 * Adds a result to the lines. Returns the new lines (a new array, the old one untouched), the index of the line
 * that took it, and whether it merged into a line already there.
 */
export function addResult(lines: readonly Line[], result: Line, spec: Pick<AddFromSpec, 'map' | 'quantity' | 'key'>): { lines: Line[]; index: number; merged: boolean } {
  const line = lineFrom(spec, result);
  const at = lines.findIndex((l) => sameKey(l[spec.key], line[spec.key]));
  if (at < 0) return { lines: [...lines, line], index: lines.length, merged: false };
  const next = [...lines];
  if (spec.quantity) next[at] = { ...next[at], [spec.quantity]: addDecimals(next[at]![spec.quantity], line[spec.quantity]) };
  return { lines: next, index: at, merged: true };
}
