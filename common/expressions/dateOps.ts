// The named date operations of expressions (expression.ts DATE_OPERATIONS), on the texts the server sends:
// days as YYYY-MM-DD, months as YYYY-MM (the key of a row grouped by month). Each answers null for a value that
// is not of its form, so {"or": [{"monthStart": {"var": "key"}}, {"var": "date"}, …]} falls through to the next.
// Calendar arithmetic in UTC: a day is a name, not an instant, so no time zone moves it.

const MONTH = /^(\d{4})-(\d{2})$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dayText = (d: Date) => `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function asDay(v: unknown): Date | null {
  const m = typeof v === 'string' ? DAY.exec(v) : null;
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return Number.isNaN(d.getTime()) || d.getUTCDate() !== Number(m[3]) ? null : d;
}

function asMonth(v: unknown): [number, number] | null {
  const m = typeof v === 'string' ? MONTH.exec(v) : null;
  return m && Number(m[2]) >= 1 && Number(m[2]) <= 12 ? [Number(m[1]), Number(m[2])] : null;
}

/** "2026-10" → "2026-10-01". */
export function monthStart(key: unknown): string | null {
  const m = asMonth(key);
  return m ? `${pad(m[0], 4)}-${pad(m[1])}-01` : null;
}

/** "2026-10" → "2026-10-31"; "2028-02" → "2028-02-29". */
export function monthEnd(key: unknown): string | null {
  const m = asMonth(key);
  return m ? `${pad(m[0], 4)}-${pad(m[1])}-${pad(daysIn(m[0], m[1]))}` : null;
}

/** A day shifted by `n` days ("2026-10-31", 1 → "2026-11-01"). */
export function addDays(day: unknown, n: unknown): string | null {
  const d = asDay(day);
  if (!d || !Number.isInteger(Number(n))) return null;
  d.setUTCDate(d.getUTCDate() + Number(n));
  return dayText(d);
}

/** A month or a day shifted by `n` months: "2026-10", -1 → "2026-09"; "2026-03-31", -1 → "2026-02-28" (the month's last day at most). */
export function addMonths(value: unknown, n: unknown): string | null {
  if (!Number.isInteger(Number(n))) return null;
  const month = asMonth(value);
  const day = asDay(value);
  const [year, m] = month ?? (day ? [day.getUTCFullYear(), day.getUTCMonth() + 1] : [NaN, NaN]);
  if (Number.isNaN(year)) return null;
  const index = year * 12 + (m - 1) + Number(n);
  const y = Math.floor(index / 12);
  const mm = (index % 12) + 1;
  if (month) return `${pad(y, 4)}-${pad(mm)}`;
  return `${pad(y, 4)}-${pad(mm)}-${pad(Math.min(day!.getUTCDate(), daysIn(y, mm)))}`;
}

/** A day written with YYYY, MM and DD ("2026-10-05", "YYYY年MM月" → "2026年10月"); a month key has DD = 01. */
export function formatDate(value: unknown, pattern: unknown): string | null {
  const d = asDay(value) ?? asDay(monthStart(value));
  if (!d || typeof pattern !== 'string') return null;
  return pattern.replace(/YYYY/g, pad(d.getUTCFullYear(), 4)).replace(/MM/g, pad(d.getUTCMonth() + 1)).replace(/DD/g, pad(d.getUTCDate()));
}

/** The later of days (empty ones left out): keeps a month's start inside the report's period. */
export function laterDate(...days: unknown[]): string | null {
  const valid = days.filter((d): d is string => asDay(d) !== null).map((d) => d.slice(0, 10));
  return valid.length ? valid.reduce((a, b) => (b > a ? b : a)) : null;
}

/** The earlier of days (empty ones left out). */
export function earlierDate(...days: unknown[]): string | null {
  const valid = days.filter((d): d is string => asDay(d) !== null).map((d) => d.slice(0, 10));
  return valid.length ? valid.reduce((a, b) => (b < a ? b : a)) : null;
}
