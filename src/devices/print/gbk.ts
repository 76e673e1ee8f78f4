// Text to GBK bytes without a dependency: the browser (and Node with full ICU) can DECODE gbk, so the
// reverse table is built once from TextDecoder('gbk') over every double-byte code (≈24 000 entries). They are
// decoded in one call, each pair followed by a newline: one decode per code cost ~30 ms (~150 ms on a phone),
// a long task on every screen that prints. A pair that is no character decodes to U+FFFD (and its trail byte,
// when that is ASCII), so its line is not one character and is skipped.
// ESC/POS printers sold in China print GBK in Chinese mode (FS &); GB18030 equals GBK on this range.

/** GBK code of each UTF-16 code unit (0: none; no GBK code is 0), indexed directly: no map of 24 000 entries. */
let table: Uint16Array | null = null;

function reverseTable(): Uint16Array {
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
  const text = new TextDecoder('gbk').decode(bytes);
  const reverse = new Uint16Array(0x10000);
  // Walked in place rather than split into 24 000 strings; the first code of a character wins.
  for (let i = 0, line = 0, start = 0; i < text.length; i++) {
    if (text.charCodeAt(i) !== 0x0a) continue;
    const ch = text.charCodeAt(start);
    if (i - start === 1 && ch !== 0xfffd && reverse[ch] === 0) reverse[ch] = codes[line]!;
    line++;
    start = i + 1;
  }
  table = reverse;
  return reverse;
}

/**
 * Characters GBK has, known without its table: CJK Unified Ideographs U+4E00-U+9FA5 (all 20,902 are in GBK), the
 * full-width forms U+FF01-U+FF5E and the punctuation receipts use. A receipt's preview asks only whether a character
 * prints, and Chinese text then needs no table: building it is ~30 ms on a phone, which the print page's first draw
 * paid before (gbk.test.ts holds every character here to the table).
 */
export const GBK_WITHOUT_TABLE = { ranges: [[0x4e00, 0x9fa5], [0xff01, 0xff5e]] as const, punctuation: '、。·—…‘’“”《》「」『』【】〔〕〈〉￥' };
const punctuation = new Set([...GBK_WITHOUT_TABLE.punctuation].map((c) => c.codePointAt(0)!));

/** Whether the printer can print the character (after normaliseForPrint): ASCII, or a character GBK has. */
export function inGbk(ch: string): boolean {
  const code = ch.codePointAt(0)!;
  if (code < 0x80) return true;
  if (code > 0xffff) return false;
  if (GBK_WITHOUT_TABLE.ranges.some(([from, to]) => code >= from && code <= to) || punctuation.has(code)) return true;
  return reverseTable()[code] !== 0;
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
    const gbk = code <= 0xffff ? map[code]! : 0;
    if (gbk === 0) {
      bytes.push(0x3f);
      unknown.push(ch);
    } else {
      bytes.push(gbk >> 8, gbk & 0xff);
    }
  }
  return { bytes, unknown };
}
