/**
 * Barcodes of packaged goods are EAN-13 or EAN-8 with a valid check digit; weighed goods have none and are sold
 * by a 4–5 digit PLU the scales print into an in-store code (domain.md §1.3).
 */

/** The check digit of the digits before it (GS1: weights 3 and 1 from the right). */
export function eanCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

export type BarcodeProblem = 'format' | 'checkDigit';

/** Null when the barcode is a valid EAN-13 or EAN-8, else what is wrong with it. */
export function barcodeProblem(code: string): BarcodeProblem | null {
  if (!/^\d{8}$|^\d{13}$/.test(code)) return 'format';
  return eanCheckDigit(code.slice(0, -1)) === Number(code.at(-1)) ? null : 'checkDigit';
}

export const isPluFormat = (code: string) => /^\d{4,5}$/.test(code);

/** The spec's text filter (§5): Chinese characters, letters, digits and a few symbols survive; the rest is dropped. */
export function filterText(value: string): string {
  return value.replace(/[^\u4e00-\u9fa5A-Za-z0-9\s\-_.·@#&()（）/+*%×]/g, '').trim();
}
