import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { t } from '../i18n';
import { navigateBack } from '../navigation/navigate';

/** The custom navigation bar of every screen that does not draw its own header (spec §2). */
export function AppNavBar({ title, right }: { title: string; right?: ReactNode }): ReactNode {
  return (
    <header className="app-nav-bar">
      <NavBar onBack={() => navigateBack()} backIcon back={<span className="sr-only">{t('common.back')}</span>} right={right}>
        <h1 className="app-nav-bar__title">{title}</h1>
      </NavBar>
    </header>
  );
}
