// Spec §9: toasts last 2000 ms; a text longer than 18 characters does not fit a toast on a phone and is
// shown as a dialog with the confirm text "I know" instead.

export const TOAST_DURATION_MS = 2000;
export const TOAST_MAX_CHARS = 18;

/** Characters as a reader counts them (an emoji or CJK character is one). */
export function visibleLength(text: string): number {
  return Array.from(text).length;
}

export function presentationFor(text: string, maxChars = TOAST_MAX_CHARS): 'toast' | 'dialog' {
  return visibleLength(text) > maxChars ? 'dialog' : 'toast';
}
