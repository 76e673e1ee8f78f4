import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { localize, t } from '../../i18n';
import { navigateBack } from '../../navigation/navigate';
import type { LocalizableText } from '../../../common/text';

/** An honest stand-in for a screen of the route table that a later release delivers (no page file serves it yet). */
export function UnavailablePage({ title }: { title?: LocalizableText }): ReactNode {
  return (
    <section className="status-page">
      <div className="status-page__icon" aria-hidden="true">
        <svg viewBox="0 0 48 48" width="56" height="56" fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="8" y="10" width="32" height="28" rx="4" />
          <path d="M8 18h32M17 27h14M20 32h8" strokeLinecap="round" />
        </svg>
      </div>
      <h2 className="status-page__title">{localize(title)}</h2>
      <p className="status-page__subtitle">{t('page.unavailable')}</p>
      <p className="status-page__desc">{t('page.unavailableDesc')}</p>
      <Button color="primary" fill="outline" onClick={() => navigateBack()}>
        {t('common.back')}
      </Button>
    </section>
  );
}
