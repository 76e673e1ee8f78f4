import { describe, expect, it } from 'vitest';
import { encodeGbk, normaliseForPrint } from './gbk';

describe('encodeGbk', () => {
  it('encodes every character GBK has to bytes that decode back to it (or to the form printers print)', () => {
    const decoder = new TextDecoder('gbk');
    let checked = 0;
    for (let lead = 0x81; lead <= 0xfe; lead++) {
      for (let trail = 0x40; trail <= 0xfe; trail++) {
        if (trail === 0x7f) continue;
        const ch = decoder.decode(new Uint8Array([lead, trail]));
        if (ch.length !== 1 || ch === '\ufffd' || ch.charCodeAt(0) < 0x80) continue;
        const { bytes, unknown } = encodeGbk(ch);
        expect(unknown).toEqual([]);
        expect(decoder.decode(new Uint8Array(bytes))).toBe(normaliseForPrint(ch));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(21_000);
  });

  it('prints ? for what GBK lacks and says which characters they were', () => {
    expect(encodeGbk('A©云')).toEqual({ bytes: [0x41, 0x3f, 0xd4, 0xc6], unknown: ['©'] });
  });
});
