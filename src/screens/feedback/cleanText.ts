/**
 * Spec §5's text filter as the feedback form applies it while typing: Chinese characters, letters, digits, spaces
 * and common punctuation stay; emoji and other symbols are dropped (the server applies the same rule).
 */
export function cleanText(input: string): string {
  return input.replace(/[^\p{Script=Han}A-Za-z0-9\s\p{P}+<>=$^`|~￥]/gu, '');
}
