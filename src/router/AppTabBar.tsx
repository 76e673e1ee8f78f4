import { TabBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { t } from '../i18n';
import { switchTab } from '../navigation/navigate';
import { HOME_PATH, MY_PATH } from '../navigation/appPaths';
import { HomeIcon, MyIcon } from './tabIcons';

const TABS = [
  { path: HOME_PATH, label: 'tab.home', icon: <HomeIcon /> },
  { path: MY_PATH, label: 'tab.my', icon: <MyIcon /> },
] as const;

/** Bottom tab bar (spec §2): 50 px high, 24 px icons, 10 px text, #00A3FF selected, #64676D normal, white. */
export function AppTabBar({ activePath }: { activePath: string }): ReactNode {
  return (
    <nav className="app-tab-bar">
      <TabBar activeKey={activePath} onChange={(key) => switchTab(key)} safeArea>
        {TABS.map((tab) => (
          <TabBar.Item key={tab.path} icon={tab.icon} title={t(tab.label)} />
        ))}
      </TabBar>
    </nav>
  );
}
