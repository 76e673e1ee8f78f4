import { useCallback } from 'react';
import { localize, useLang } from '../../i18n';
import { translate, type TextKey } from '../texts';
import { useSessionStore } from '../../stores/session';
import { formatValue, type FormatContext } from '../../../common/format/format';
import type { Format, LocalizedText } from '../../../common/page/schemaTypes';

/**
 * Language-aware helpers every engine component uses; re-renders the caller when the language changes.
 * `t` is the app's keyed texts (src/i18n, the engine's own under `engine.*`), `text` a schema's own text.
 */
export function useEngine() {
  const lang = useLang();
  const currencySymbol = useSessionStore((s) => s.otherConfig.currencySymbol) || '¥';
  const ctx: FormatContext = { lang, currencySymbol };
  const t = useCallback((key: TextKey, vars?: Record<string, string | number>) => translate(lang, key, vars), [lang]);
  const text = useCallback((value: LocalizedText | undefined) => localize(value, lang), [lang]);
  const fmt = useCallback((value: unknown, format?: Format) => formatValue(value, format, { lang, currencySymbol }), [lang, currencySymbol]);
  return { lang, ctx, t, text, fmt };
}
