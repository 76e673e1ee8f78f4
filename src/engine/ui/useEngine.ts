import { useCallback } from 'react';
import { localize, useLang } from '../../i18n';
import { useSessionStore } from '../../stores/session';
import { formatValue, type FormatContext } from '../format';
import type { Format, LocalizedText } from '../schemaTypes';
import { TEXT, type TextKey } from './texts';

/** Language-aware helpers every engine component uses; re-renders the caller when the language changes. */
export function useEngine() {
  const lang = useLang();
  const currencySymbol = useSessionStore((s) => s.otherConfig.currencySymbol) || '¥';
  const ctx: FormatContext = { lang, currencySymbol };
  const tx = useCallback(
    (key: TextKey, vars?: Record<string, string | number>) =>
      localize(TEXT[key], lang).replace(/\{(\w+)\}/g, (m, k: string) => (vars && k in vars ? String(vars[k]) : m)),
    [lang],
  );
  const text = useCallback((t: LocalizedText | undefined) => localize(t, lang), [lang]);
  const fmt = useCallback((value: unknown, format?: Format) => formatValue(value, format, { lang, currencySymbol }), [lang, currencySymbol]);
  return { lang, ctx, tx, text, fmt };
}
