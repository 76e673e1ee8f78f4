import { dictionary, getLang, translate as appText, type Lang, type MessageKey, type TextVars } from '../../i18n';
import { engineEn } from './en';
import { engineZh, type EngineTextKey } from './zh-CN';

// The engine's texts by key: its own words (`engine.*`, this folder's dictionary, which travels with the engine's
// code and so stays off the login screen) and the app's shared ones (confirm, cancel, retry…: src/i18n).

const engineTexts = dictionary<EngineTextKey>(engineZh, engineEn);

export type TextKey = EngineTextKey | MessageKey;

const isEngineKey = (key: string): key is EngineTextKey => Object.hasOwn(engineZh, key);

/** A text in `lang`; a key built at run time that has no text shows as itself. */
export function translate(lang: Lang, key: TextKey | (string & {}), vars?: TextVars): string {
  return isEngineKey(key) ? engineTexts.inLang(lang, key, vars) : appText(lang, key, vars);
}

/** A text in the current language. Components call useEngine() (or sit under a page that does) to re-render. */
export function t(key: TextKey | (string & {}), vars?: TextVars): string {
  return translate(getLang(), key, vars);
}
