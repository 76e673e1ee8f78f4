import { describe, expect, it } from 'vitest';
import { ditherToBits } from './raster';

describe('1-bit images', () => {
  it('black stays black, white stays white, rows padded to whole bytes', () => {
    const gray = [0, 255, 0, 255, 0, 255, 0, 255, 0, 255, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    const img = ditherToBits(gray, 10, 2);
    expect(img.width).toBe(16);
    expect(Array.from(img.bits)).toEqual([0b10101010, 0b10000000, 0xff, 0b11000000]);
  });

  it('a 50 % grey dithers to about half the dots', () => {
    const img = ditherToBits(new Array(64 * 64).fill(128), 64, 64);
    const black = Array.from(img.bits).reduce((n, b) => n + b.toString(2).replace(/0/g, '').length, 0);
    expect(black / (64 * 64)).toBeGreaterThan(0.4);
    expect(black / (64 * 64)).toBeLessThan(0.6);
  });
});
