import { useEffect, useMemo, type ReactNode } from 'react';
import { localize, t, useLang } from '../i18n';
import type { HistoryLocation } from '../navigation/hashHistory';
import * as hashHistory from '../navigation/hashHistory';
import { refuseAndReturnHome } from '../navigation/noPermission';
import { getSession } from '../stores/session';
import { admit, type Admission } from './admission';
import type { AppRoutesModule } from './loadAppRoutes';
import { pageComponentFor, preloadSchemaComponent } from './pageComponents';
import { PageFrame } from './PageFrame';
import type { RouteDef } from './routes';
import { routeTitle } from './routeTitle';

/** Anyone may open a route that needs no session; every other route waits for the engine's permission check. */
const OPEN: Admission = { type: 'show' };

export function RouteHost({ route, location, engine }: { route: RouteDef; location: HistoryLocation; engine: AppRoutesModule['routeEngine'] | null }): ReactNode {
  const lang = useLang();
  const query = useMemo(() => Object.fromEntries(new URLSearchParams(location.search).entries()), [location.search]);
  // Judged once per history entry, not once per mounted host: the host stays mounted while the address changes
  // (Back after logout must meet the gate again). Logging out mid-screen is the logout's job. Only routes open to
  // anyone are drawn before the route table (and with it the engine) has arrived.
  const admission = useMemo(() => (engine ? admit(route, getSession(), engine.can) : OPEN), [route, location.key, engine]);
  // A schema screen's data and code start now, together, rather than each waiting for the chunk before it.
  // Once per history entry; repeating it (StrictMode) sends nothing twice.
  useMemo(() => {
    if (!engine || admission.type !== 'show' || (route.kind !== 'schema' && !route.pageBody)) return;
    engine.startPage(route.path, query);
    if (route.kind === 'schema') preloadSchemaComponent();
  }, [admission, route, query, engine]);

  useEffect(() => {
    document.title = `${localize(routeTitle(route), lang)} · ${t('app.name')}`;
  }, [route, lang]);

  useEffect(() => {
    if (admission.type === 'forbidden') refuseAndReturnHome();
    if (admission.type === 'redirect') hashHistory.replace(admission.to);
  }, [admission]);

  if (admission.type === 'redirect') return null;
  if (admission.type === 'forbidden') return <PageFrame key={location.key} route={route}>{null}</PageFrame>;
  const Page = pageComponentFor(route);
  // Keyed by the history entry: every navigation opens a fresh screen, as the spec's page stack does.
  return (
    <PageFrame key={location.key} route={route}>
      <Page route={route} query={query} />
    </PageFrame>
  );
}
