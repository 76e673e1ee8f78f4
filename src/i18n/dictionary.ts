import { useMemo } from 'react';
import { interpolate, type Lang } from '../../common/text';
import { useUiStore } from '../stores/ui';

// One way to keep and look up a feature's words in both languages. The Chinese texts name the keys; the English
// ones must have exactly those keys (one missing, or one more, does not compile), so no screen shows a key.

export type TextVars = Record<string, string | number>;

/** A text by key: in the i18n store's current language, or in the one given. */
export interface Dictionary<K extends string> {
  (key: K, vars?: TextVars): string;
  inLang(lang: Lang, key: K, vars?: TextVars): string;
}

export function dictionary<K extends string>(zh: Readonly<Record<K, string>>, en: Readonly<Record<NoInfer<K>, string>>): Dictionary<K> {
  const texts: Record<Lang, Readonly<Record<K, string>>> = { 'zh-CN': zh, en };
  // A key from outside the type (a server's code, say) shows the Chinese text, else the key itself.
  const inLang = (lang: Lang, key: K, vars?: TextVars): string => interpolate(texts[lang][key] ?? zh[key] ?? key, vars);
  return Object.assign((key: K, vars?: TextVars) => inLang(useUiStore.getState().lang, key, vars), { inLang });
}

/**
 * A dictionary's lookup bound to the language the component renders in: the component re-renders when the
 * language changes, and gets a new function then (so memoized children that take it redraw too).
 */
export function useDictionary<K extends string>(texts: Dictionary<K>): (key: K, vars?: TextVars) => string {
  const lang = useUiStore((s) => s.lang);
  return useMemo(() => (key: K, vars?: TextVars) => texts.inLang(lang, key, vars), [texts, lang]);
}
