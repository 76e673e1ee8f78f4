import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { parseTimestamptz } from './timestamptz';

const byPg = pg.types.getTypeParser(1184) as (text: string) => Date | number;

describe('parseTimestamptz', () => {
  it('reads what pg reads, for every shape PostgreSQL writes', () => {
    const texts = [
      '2026-11-30 14:23:45+08',
      '2026-11-30 14:23:45.5+08',
      '2026-11-30 14:23:45.123456+08',
      '2025-12-31 23:59:59.999999+08',
      '2026-01-01 00:00:00-05',
      '2026-03-01 00:30:00.05+00',
      '1970-01-01 08:00:00+08',
      '2026-06-15 12:00:00+05:30', // a zone with minutes: pg's
      '0099-06-15 12:00:00+00', // a two-digit year: pg's rule
      '2026-06-15 12:00:00+08 BC',
      '12026-06-15 12:00:00+08',
      'infinity',
      '-infinity',
    ];
    for (const text of texts) {
      const mine = parseTimestamptz(text);
      const theirs = byPg(text);
      expect(typeof mine === 'number' ? mine : (mine as Date).getTime(), text).toEqual(typeof theirs === 'number' ? theirs : theirs.getTime());
    }
  });

  it('agrees with pg on many times across years, fractions and whole-hour zones', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let k = 0; k < 5000; k++) {
      const d = new Date(Date.UTC(1990, 0, 1) + (next() % 60) * 365 * 86_400_000 + (next() % 86_400_000));
      const zone = (next() % 27) - 12;
      const local = new Date(d.getTime() + zone * 3_600_000).toISOString();
      const fraction = ['', `.${String(next() % 10)}`, `.${String(next() % 1_000_000).padStart(6, '0')}`][next() % 3];
      const text = `${local.slice(0, 10)} ${local.slice(11, 19)}${fraction}${zone < 0 ? '-' : '+'}${String(Math.abs(zone)).padStart(2, '0')}`;
      expect(parseTimestamptz(text).getTime(), text).toBe((byPg(text) as Date).getTime());
    }
  });
});
