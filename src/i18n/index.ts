import { useUiStore, type Lang } from '../stores/ui';
import { en } from './en';
import { zhCN, type MessageKey } from './zh-CN';

export type { Lang } from '../stores/ui';
export type { MessageKey } from './zh-CN';

const dictionaries: Record<Lang, Record<MessageKey, string>> = { 'zh-CN': zhCN, en };

export type LocalizableText = string | { 'zh-CN': string; en?: string };

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

/** Replaces `{name}` placeholders; unknown placeholders stay visible so a missing value is noticed. */
export function interpolate(template: string, vars?: Record<string, string | number>): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
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
  if (text == null) return '';
  if (typeof text === 'string') return text;
  return (lang === 'en' ? text.en : undefined) ?? text['zh-CN'];
}
