// Text that comes as data (page files, menus, enumerations) in the two languages of the portal. The app's
// dictionaries and current language are src/i18n's; this is the part the server and the checks share with it.

export type Lang = 'zh-CN' | 'en';

export const LANGS: readonly Lang[] = ['zh-CN', 'en'];

/** A plain string or a per-language object; zh-CN is the fallback. */
export type LocalizableText = string | { 'zh-CN': string; en?: string };

/** The text in `lang`, falling back to zh-CN; nothing gives ''. */
export function localizeIn(text: LocalizableText | null | undefined, lang: Lang): string {
  if (text == null) return '';
  if (typeof text === 'string') return text;
  return (lang === 'en' ? text.en : undefined) ?? text['zh-CN'];
}

// ICU's plural form, the part English needs: `{n, plural, one {# row} other {# rows}}` ('#' is the number). Chinese
// has one form and writes `{n} 条`. A message library would cost the first screen more bytes than these two lines.
const PLURAL = /\{(\w+), plural, one \{([^{}]*)\} other \{([^{}]*)\}\}/g;

/**
 * Replaces `{name}` placeholders and `{name, plural, one {…} other {…}}` forms; unknown placeholders stay visible so
 * a missing value is noticed.
 */
export function interpolate(template: string, vars?: Record<string, string | number>): string {
  if (!vars) return template;
  return template
    .replace(PLURAL, (whole, name: string, one: string, other: string) => (name in vars ? (Number(vars[name]) === 1 ? one : other).replace(/#/g, String(vars[name])) : whole))
    .replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
