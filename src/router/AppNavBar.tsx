import type { ReactNode } from 'react';
import { t } from '../i18n';
import { navigateBack } from '../navigation/navigate';

/**
 * The custom navigation bar of every screen that does not draw its own header (spec §2): back, title, an optional
 * action on the right. Drawn here rather than by a library's nav bar: it is part of the entry every route pays for.
 */
export function AppNavBar({ title, right }: { title: string; right?: ReactNode }): ReactNode {
  return (
    <header className="app-nav-bar">
      <div className="app-nav-bar__bar">
        <div className="app-nav-bar__side">
          <button type="button" className="app-nav-bar__back" onClick={() => navigateBack()}>
            <svg viewBox="0 0 48 48" width="1em" height="1em" fill="currentColor" aria-hidden="true">
              <path d="M31.7 5.1 13.5 22.7a1.5 1.5 0 0 0 0 2.1l18.2 18.1a.4.4 0 0 0 .3.1h3.1a.4.4 0 0 0 .3-.7L16.8 23.8 35.4 5.7a.4.4 0 0 0-.3-.7H32a.4.4 0 0 0-.3.1z" />
            </svg>
            <span className="sr-only">{t('common.back')}</span>
          </button>
        </div>
        <h1 className="app-nav-bar__title">{title}</h1>
        <div className="app-nav-bar__side app-nav-bar__side--right">{right}</div>
      </div>
    </header>
  );
}
