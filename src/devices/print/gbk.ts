// Text to GBK bytes without a dependency: the browser (and Node with full ICU) can DECODE gbk, so the
// reverse table is built once from TextDecoder('gbk') over every double-byte code (≈24 000 entries). They are
// decoded in one call, each pair followed by a newline: one decode per code cost ~30 ms (~150 ms on a phone),
// a long task on every screen that prints. A pair that is no character decodes to U+FFFD (and its trail byte,
// when that is ASCII), so its line is not one character and is skipped.
// ESC/POS printers sold in China print GBK in Chinese mode (FS &); GB18030 equals GBK on this range.

let table: Map<number, number> | null = null;

function reverseTable(): Map<number, number> {
  if (table) return table;
  const codes: number[] = [];
  for (let lead = 0x81; lead <= 0xfe; lead++) {
    for (let trail = 0x40; trail <= 0xfe; trail++) if (trail !== 0x7f) codes.push((lead << 8) | trail);
  }
  const bytes = new Uint8Array(codes.length * 3);
  codes.forEach((code, i) => {
    bytes[i * 3] = code >> 8;
    bytes[i * 3 + 1] = code & 0xff;
    bytes[i * 3 + 2] = 0x0a;
  });
  const lines = new TextDecoder('gbk').decode(bytes).split('\n');
  const map = new Map<number, number>();
  codes.forEach((code, i) => {
    const ch = lines[i]!;
    if (ch.length !== 1 || ch === '\ufffd') return;
    if (!map.has(ch.charCodeAt(0))) map.set(ch.charCodeAt(0), code);
  });
  table = map;
  return map;
}

/**
 * Characters printers get wrong, replaced by what they print: the half-width yen sign is not in GBK (it would
 * print '?'), the full-width ￥ is (a3 a4); typographic quotes and dashes become their GBK forms or ASCII.
 */
const NORMALISE: Record<string, string> = { '¥': '￥', '\u00a0': ' ', '\u2009': ' ', '\u2212': '-', '\u2013': '-' };

export function normaliseForPrint(text: string): string {
  return text.replace(/[¥\u00a0\u2009\u2212\u2013]/g, (c) => NORMALISE[c] ?? c);
}

export interface Encoded {
  bytes: number[];
  /** characters GBK cannot express, printed as '?' (shown to the user as a warning) */
  unknown: string[];
}

export function encodeGbk(text: string): Encoded {
  const bytes: number[] = [];
  const unknown: string[] = [];
  const map = reverseTable();
  for (const ch of normaliseForPrint(text)) {
    const code = ch.codePointAt(0)!;
    if (code < 0x80) {
      bytes.push(code);
      continue;
    }
    const gbk = code <= 0xffff ? map.get(code) : undefined;
    if (gbk === undefined) {
      bytes.push(0x3f);
      unknown.push(ch);
    } else {
      bytes.push(gbk >> 8, gbk & 0xff);
    }
  }
  return { bytes, unknown };
}
