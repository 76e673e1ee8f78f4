import { charWidth, type Laid } from '../layout';
import { qrMatrix } from '../qr';
import { code128B } from './code128';

// The receipt as a PNG at printer resolution (1 dot = 1 pixel), drawn from the same laid-out lines, for
// phones that cannot reach the printer: shared to the printer maker's app (navigator.share) or downloaded.

const FONT = '"Noto Sans Mono CJK SC", "Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", monospace';

export async function receiptPng(lines: readonly Laid[], dots: number, columns: number): Promise<Blob> {
  const cell = dots / columns;
  const lineH = Math.round(cell * 2.1);
  const heights = lines.map((l) => {
    if (l.kind === 'text') return lineH * l.size;
    if (l.kind === 'barcode') return l.height + lineH + 8;
    if (l.kind === 'qrcode') return qrMatrix(l.value).length * l.size + 8;
    if (l.kind === 'image') return l.height + 4;
    if (l.kind === 'feed') return lineH * l.lines;
    return lineH;
  });
  const canvas = document.createElement('canvas');
  canvas.width = dots;
  canvas.height = heights.reduce((a, b) => a + b, 16);
  const g = canvas.getContext('2d')!;
  g.fillStyle = '#fff';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = '#000';
  g.textBaseline = 'middle';
  g.textAlign = 'center';
  let y = 8;
  lines.forEach((l, i) => {
    if (l.kind === 'text') {
      g.font = `${l.bold ? 'bold ' : ''}${Math.round(cell * 1.6 * l.size)}px ${FONT}`;
      let x = 0;
      for (const ch of l.text) {
        const w = charWidth(ch) * cell * l.size;
        if (ch !== ' ') g.fillText(ch, x + w / 2, y + (lineH * l.size) / 2);
        x += w;
      }
    } else if (l.kind === 'barcode') {
      const widths = code128B(l.value);
      const total = widths.reduce((a, b) => a + b, 0);
      const m = Math.max(1, Math.min(3, Math.floor(dots / (total + 20))));
      let x = (dots - total * m) / 2;
      widths.forEach((w, k) => {
        if (k % 2 === 0) g.fillRect(x, y, w * m, l.height);
        x += w * m;
      });
      g.font = `${Math.round(cell * 1.4)}px ${FONT}`;
      g.fillText(l.value, dots / 2, y + l.height + lineH / 2);
    } else if (l.kind === 'qrcode') {
      const m = qrMatrix(l.value);
      const x0 = (dots - m.length * l.size) / 2;
      m.forEach((row, r) => row.forEach((dark, c) => dark && g.fillRect(x0 + c * l.size, y + r * l.size, l.size, l.size)));
    } else if (l.kind === 'image') {
      const rowBytes = Math.ceil(l.width / 8);
      const x0 = (dots - l.width) / 2;
      for (let r = 0; r < l.height; r++) for (let c = 0; c < l.width; c++) if ((l.bits[r * rowBytes + (c >> 3)]! >> (7 - (c & 7))) & 1) g.fillRect(x0 + c, y + r, 1, 1);
    } else if (l.kind === 'cut') {
      g.fillRect(0, y + lineH / 2, dots, 1);
    }
    y += heights[i]!;
  });
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no image'))), 'image/png'));
}

/** Share the PNG where the phone can (Chrome Android, iOS Safari), else download it. */
export async function shareReceipt(blob: Blob, name: string): Promise<'shared' | 'downloaded'> {
  const file = new File([blob], `${name}.png`, { type: 'image/png' });
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    await navigator.share({ files: [file], title: name });
    return 'shared';
  }
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = file.name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
  return 'downloaded';
}

/** The browser's print dialog with only the preview on paper at receipt width (print.css). */
export function systemPrint(): void {
  document.body.classList.add('printing-receipt');
  const done = (): void => {
    document.body.classList.remove('printing-receipt');
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
  // Some mobile browsers return from print() before printing and never fire afterprint.
  setTimeout(done, 60_000);
}
