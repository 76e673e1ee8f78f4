/** Exact money arithmetic on decimal text: amounts are summed as integer cents, never as floating-point numbers. */

/** '-12.3' → -1230n (at most 2 decimals, as NUMERIC(14,2) stores them). */
export function toCents(amount: string): bigint {
  const neg = amount.trim().startsWith('-');
  const [whole, frac = ''] = amount.trim().replace('-', '').split('.');
  const c = BigInt(whole || '0') * 100n + BigInt((frac + '00').slice(0, 2));
  return neg ? -c : c;
}

export function fromCents(c: bigint): string {
  const neg = c < 0n;
  const abs = neg ? -c : c;
  return `${neg ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}
