import type { ImageBlock } from '../../../common/print/blocks';

// Pictures for thermal heads: 1 bit per dot. Floyd–Steinberg dithering keeps greys readable (a logo, a photo
// of a signature) where a plain threshold would turn them into black blobs. Width is a multiple of 8 so rows
// are whole bytes for GS v 0 and TSPL BITMAP.

/** Luminance rows (0 black … 255 white) → packed bits, 1 = black. */
export function ditherToBits(gray: ArrayLike<number>, width: number, height: number): ImageBlock {
  const w8 = Math.ceil(width / 8) * 8;
  const rowBytes = w8 / 8;
  const err = new Float32Array(w8 * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < w8; x++) err[y * w8 + x] = x < width ? gray[y * width + x]! : 255;
  const bits = new Uint8Array(rowBytes * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < w8; x++) {
      const i = y * w8 + x;
      const old = err[i]!;
      const black = old < 128;
      if (black) bits[y * rowBytes + (x >> 3)]! |= 0x80 >> (x & 7);
      const e = old - (black ? 0 : 255);
      if (x + 1 < w8) err[i + 1]! += (e * 7) / 16;
      if (y + 1 < height) {
        if (x > 0) err[i + w8 - 1]! += (e * 3) / 16;
        err[i + w8]! += (e * 5) / 16;
        if (x + 1 < w8) err[i + w8 + 1]! += e / 16;
      }
    }
  }
  return { type: 'image', width: w8, height, bits };
}

/** An image file (same origin or CORS) scaled to at most `maxDots` wide, transparent parts white. Browser only. */
export async function imageFromUrl(url: string, maxDots: number): Promise<ImageBlock> {
  const img = new Image();
  img.crossOrigin = 'anonymous';
  img.src = url;
  await img.decode();
  const scale = Math.min(1, maxDots / img.naturalWidth);
  const width = Math.max(8, Math.floor((img.naturalWidth * scale) / 8) * 8);
  const height = Math.max(1, Math.round(img.naturalHeight * (width / img.naturalWidth)));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const g = canvas.getContext('2d')!;
  g.fillStyle = '#fff';
  g.fillRect(0, 0, width, height);
  g.drawImage(img, 0, 0, width, height);
  const rgba = g.getImageData(0, 0, width, height).data;
  const gray = new Uint8Array(width * height);
  for (let i = 0; i < gray.length; i++) gray[i] = Math.round(0.299 * rgba[i * 4]! + 0.587 * rgba[i * 4 + 1]! + 0.114 * rgba[i * 4 + 2]!);
  return ditherToBits(gray, width, height);
}
