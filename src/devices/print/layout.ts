import type { Align, Block, RowBlock } from '../../../common/print/blocks';
import { inGbk, normaliseForPrint } from './gbk';

// Block[] → laid-out lines for a number of ASCII columns. A GBK character takes two columns on the printer,
// ASCII one; long text wraps (never cut). Alignment is done here with spaces, so the preview, the ESC/POS
// bytes and the TSPL label all carry the very same line text.

export type Laid =
  | { kind: 'text'; text: string; bold: boolean; size: 1 | 2 }
  | { kind: 'barcode'; value: string; height: number }
  | { kind: 'qrcode'; value: string; size: number }
  | { kind: 'image'; width: number; height: number; bits: Uint8Array }
  | { kind: 'feed'; lines: number }
  | { kind: 'cut' };

/** What the printer will print for `text`: ¥ → ￥, characters outside GBK → '?'. */
export function printable(text: string): string {
  const clean = normaliseForPrint(text).replace(/[\r\t]/g, ' ');
  if (/^[\x20-\x7e\n]*$/.test(clean)) return clean;
  let out = '';
  for (const ch of clean) out += inGbk(ch) ? ch : '?';
  return out;
}

/** The characters of the blocks' text that print as '?' (each once, in order): what the user is warned of. */
export function unprintableChars(blocks: readonly Block[]): string[] {
  const found = new Set<string>();
  const check = (text: string) => {
    for (const ch of normaliseForPrint(text)) if (!inGbk(ch)) found.add(ch);
  };
  for (const b of blocks) {
    if (b.type === 'text') check(b.value);
    else if (b.type === 'row') b.cols.forEach((c) => check(c.text));
  }
  return [...found];
}

export function charWidth(ch: string): number {
  return ch.codePointAt(0)! < 0x80 ? 1 : 2;
}

export function textWidth(text: string): number {
  let w = 0;
  for (const ch of text) w += charWidth(ch);
  return w;
}

/** Greedy wrap by display width; an ASCII word is kept whole when the line has an earlier space to break at. */
export function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  for (const para of printable(text).split('\n')) {
    let line = '';
    let w = 0;
    for (const ch of para) {
      const cw = charWidth(ch);
      if (w + cw > width && line) {
        const space = /[\x21-\x7e]/.test(ch) ? line.lastIndexOf(' ') : -1;
        if (space > 0 && /[\x21-\x7e]$/.test(line)) {
          out.push(line.slice(0, space).trimEnd());
          line = line.slice(space + 1);
        } else {
          out.push(line.trimEnd());
          line = '';
        }
        w = textWidth(line);
        if (ch === ' ' && !line) continue;
      }
      line += ch;
      w += cw;
    }
    out.push(line.trimEnd());
  }
  return out;
}

export function pad(text: string, width: number, align: Align = 'left'): string {
  const room = Math.max(0, width - textWidth(text));
  if (align === 'right') return ' '.repeat(room) + text;
  if (align === 'center') return ' '.repeat(Math.floor(room / 2)) + text + ' '.repeat(room - Math.floor(room / 2));
  return text + ' '.repeat(room);
}

/** Column widths from weights: one space between columns, the remainder to the first column. */
export function columnWidths(row: RowBlock, columns: number): number[] {
  const weights = row.cols.map((c) => Math.max(0.1, c.width ?? 1));
  const room = columns - (row.cols.length - 1);
  const total = weights.reduce((a, b) => a + b, 0);
  const widths = weights.map((w) => Math.max(2, Math.floor((room * w) / total)));
  widths[0]! += room - widths.reduce((a, b) => a + b, 0);
  return widths;
}

function layRow(row: RowBlock, columns: number): string[] {
  const widths = columnWidths(row, columns);
  const cells = row.cols.map((c, i) => wrap(c.text, widths[i]!));
  const height = Math.max(...cells.map((c) => c.length));
  const lines: string[] = [];
  for (let r = 0; r < height; r++) {
    lines.push(row.cols.map((c, i) => pad(cells[i]![r] ?? '', widths[i]!, c.align)).join(' ').trimEnd());
  }
  return lines;
}

export function layout(blocks: readonly Block[], columns: number): Laid[] {
  const out: Laid[] = [];
  for (const b of blocks) {
    switch (b.type) {
      case 'text': {
        const size = b.size === 2 ? 2 : 1;
        const width = Math.floor(columns / size);
        for (const line of wrap(b.value, width)) out.push({ kind: 'text', text: pad(line, width, b.align).trimEnd(), bold: !!b.bold, size });
        break;
      }
      case 'row':
        for (const text of layRow(b, columns)) out.push({ kind: 'text', text, bold: !!b.bold, size: 1 });
        break;
      case 'rule': {
        const ch = b.char && charWidth(b.char) === 1 ? b.char : '-';
        out.push({ kind: 'text', text: ch.repeat(columns), bold: false, size: 1 });
        break;
      }
      case 'barcode':
        if (b.value) out.push({ kind: 'barcode', value: b.value.replace(/[^\x20-\x7e]/g, ''), height: b.height ?? 60 });
        break;
      case 'qrcode':
        if (b.value) out.push({ kind: 'qrcode', value: b.value, size: Math.min(16, Math.max(1, b.size ?? 6)) });
        break;
      case 'image':
        out.push({ kind: 'image', width: b.width, height: b.height, bits: b.bits });
        break;
      case 'feed':
        if (b.lines > 0) out.push({ kind: 'feed', lines: Math.min(10, b.lines) });
        break;
      case 'cut':
        out.push({ kind: 'cut' });
        break;
    }
  }
  return out;
}

/**
 * The job as plain lines, one form for both sides of the check: the preview says this is what it draws, and the
 * tokenizer reads the same back from the printer bytes (barcodes, QR codes and images as bracketed markers).
 */
export function plainText(lines: readonly Laid[], opts: { cutter: boolean } = { cutter: true }): string[] {
  const out: string[] = [];
  for (const l of lines) {
    if (l.kind === 'text') out.push(l.text);
    else if (l.kind === 'barcode') out.push(`[code128 ${l.value}]`);
    else if (l.kind === 'qrcode') out.push(`[qr ${l.value}]`);
    else if (l.kind === 'image') out.push(`[image ${l.width}x${l.height}]`);
    else if (l.kind === 'feed') for (let i = 0; i < l.lines; i++) out.push('');
    else if (opts.cutter) out.push('[cut]');
    else for (let i = 0; i < 4; i++) out.push('');
  }
  return out;
}
