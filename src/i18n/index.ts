import { interpolate, localizeIn, type Lang, type LocalizableText } from '../../common/text';
import { useUiStore } from '../stores/ui';
import { en } from './en';
import { zhCN, type MessageKey } from './zh-CN';

export { interpolate, type Lang, type LocalizableText } from '../../common/text';
export type { MessageKey } from './zh-CN';

const dictionaries: Record<Lang, Record<MessageKey, string>> = { 'zh-CN': zhCN, en };

/** Current language, re-rendering the caller when it changes. */
export function useLang(): Lang {
  return useUiStore((s) => s.lang);
}

export function getLang(): Lang {
  return useUiStore.getState().lang;
}

export function setLang(lang: Lang): void {
  useUiStore.getState().setLang(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

export function translate(lang: Lang, key: string, vars?: Record<string, string | number>): string {
  const dict = dictionaries[lang];
  const text = (dict as Record<string, string>)[key] ?? (zhCN as Record<string, string>)[key] ?? key;
  return interpolate(text, vars);
}

/** UI text by key in the current language. Components call useLang() (or sit under a page that does) to re-render. */
export function t(key: MessageKey | (string & {}), vars?: Record<string, string | number>): string {
  return translate(getLang(), key, vars);
}

/** Text that comes as data (schemas, menus): a plain string or a per-language object; zh-CN is the fallback. */
export function localize(text: LocalizableText | null | undefined, lang: Lang = getLang()): string {
  return localizeIn(text, lang);
}
