import type { ReactNode } from 'react';
import { t } from '../i18n';
import { switchTab } from '../navigation/navigate';
import { HOME_PATH, MY_PATH } from '../../common/routes/appPaths';
import { HomeIcon, MyIcon } from './tabIcons';

const TABS = [
  { path: HOME_PATH, label: 'tab.home', icon: <HomeIcon /> },
  { path: MY_PATH, label: 'tab.my', icon: <MyIcon /> },
] as const;

/**
 * Bottom tab bar (spec §2): 50 px high, 24 px icons, 10 px text, #00A3FF selected, #64676D normal, white. Two
 * buttons of its own rather than a library's tab bar: it is part of the entry every route pays for.
 */
export function AppTabBar({ activePath }: { activePath: string }): ReactNode {
  return (
    <nav className="app-tab-bar">
      <div className="app-tab-bar__items">
        {TABS.map((tab) => {
          const active = tab.path === activePath;
          return (
            <button
              key={tab.path}
              type="button"
              className={active ? 'app-tab-bar__item app-tab-bar__item--active' : 'app-tab-bar__item'}
              aria-current={active ? 'page' : undefined}
              onClick={() => switchTab(tab.path)}
            >
              <span className="app-tab-bar__icon">{tab.icon}</span>
              <span className="app-tab-bar__title">{t(tab.label)}</span>
            </button>
          );
        })}
      </div>
    </nav>
  );
}
