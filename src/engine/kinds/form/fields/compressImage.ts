// Photos from a phone camera are large; spec §5: compress with quality 0.7 and, while larger than
// 3264x2448, scale by 0.8 again. The messages are the spec's.

export const IMAGE_QUALITY = 0.7;
const MAX_LONG = 3264;
const MAX_SHORT = 2448;
const STEP = 0.8;

export type ImageFailure = 'noImage' | 'noCanvas' | 'loadFailed' | 'encodeFailed';

export class ImageError extends Error {
  constructor(readonly reason: ImageFailure) {
    super(`image ${reason}`);
  }
}

/** Size after repeated 0.8 scaling until the long side fits 3264 and the short side 2448. */
export function fitSize(width: number, height: number): { width: number; height: number } {
  let w = width;
  let h = height;
  while (Math.max(w, h) > MAX_LONG || Math.min(w, h) > MAX_SHORT) {
    w *= STEP;
    h *= STEP;
  }
  return { width: Math.round(w), height: Math.round(h) };
}

function loadImage(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      URL.revokeObjectURL(url);
      resolve(img);
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new ImageError('loadFailed'));
    };
    img.src = url;
  });
}

/** A JPEG data URL of the photo, scaled and compressed. */
export async function compressImage(file: Blob | null | undefined, quality = IMAGE_QUALITY): Promise<string> {
  if (!file) throw new ImageError('noImage');
  const img = await loadImage(file);
  const { width, height } = fitSize(img.naturalWidth, img.naturalHeight);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new ImageError('noCanvas');
  ctx.drawImage(img, 0, 0, width, height);
  const data = canvas.toDataURL('image/jpeg', quality);
  if (!data.startsWith('data:image/')) throw new ImageError('encodeFailed');
  return data;
}
