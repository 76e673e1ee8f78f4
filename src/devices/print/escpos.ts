import { encodeGbk } from './gbk';
import type { Laid } from './layout';

// Laid-out lines → ESC/POS bytes for Chinese thermal printers: ESC @, Chinese mode (FS &), GBK text, Code128
// with the {B code set every firmware accepts, native QR (GS ( k), raster images (GS v 0), feed and cut.
// Golden bytes: escpos.test.ts and /work design notes (printing.md §4).

export interface EscPosOptions {
  /** printable dots across (384 for 58 mm, 576 for 80 mm): a barcode's module width is chosen to fit */
  dots: number;
  /** the printer has a cutter; without one a cut is a 4-line feed to the tear bar */
  cutter: boolean;
}

export interface EncodedJob {
  bytes: Uint8Array;
  /** characters printed as '?' */
  unknown: string[];
}

const ESC = 0x1b;
const GS = 0x1d;
const FS = 0x1c;
const LF = 0x0a;

export const INIT = [ESC, 0x40];
export const CHINESE_ON = [FS, 0x26];

/** Code128 B: start, data, checksum (11 modules each), stop (13): the modules a value takes. */
export function code128Modules(value: string): number {
  return 11 * (value.length + 3) + 2;
}

function barcode(value: string, height: number, dots: number): number[] {
  const data = [0x7b, 0x42, ...Array.from(value, (c) => c.charCodeAt(0))];
  const module = Math.max(1, Math.min(3, Math.floor(dots / code128Modules(value))));
  return [
    ESC, 0x61, 0x01,
    GS, 0x68, Math.min(255, Math.max(1, height)),
    GS, 0x77, module,
    GS, 0x48, 0x02,
    GS, 0x6b, 0x49, data.length, ...data,
    ESC, 0x61, 0x00,
  ];
}

function qrcode(value: string, size: number): number[] {
  const data = Array.from(new TextEncoder().encode(value));
  const store = data.length + 3;
  return [
    ESC, 0x61, 0x01,
    GS, 0x28, 0x6b, 0x04, 0x00, 0x31, 0x41, 0x32, 0x00,
    GS, 0x28, 0x6b, 0x03, 0x00, 0x31, 0x43, size,
    GS, 0x28, 0x6b, 0x03, 0x00, 0x31, 0x45, 0x31,
    GS, 0x28, 0x6b, store & 0xff, store >> 8, 0x31, 0x50, 0x30, ...data,
    GS, 0x28, 0x6b, 0x03, 0x00, 0x31, 0x51, 0x30,
    ESC, 0x61, 0x00,
  ];
}

/** GS v 0 in bands of at most 255 rows: some firmware refuses taller rasters. */
function raster(width: number, height: number, bits: Uint8Array): number[] {
  const rowBytes = Math.ceil(width / 8);
  const out: number[] = [ESC, 0x61, 0x01];
  for (let top = 0; top < height; top += 255) {
    const rows = Math.min(255, height - top);
    out.push(GS, 0x76, 0x30, 0x00, rowBytes & 0xff, rowBytes >> 8, rows & 0xff, rows >> 8);
    for (let i = top * rowBytes; i < (top + rows) * rowBytes; i++) out.push(bits[i] ?? 0);
  }
  out.push(ESC, 0x61, 0x00);
  return out;
}

export function encodeEscPos(lines: readonly Laid[], opts: EscPosOptions): EncodedJob {
  const out: number[] = [...INIT, ...CHINESE_ON];
  const unknown: string[] = [];
  for (const l of lines) {
    switch (l.kind) {
      case 'text': {
        const text = encodeGbk(l.text);
        unknown.push(...text.unknown);
        if (l.bold) out.push(ESC, 0x45, 0x01);
        if (l.size === 2) out.push(GS, 0x21, 0x11);
        out.push(...text.bytes, LF);
        if (l.size === 2) out.push(GS, 0x21, 0x00);
        if (l.bold) out.push(ESC, 0x45, 0x00);
        break;
      }
      case 'barcode':
        out.push(...barcode(l.value, l.height, opts.dots));
        break;
      case 'qrcode':
        out.push(...qrcode(l.value, l.size));
        break;
      case 'image':
        out.push(...raster(l.width, l.height, l.bits));
        break;
      case 'feed':
        out.push(ESC, 0x64, l.lines);
        break;
      case 'cut':
        if (opts.cutter) out.push(GS, 0x56, 0x42, 0x00);
        else out.push(ESC, 0x64, 0x04);
        break;
    }
  }
  return { bytes: Uint8Array.from(out), unknown };
}
