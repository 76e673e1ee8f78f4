import type { Lang } from '../../lib/language';

/**
 * What the assistant answers: text in the asker's language, an optional small table, deep links to the screens
 * where the user acts, and the figures the text states (so a test compares them with a direct query).
 */
export interface Answer {
  route: 'intent' | 'faq' | 'fallback';
  /** the intent name or the knowledge entry id */
  topic: string;
  text: string;
  table: { columns: string[]; rows: string[][] } | null;
  links: { label: string; path: string }[];
  /** offers the feedback screen (nothing could be answered, or the user asked for a person) */
  handOff: boolean;
}

/** A pair of texts, picked by language. */
export type Pick = (zh: string, en: string) => string;
export const picker = (lang: Lang): Pick => (zh, en) => (lang === 'en' ? en : zh);

/** How many rows a chat table shows; the link opens the full list. */
export const tableRows = 8;

/** NUMERIC text as an amount with two decimals (no float arithmetic on money). */
export function money(v: string | null | undefined): string {
  if (v === null || v === undefined) return '0.00';
  const [i, f = ''] = v.split('.');
  return `${i}.${(f + '00').slice(0, 2)}`;
}

/** A quantity without trailing zeros ("12.000" → "12"). */
export function qty(v: string | null | undefined): string {
  if (v === null || v === undefined) return '0';
  return v.includes('.') ? v.replace(/\.?0+$/, '') : v;
}
