import qrcode from 'qrcode-generator';

// QR module matrices for the preview (and the label height a TSPL QR code takes). The printer draws its own
// QR code from the data (GS ( k / QRCODE) at error correction M, as here.

// The printer gets the text as UTF-8 (escpos.ts); the preview encodes the same bytes.
qrcode.stringToBytes = (s: string): number[] => Array.from(new TextEncoder().encode(s));

export function qrMatrix(value: string): boolean[][] {
  const qr = qrcode(0, 'M');
  qr.addData(value, 'Byte');
  qr.make();
  const n = qr.getModuleCount();
  return Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => qr.isDark(r, c)));
}

export function qrModules(value: string): number {
  return qrMatrix(value).length;
}
