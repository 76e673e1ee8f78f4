import { formatCurrency } from '../../../common/format/format';
import type { Lang } from '../../lib/language';
import type { IntentName } from './understand/classify';
import type { PreparedAction } from '../../../common/assistant/preparedAction';
import type { BossCarry } from './boss/carry';

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
  /** next questions offered as chips ("上个月呢", "按门店分一下"), in the answer's language */
  followUps: string[];
  /** what a follow-up question reuses (kept with the answer, never sent to the client): a supplier's or a boss's */
  carry?: Carry | BossCarry;
  /** a step the user may take with one tap: the very request the document's screen sends (intentAnswers/prepared.ts) */
  action?: PreparedAction;
}


/** An intent answer's parameters, which a follow-up question ("上个月呢", "只看人民路店") keeps unless it names its own. */
export interface Carry {
  intent: IntentName;
  sheetNo: string | null;
  period: { from: string; to: string; label: { 'zh-CN': string; en: string } } | null;
  branch: { id: number; name: string } | null;
  days: number | null;
  byBranch: boolean;
}

/** The honest fallback: nothing is guessed; `links` (the hand-over, where there is one) say where to go instead. */
export function fallbackAnswer(text: string, links: Answer['links'], handOff: boolean): Answer {
  return { route: 'fallback', topic: 'fallback', text, table: null, links, handOff, followUps: [] };
}

/** A pair of texts, picked by language. */
export type Pick = (zh: string, en: string) => string;
export const picker = (lang: Lang): Pick => (zh, en) => (lang === 'en' ? en : zh);

/** How many rows a chat table shows; the link opens the full list. */
export const tableRows = 8;

/** NUMERIC text as the app shows an amount (spec §5): ¥, thousands separators, two decimals (no float arithmetic on money). */
export function money(v: string | null | undefined): string {
  return formatCurrency(v ?? '0', '¥');
}

/** A quantity without trailing zeros ("12.000" → "12"). */
export function qty(v: string | null | undefined): string {
  if (v === null || v === undefined) return '0';
  return v.includes('.') ? v.replace(/\.?0+$/, '') : v;
}
