// Spec §9: toasts last 2000 ms; a text longer than 18 characters does not fit a toast on a phone and is
// shown as a dialog with the confirm text "I know" instead. The 18 are Chinese characters, each a full
// em wide; a Latin letter, digit or space is about half as wide, so it counts half: an English text fits the
// toast when it is as wide as 18 Chinese characters, not when it has 18 letters.

export const TOAST_DURATION_MS = 2000;
export const TOAST_MAX_CHARS = 18;
/** The boss-side variant's toasts hold 16 (spec §9). */
export const BOSS_TOAST_MAX_CHARS = 16;

/** The toast limit of a kind of user: 16 for the merchant admin's variant, 18 otherwise. */
export function toastLimitFor(userKind: string | null | undefined): number {
  return userKind === 'boss' ? BOSS_TOAST_MAX_CHARS : TOAST_MAX_CHARS;
}

// Printable ASCII and Latin-1 letters are narrow; everything else (CJK, full-width punctuation, emoji) is wide.
const NARROW = /^[\u0020-\u007e\u00a0-\u00ff]$/;

/** Width in Chinese characters: wide characters (an emoji too, not its two UTF-16 units) count one, narrow ones half. */
export function displayWidth(text: string): number {
  return Array.from(text).reduce((width, ch) => width + (NARROW.test(ch) ? 0.5 : 1), 0);
}

export function presentationFor(text: string, maxChars = TOAST_MAX_CHARS): 'toast' | 'dialog' {
  return displayWidth(text) > maxChars ? 'dialog' : 'toast';
}
