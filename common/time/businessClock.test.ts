import { afterEach, describe, expect, it } from 'vitest';
import { businessCalendarDay, businessDay, businessTimeZone, clockAt, DEFAULT_BUSINESS_TIME_ZONE, FIXED_OFFSET_ZONES, setBusinessTimeZone, timeOf } from './businessClock';

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
    setBusinessTimeZone('constructor');
    expect(businessTimeZone()).toBe('America/New_York');
    expect(businessDay(instant)).toBe('2026-03-01');
    setBusinessTimeZone(undefined);
    expect(businessTimeZone()).toBe('America/New_York');
  });

  it('writes midnight as 00, never 24', () => {
    expect(timeOf(clockAt(new Date('2026-03-01T16:00:00Z')))).toBe('00:00');
  });

  it('reads a zone of one offset by arithmetic exactly as the time-zone database does, 2015 to 2035', () => {
    const reference = (timeZone: string) =>
      new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const days = (Date.UTC(2035, 11, 31) - Date.UTC(2015, 0, 1)) / 86_400_000;
    for (const timeZone of FIXED_OFFSET_ZONES.keys()) {
      setBusinessTimeZone(timeZone);
      const format = reference(timeZone);
      // every fifth day, at an hour and minute that walk round the clock (the day's edges included)
      for (let d = 0; d <= days; d += 5) {
        const instant = new Date(Date.UTC(2015, 0, 1) + d * 86_400_000 + ((d * 37) % 1440) * 60_000);
        const want: Record<string, number> = {};
        for (const p of format.formatToParts(instant)) if (p.type !== 'literal') want[p.type] = Number(p.value);
        expect(clockAt(instant), `${timeZone} at ${instant.toISOString()}`).toEqual({ year: want.year, month: want.month, day: want.day, hour: want.hour, minute: want.minute });
      }
    }
  });
});
