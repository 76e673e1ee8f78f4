import { describe, expect, it } from 'vitest';
import { encodeGbk, GBK_WITHOUT_TABLE, inGbk, normaliseForPrint } from './gbk';

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

describe('inGbk', () => {
  it('knows without the table only characters the table has', () => {
    const codes = [...GBK_WITHOUT_TABLE.ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i)), ...[...GBK_WITHOUT_TABLE.punctuation].map((c) => c.codePointAt(0)!)];
    const missing = codes.map((code) => String.fromCodePoint(code)).filter((ch) => encodeGbk(ch).unknown.length > 0);
    expect(missing).toEqual([]);
    expect(codes.length).toBeGreaterThan(20_902);
  });

  it('asks the table for the rest, and says no to what GBK lacks', () => {
    expect(['A', '云', '，', '￥', 'é', 'α'].map(inGbk)).toEqual([true, true, true, true, true, true]);
    expect(['©', '😀'].map(inGbk)).toEqual([false, false]);
  });
});
