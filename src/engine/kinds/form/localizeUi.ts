import { localize, type Lang } from '../../../i18n';

// JSON Schema titles are plain strings; a form's uiSchema may give "ui:title", "ui:help",
// "ui:placeholder" or "ui:description" per language ({"zh-CN": …, "en": …}). This resolves them for @rjsf.

function isLocalized(v: unknown): v is { 'zh-CN': string; en?: string } {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && typeof (v as Record<string, unknown>)['zh-CN'] === 'string';
}

export function localizeUi(ui: unknown, lang: Lang): unknown {
  // Lists of texts ("ui:enumNames") may be per language item by item.
  if (Array.isArray(ui)) return ui.map((v) => (isLocalized(v) ? localize(v, lang) : localizeUi(v, lang)));
  if (typeof ui !== 'object' || ui === null) return ui;
  return Object.fromEntries(
    Object.entries(ui).map(([k, v]) => [k, k.startsWith('ui:') && isLocalized(v) ? localize(v, lang) : localizeUi(v, lang)]),
  );
}
