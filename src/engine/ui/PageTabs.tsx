import type { ReactNode } from 'react';
import { redirectTo } from '../../navigation/navigate';
import type { PageTab } from '../../../common/page/schemaTypes';
import { Tabs } from '../widgets/Tabs';
import { useEngine } from './useEngine';

// `pageTabs`: a strip of titles over the files that share one route (routeWhen), e.g. a form and the list of what
// was sent with it. A tab opens the route with its query in place of the current screen, so back leaves the screen
// as from one page. The marked tab is the last whose query the address holds (a tab without query: the plain page).

/** The index of the tab the address shows. */
export function activePageTab(tabs: PageTab[], query: Record<string, string>): number {
  let active = 0;
  tabs.forEach((tab, i) => {
    const wanted = Object.entries(tab.query ?? {});
    if (wanted.length && wanted.every(([k, v]) => query[k] === v)) active = i;
  });
  return active;
}

export function PageTabs({ tabs, route, query }: { tabs: PageTab[]; route: string; query: Record<string, string> }): ReactNode {
  const { text } = useEngine();
  const active = activePageTab(tabs, query);
  return (
    <Tabs
      className="eng-tabs eng-page-tabs"
      items={tabs.map((tab, i) => ({ key: String(i), title: text(tab.title) }))}
      activeKey={String(active)}
      onChange={(key) => {
        const tab = tabs[Number(key)];
        if (tab && Number(key) !== active) redirectTo(route, tab.query ?? {});
      }}
    />
  );
}
