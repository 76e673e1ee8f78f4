import { Suspense, type ReactNode } from 'react';
import { localize } from '../i18n';
import { AppNavBar } from './AppNavBar';
import { AppTabBar } from './AppTabBar';
import { LazyPlaceholder, PageErrorBoundary } from './placeholders';
import { PAGE_BACKGROUND, type RouteDef } from './routes';
import { routeTitle } from './routeTitle';

/** Shared chrome around every screen: nav bar (unless the screen draws its own), body, tab bar on tab pages. */
export function PageFrame({ route, children }: { route: RouteDef; children: ReactNode }): ReactNode {
  const isTab = route.kind === 'tab';
  return (
    <div className={isTab ? 'page page--tab' : 'page'} style={{ background: route.background ?? PAGE_BACKGROUND }}>
      {!route.customHeader && <AppNavBar title={localize(routeTitle(route))} />}
      <main className="page__body">
        <PageErrorBoundary>
          <Suspense fallback={<LazyPlaceholder />}>{children}</Suspense>
        </PageErrorBoundary>
      </main>
      {isTab && <AppTabBar activePath={route.path} />}
    </div>
  );
}
