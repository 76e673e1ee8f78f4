import { cleanFreeText } from '../../../common/forms/freeText';

/**
 * Spec §5's text filter for what a user writes: Chinese characters, letters, digits, spaces and common
 * punctuation (Chinese and ASCII) stay; anything else (emoji, control and private-use characters) is dropped.
 */
export function cleanText(input: string): string {
  return cleanFreeText(input)
    .replace(/[\t\r ]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
