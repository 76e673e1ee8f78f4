import { describe, expect, it } from 'vitest';
import { encodeEscPos } from './escpos';
import { encodeGbk } from './gbk';
import { layout, plainText } from './layout';
import { tokenizeEscPos } from './tokenize';

// Golden bytes from the research notes (design/printing.md §4, verified against printers' documented commands).

const hex = (s: string): number[] => s.trim().split(/\s+/).map((h) => parseInt(h, 16));
const bytes = (b: Uint8Array): number[] => Array.from(b);
const enc = (blocks: Parameters<typeof layout>[0], dots = 576, cutter = true) => encodeEscPos(layout(blocks, dots === 576 ? 48 : 32), { dots, cutter }).bytes;

/** Does `whole` contain `part` as one run? */
function containsRun(whole: number[], part: number[]): boolean {
  outer: for (let i = 0; i + part.length <= whole.length; i++) {
    for (let k = 0; k < part.length; k++) if (whole[i + k] !== part[k]) continue outer;
    return true;
  }
  return false;
}

describe('GBK text', () => {
  it.each([
    ['采购订单', 'b2 c9 b9 ba b6 a9 b5 a5'],
    ['收货单', 'ca d5 bb f5 b5 a5'],
    ['供应商', 'b9 a9 d3 a6 c9 cc'],
    ['商品', 'c9 cc c6 b7'],
    ['数量', 'ca fd c1 bf'],
    ['金额', 'bd f0 b6 ee'],
    ['合计', 'ba cf bc c6'],
    ['￥12.50', 'a3 a4 31 32 2e 35 30'],
  ])('%s → %s', (text, golden) => {
    expect(encodeGbk(text)).toEqual({ bytes: hex(golden), unknown: [] });
  });

  it('prints the half-width ¥ as the full-width ￥ (¥ is not in GBK)', () => {
    expect(encodeGbk('¥12.50').bytes).toEqual(hex('a3 a4 31 32 2e 35 30'));
  });

  it('reports characters outside GBK and prints them as ?', () => {
    expect(encodeGbk('a😀b')).toEqual({ bytes: [0x61, 0x3f, 0x62], unknown: ['😀'] });
  });
});

describe('ESC/POS commands', () => {
  it('starts with init and Chinese mode, then the GBK line', () => {
    const out = bytes(enc([{ type: 'text', value: '采购订单' }]));
    expect(out).toEqual(hex('1b 40 1c 26 b2 c9 b9 ba b6 a9 b5 a5 0a'));
  });

  it('bold and double size around the line, reset after', () => {
    const out = bytes(enc([{ type: 'text', value: '合计', bold: true, size: 2 }]));
    expect(out).toEqual(hex('1b 40 1c 26 1b 45 01 1d 21 11 ba cf bc c6 0a 1d 21 00 1b 45 00'));
  });

  it('Code128 with {B, HRI below, height 60 (80 mm: module 3)', () => {
    const out = bytes(enc([{ type: 'barcode', format: 'code128', value: 'PO2024001' }]));
    expect(containsRun(out, hex('1b 61 01'))).toBe(true);
    expect(containsRun(out, hex('1d 68 3c 1d 77 03 1d 48 02 1d 6b 49 0b 7b 42 50 4f 32 30 32 34 30 30 31'))).toBe(true);
  });

  it('a Code128 narrows its modules to fit 58 mm paper', () => {
    const out = bytes(enc([{ type: 'barcode', format: 'code128', value: 'PO2024001' }], 384));
    expect(containsRun(out, hex('1d 77 02'))).toBe(true);
  });

  it('QR code: model 2, size 6, EC M, store, print', () => {
    const out = bytes(enc([{ type: 'qrcode', value: 'https://x.cn/po/1' }]));
    const golden = hex(
      '1d 28 6b 04 00 31 41 32 00  1d 28 6b 03 00 31 43 06  1d 28 6b 03 00 31 45 31 ' +
        '1d 28 6b 14 00 31 50 30 68 74 74 70 73 3a 2f 2f 78 2e 63 6e 2f 70 6f 2f 31  1d 28 6b 03 00 31 51 30',
    );
    expect(containsRun(out, golden)).toBe(true);
  });

  it('feed 3 lines; feed and cut; no cutter: a 4-line feed', () => {
    expect(bytes(enc([{ type: 'feed', lines: 3 }]))).toEqual(hex('1b 40 1c 26 1b 64 03'));
    expect(bytes(enc([{ type: 'cut' }]))).toEqual(hex('1b 40 1c 26 1d 56 42 00'));
    expect(bytes(enc([{ type: 'cut' }], 576, false))).toEqual(hex('1b 40 1c 26 1b 64 04'));
  });

  it('raster image: GS v 0 with bytes per row and rows, in bands of at most 255 rows', () => {
    const bits = new Uint8Array(2 * 300).fill(0xaa);
    const out = bytes(enc([{ type: 'image', width: 16, height: 300, bits }]));
    expect(containsRun(out, hex('1d 76 30 00 02 00 ff 00'))).toBe(true);
    expect(containsRun(out, hex('1d 76 30 00 02 00 2d 00'))).toBe(true);
    expect(tokenizeEscPos(Uint8Array.from(out)).lines).toEqual(['[image 16x300]']);
  });
});

describe('tokenizer: the bytes read back equal the preview text', () => {
  it('a small receipt round-trips through bytes', () => {
    const blocks = [
      { type: 'text' as const, value: '采购订单', align: 'center' as const, bold: true, size: 2 as const },
      { type: 'row' as const, cols: [{ text: '合计金额' }, { text: '￥1,234.50', align: 'right' as const }] },
      { type: 'barcode' as const, format: 'code128' as const, value: 'PO2024001' },
      { type: 'qrcode' as const, value: '送货单 PO2024001' },
      { type: 'feed' as const, lines: 2 },
      { type: 'cut' as const },
    ];
    const lines = layout(blocks, 32);
    const out = encodeEscPos(lines, { dots: 384, cutter: true }).bytes;
    const tokens = tokenizeEscPos(out);
    expect(tokens.lines).toEqual(plainText(lines));
    expect(tokens.lines.slice(0, 2)).toEqual(['    采购订单', '合计金额' + ' '.repeat(14) + '￥1,234.50']);
    expect(tokens.commands.slice(0, 2)).toEqual(['init', 'chinese on']);
    expect(tokens.commands).toContain('qr 送货单 PO2024001');
  });
});
