/**
 * Spec §5's filter of free text (a feedback's words, a follow-up): Chinese characters, letters, digits, spaces and
 * common punctuation stay; emoji and other symbols are dropped. The phone applies it as the user types, the server
 * to what arrives (and tidies the spaces). Keywords of list filters are stricter (filters/filterKinds.ts).
 */
export function cleanFreeText(input: string): string {
  return input.replace(/[^\p{Script=Han}A-Za-z0-9\s\p{P}+<>=$^`|~￥]/gu, '');
}
