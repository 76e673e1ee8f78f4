// Exact decimal arithmetic on digit strings, for display only. Money, quantities and rates arrive from the
// server as NUMERIC strings ('1234567.5'); going through a float would lose trailing zeros and invent
// artefacts (0.1 + 0.2), so rounding and scaling work on the digits themselves.

export interface Decimal {
  negative: boolean;
  /** integer digits without leading zeros ('' for zero) */
  int: string;
  /** fraction digits, as many as given */
  frac: string;
}

const DECIMAL_RE = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/** Parses '1234.50', '-0.5', '1e-7' or a finite number; anything else is null. */
export function parseDecimal(value: string | number): Decimal | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  // String(number) is the shortest text that round-trips, i.e. the decimal the author meant.
  const text = String(value).trim();
  const m = DECIMAL_RE.exec(text);
  if (!m) return null;
  const [, sign, intPart = '', fracPart = '', exp] = m;
  if (intPart === '' && fracPart === '') return null;
  const d = shiftDecimal({ negative: sign === '-', int: intPart, frac: fracPart }, exp ? Number(exp) : 0);
  return normalize(d);
}

function normalize(d: Decimal): Decimal {
  const int = d.int.replace(/^0+/, '');
  const isZero = int === '' && /^0*$/.test(d.frac);
  return { negative: d.negative && !isZero, int, frac: d.frac };
}

/** Multiplies by 10^places (negative places divide), moving the decimal point. */
export function shiftDecimal(d: Decimal, places: number): Decimal {
  if (places === 0) return d;
  if (places > 0) {
    const frac = d.frac.padEnd(places, '0');
    return normalize({ negative: d.negative, int: d.int + frac.slice(0, places), frac: frac.slice(places) });
  }
  const n = -places;
  const int = d.int.padStart(n, '0');
  return normalize({ negative: d.negative, int: int.slice(0, int.length - n), frac: int.slice(int.length - n) + d.frac });
}

/** Adds one unit in the last place of a digit string ('0999' → '1000'). */
function increment(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] === '9') {
      out[i] = '0';
    } else {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
  }
  return `1${out.join('')}`;
}

/** Rounds to `decimals` fraction digits, half away from zero (ROUND_HALF_UP), padding with zeros. */
export function roundDecimal(d: Decimal, decimals: number): Decimal {
  if (d.frac.length <= decimals) return { ...d, frac: d.frac.padEnd(decimals, '0') };
  const kept = d.int + d.frac.slice(0, decimals);
  const roundUp = d.frac.charCodeAt(decimals) >= 53; /* '5' */
  const digits = roundUp ? increment(kept.padStart(1, '0')) : kept;
  const cut = digits.length - decimals;
  return normalize({ negative: d.negative, int: digits.slice(0, cut), frac: digits.slice(cut) });
}

function group(int: string): string {
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Text of a decimal with exactly `decimals` fraction digits, grouped by thousands when asked. */
export function formatDecimal(d: Decimal, decimals: number, grouping: boolean): string {
  const r = roundDecimal(d, decimals);
  const int = r.int === '' ? '0' : r.int;
  const body = (grouping ? group(int) : int) + (decimals > 0 ? `.${r.frac}` : '');
  return r.negative ? `-${body}` : body;
}
