import { afterEach, describe, expect, it } from 'vitest';
import { businessCalendarDay, businessDay, businessTimeZone, clockAt, DEFAULT_BUSINESS_TIME_ZONE, setBusinessTimeZone, timeOf } from './businessClock';

afterEach(() => setBusinessTimeZone(DEFAULT_BUSINESS_TIME_ZONE));

describe("the chain's clock", () => {
  // 16:30 UTC on 1 March: already 2 March in Shanghai, still 1 March in London and New York
  const instant = new Date('2026-03-01T16:30:00Z');

  it('reads days and times in the business zone, whatever zone the runtime is in', () => {
    expect(businessTimeZone()).toBe('Asia/Shanghai');
    expect(businessDay(instant)).toBe('2026-03-02');
    expect(timeOf(clockAt(instant))).toBe('00:30');
    const day = businessCalendarDay(instant);
    expect([day.getFullYear(), day.getMonth() + 1, day.getDate(), day.getHours()]).toEqual([2026, 3, 2, 0]);
  });

  it('follows the zone the settings name, and keeps its zone for one it does not know', () => {
    setBusinessTimeZone('America/New_York');
    expect(businessDay(instant)).toBe('2026-03-01');
    expect(timeOf(clockAt(instant))).toBe('11:30');
    setBusinessTimeZone('Mars/Olympus_Mons');
    expect(businessTimeZone()).toBe('America/New_York');
    setBusinessTimeZone(undefined);
    expect(businessTimeZone()).toBe('America/New_York');
  });

  it('writes midnight as 00, never 24', () => {
    expect(timeOf(clockAt(new Date('2026-03-01T16:00:00Z')))).toBe('00:00');
  });
});
