import qrcode from 'qrcode-generator';

// QR module matrices for the preview (and the label height a TSPL QR code takes). The printer draws its own
// QR code from the data (GS ( k / QRCODE) at error correction M, as here.

// The printer gets the text as UTF-8 (escpos.ts); the preview encodes the same bytes.
qrcode.stringToBytes = (s: string): number[] => Array.from(new TextEncoder().encode(s));

export type QrMatrix = readonly (readonly boolean[])[];

/**
 * Matrices made, by text: making one tries all eight masks (1-3 ms on a desktop core, 10-30 ms on a phone before the
 * code is warm), and a receipt's preview, its height for a label and its image each ask for the same code again on
 * every draw.
 */
const made = new Map<string, QrMatrix>();
const KEEP = 32;

export function qrMatrix(value: string): QrMatrix {
  let matrix = made.get(value);
  if (!matrix) {
    const qr = qrcode(0, 'M');
    qr.addData(value, 'Byte');
    qr.make();
    const n = qr.getModuleCount();
    matrix = Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => qr.isDark(r, c)));
    if (made.size >= KEEP) made.delete(made.keys().next().value!);
    made.set(value, matrix);
  }
  return matrix;
}

export function qrModules(value: string): number {
  return qrMatrix(value).length;
}
