import type { ReactNode } from 'react';
import { setLang, t, useLang } from '../../i18n';
import { LANGS } from '../../stores/ui';

/** Compact 中文 / English switch for headers. */
export function LangSwitch({ tone = 'dark' }: { tone?: 'dark' | 'light' }): ReactNode {
  const lang = useLang();
  return (
    <div className={`lang-switch lang-switch--${tone}`} role="group" aria-label={t('lang.label')}>
      {LANGS.map((l) => (
        <button key={l} type="button" aria-pressed={l === lang} className={l === lang ? 'is-active' : ''} onClick={() => setLang(l)}>
          {t(`lang.${l}`)}
        </button>
      ))}
    </div>
  );
}
