import { localizeIn, type Lang, type LocalizableText } from '../../common/text';
import { useUiStore } from '../stores/ui';
import { dictionary, type TextVars } from './dictionary';
import { en } from './en';
import { zhCN, type MessageKey } from './zh-CN';

export { interpolate, type Lang, type LocalizableText } from '../../common/text';
export type { MessageKey } from './zh-CN';
export { dictionary, useDictionary, type Dictionary, type TextVars } from './dictionary';

/** The app's own words: the shell's and the shared ones (a feature keeps its words in a dictionary of its own: the engine's in src/engine/texts). */
const appTexts = dictionary<MessageKey>(zhCN, en);

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

/** An app text in `lang`; a key built at run time (an error name, say) that has no text shows as itself. */
export function translate(lang: Lang, key: MessageKey | (string & {}), vars?: TextVars): string {
  return appTexts.inLang(lang, key as MessageKey, vars);
}

/** UI text by key in the current language. Components call useLang() (or sit under a page that does) to re-render. */
export function t(key: MessageKey | (string & {}), vars?: TextVars): string {
  return appTexts(key as MessageKey, vars);
}

/** Text that comes as data (schemas, menus): a plain string or a per-language object; zh-CN is the fallback. */
export function localize(text: LocalizableText | null | undefined, lang: Lang = getLang()): string {
  return localizeIn(text, lang);
}
