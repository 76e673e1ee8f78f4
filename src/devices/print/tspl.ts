import { encodeGbk } from './gbk';
import type { Laid } from './layout';
import { qrModules } from './qr';

// Laid-out lines → TSPL for label printers (Gprinter, HM-A300, Xprinter label models): one label per cut,
// SIZE/GAP/CLS, TEXT with the built-in Chinese font TSS24.BF2 (24-dot, ASCII 12 dots wide), BARCODE 128,
// QRCODE, BITMAP, PRINT. Text commands are GBK (= GB18030 on this range), as the Gprinter SDK sends them.

export interface LabelSize {
  widthMm: number;
  heightMm: number;
  gapMm: number;
}

export const DOTS_PER_MM = 8;
const MARGIN = 8;
const LINE = 28;

/** ASCII columns of TSS24.BF2 on a label of this width. */
export function labelColumns(size: LabelSize): number {
  return Math.floor((size.widthMm * DOTS_PER_MM - 2 * MARGIN) / 12);
}

const quote = (s: string): string => s.replace(/"/g, '\\["]');

export function encodeTspl(lines: readonly Laid[], size: LabelSize): { bytes: Uint8Array; unknown: string[] } {
  const out: number[] = [];
  const unknown: string[] = [];
  const put = (cmd: string): void => {
    const e = encodeGbk(cmd + '\r\n');
    unknown.push(...e.unknown);
    out.push(...e.bytes);
  };
  const labels: Laid[][] = [[]];
  for (const l of lines) {
    if (l.kind === 'cut') labels.push([]);
    else labels[labels.length - 1]!.push(l);
  }
  if (labels.length > 1 && labels[labels.length - 1]!.length === 0) labels.pop();
  for (const label of labels) {
    put(`SIZE ${size.widthMm} mm,${size.heightMm} mm`);
    put(`GAP ${size.gapMm} mm,0 mm`);
    put('DIRECTION 1');
    put('CLS');
    let y = MARGIN;
    for (const l of label) {
      if (l.kind === 'text') {
        if (l.text.trim()) put(`TEXT ${MARGIN},${y},"TSS24.BF2",0,${l.size},${l.size},"${quote(l.text)}"`);
        y += LINE * l.size;
      } else if (l.kind === 'barcode') {
        put(`BARCODE ${MARGIN},${y},"128",${l.height},1,0,2,2,"${quote(l.value)}"`);
        y += l.height + 28;
      } else if (l.kind === 'qrcode') {
        const cell = Math.min(10, l.size);
        put(`QRCODE ${MARGIN},${y},M,${cell},A,0,"${quote(l.value)}"`);
        y += qrModules(l.value) * cell + 8;
      } else if (l.kind === 'image') {
        const rowBytes = Math.ceil(l.width / 8);
        const head = encodeGbk(`BITMAP ${MARGIN},${y},${rowBytes},${l.height},0,`).bytes;
        // TSPL draws 0 bits black: invert our 1 = black rows
        out.push(...head, ...Array.from(l.bits.subarray(0, rowBytes * l.height), (v) => ~v & 0xff), 0x0d, 0x0a);
        y += l.height;
      } else if (l.kind === 'feed') {
        y += LINE * l.lines;
      }
    }
    put('PRINT 1,1');
  }
  return { bytes: Uint8Array.from(out), unknown };
}
