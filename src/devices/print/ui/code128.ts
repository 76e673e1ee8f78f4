// Code 128 code set B as bar widths, for drawing the preview's barcode (the printer draws its own from
// GS k). Each symbol: 6 widths (bar, space, …) of 11 modules; stop: 7 widths of 13 modules.

const PATTERNS = (
  '212222 222122 222221 121223 121322 131222 122213 122312 132212 221213 221312 231212 112232 122132 122231 113222 ' +
  '123122 123221 223211 221132 221231 213212 223112 312131 311222 321122 321221 312212 322112 322211 212123 212321 ' +
  '232121 111323 131123 131321 112313 132113 132311 211313 231113 231311 112133 112331 132131 113123 113321 133121 ' +
  '313121 211331 231131 213113 213311 213131 311123 311321 331121 312113 312311 332111 314111 221411 431111 111224 ' +
  '111422 121124 121421 141122 141221 112214 112412 122114 122411 142112 142211 241211 221114 413111 241112 134111 ' +
  '111242 121142 121241 114212 124112 124211 411212 421112 421211 212141 214121 412121 111143 111341 131141 114113 ' +
  '114311 411113 411311 113141 114131 311141 411131 211412 211214 211232 2331112'
).split(' ');

export const START_B = 104;
export const STOP = 106;

export function code128Pattern(index: number): string {
  return PATTERNS[index]!;
}

/** Bar widths (alternating bar, space, starting with a bar) of `value` in code set B, with checksum and stop. */
export function code128B(value: string): number[] {
  const codes = [START_B];
  for (const ch of value) {
    const c = ch.charCodeAt(0);
    codes.push(c >= 32 && c <= 127 ? c - 32 : 0);
  }
  const check = codes.reduce((sum, code, i) => sum + code * (i === 0 ? 1 : i), 0) % 103;
  codes.push(check, STOP);
  return codes.flatMap((c) => Array.from(PATTERNS[c]!, Number));
}
