import { describe, expect, it } from 'vitest';
import { code128B, code128Pattern, STOP } from './code128';

describe('Code 128 (preview)', () => {
  it('every symbol is 11 modules (stop 13), all different', () => {
    const all = Array.from({ length: 107 }, (_, i) => code128Pattern(i));
    for (const [i, p] of all.entries()) expect([...p].reduce((a, b) => a + Number(b), 0)).toBe(i === STOP ? 13 : 11);
    expect(new Set(all).size).toBe(107);
  });

  it('PO2024001: start B, 9 symbols, checksum, stop = 11 × 11 + 13 modules', () => {
    const widths = code128B('PO2024001');
    expect(widths.reduce((a, b) => a + b, 0)).toBe(11 * 11 + 13);
    expect(widths.slice(0, 6)).toEqual([2, 1, 1, 2, 1, 4]);
  });
});
