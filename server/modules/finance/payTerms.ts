/**
 * When the money of a settlement is due, from the supplier's settlement terms (supplier.settle_way, settle_days):
 * - 1 cash on delivery: the settlement date itself;
 * - 2 credit term: the settlement date plus the term's days (30 when the contract names none);
 * - 3 fixed day: the first `settle_days`-th of a month on or after the settlement date (the last day of a
 *   shorter month);
 * - 0 ad hoc: the date the chain fixed on the settlement (pay_due_date), or none.
 * Dates are business days as 'YYYY-MM-DD', computed on the calendar only (no time zone can shift them).
 */
export interface PayTerms {
  settleWay: number;
  settleDays: number | null;
  settleDate: string;
  payDueDate: string | null;
}

const defaultTermDays = 30;

function parse(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

function format(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export function addDays(day: string, n: number): string {
  const d = parse(day);
  d.setUTCDate(d.getUTCDate() + n);
  return format(d);
}

function fixedDayOnOrAfter(day: string, dayOfMonth: number): string {
  const d = parse(day);
  for (let monthShift = 0; monthShift < 2; monthShift++) {
    const year = d.getUTCFullYear();
    const month = d.getUTCMonth() + monthShift;
    const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    const candidate = new Date(Date.UTC(year, month, Math.min(dayOfMonth, last)));
    if (format(candidate) >= day) return format(candidate);
  }
  return day;
}

export function expectedPayDate(t: PayTerms): string | null {
  switch (t.settleWay) {
    case 1:
      return t.settleDate;
    case 2:
      return addDays(t.settleDate, t.settleDays && t.settleDays > 0 ? t.settleDays : defaultTermDays);
    case 3:
      return fixedDayOnOrAfter(t.settleDate, Math.min(Math.max(t.settleDays ?? 1, 1), 31));
    default:
      return t.payDueDate;
  }
}
