import { describe, expect, it } from 'vitest';
import { fromCents, toCents } from '../../server/modules/finance/money';
import { expectedPayDate } from '../../server/modules/finance/payTerms';

describe('expected payment date from the settlement terms', () => {
  const on = (settleWay: number, settleDays: number | null, settleDate = '2026-01-31', payDueDate: string | null = null) =>
    expectedPayDate({ settleWay, settleDays, settleDate, payDueDate });
  it('cash on delivery pays on the settlement date', () => expect(on(1, 0)).toBe('2026-01-31'));
  it('a credit term adds its days across months and years (30 when the contract names none)', () => {
    expect(on(2, 45)).toBe('2026-03-17');
    expect(on(2, 30, '2026-12-15')).toBe('2027-01-14');
    expect(on(2, 0)).toBe('2026-03-02');
  });
  it('a fixed day is the next such day of a month, the month end when shorter', () => {
    expect(on(3, 15, '2026-01-10')).toBe('2026-01-15');
    expect(on(3, 15, '2026-01-16')).toBe('2026-02-15');
    expect(on(3, 31, '2026-02-01')).toBe('2026-02-28');
  });
  it('ad hoc settlements take the date the chain fixed, or none', () => {
    expect(on(0, null, '2026-01-31', '2026-02-10')).toBe('2026-02-10');
    expect(on(0, null)).toBeNull();
  });
});

describe('money in cents', () => {
  it('reads and writes decimal text exactly', () => {
    expect(toCents('1234.5')).toBe(123450n);
    expect(toCents('-0.07')).toBe(-7n);
    expect(fromCents(toCents('0.1') + toCents('0.2'))).toBe('0.30');
    expect(fromCents(-1205n)).toBe('-12.05');
  });
});
