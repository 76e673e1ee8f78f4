/**
 * Spec §5's filter of free text (a feedback's words, a follow-up), applied as the user types: Chinese characters,
 * letters, digits, spaces and common punctuation stay; emoji and other symbols are dropped (the server applies the
 * same rule). Keywords of list filters are stricter (filters/filterKinds.ts sanitizeKeyword).
 */
export function cleanFreeText(input: string): string {
  return input.replace(/[^\p{Script=Han}A-Za-z0-9\s\p{P}+<>=$^`|~￥]/gu, '');
}
