import { useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import { useLoaderData, useLocation } from 'react-router-dom';
import { localize, t, useLang } from '../i18n';
import { refuseAndReturnHome } from '../navigation/noPermission';
import type { Admission } from './admission';
import { NotFoundPage } from './NotFoundPage';
import { PageFrame } from './PageFrame';
import type { PageProps } from './pageTypes';
import type { RouteDef } from './routes';
import { routeTitle } from './routeTitle';

/**
 * One route's screen as the router draws it once its loader has judged the gate: the shared frame, the page's
 * title, and the screen with its query (spec §2 "page properties"); a forbidden route draws the bare frame while
 * the "no permission" dialog leads home; a published page a roll back removed is "not found".
 */
export function RouteScreen({ route, Screen }: { route: RouteDef; Screen: ComponentType<PageProps> }): ReactNode {
  const lang = useLang();
  const location = useLocation();
  const admission = useLoaderData() as Admission;
  const query = useMemo(() => Object.fromEntries(new URLSearchParams(location.search).entries()), [location.search]);

  useEffect(() => {
    const title = admission.type === 'gone' ? t('page.removed') : localize(routeTitle(route), lang);
    document.title = `${title} · ${t('app.name')}`;
  }, [route, lang, admission]);

  useEffect(() => {
    if (admission.type === 'forbidden') refuseAndReturnHome();
  }, [admission]);

  // A published page a later release removed: said as such, under no title of the page that was there.
  if (admission.type === 'gone') return <NotFoundPage key={location.key} removed />;
  // Keyed by the history entry: every navigation opens a fresh screen, as the spec's page stack does.
  return (
    <PageFrame key={location.key} route={route}>
      {admission.type === 'show' ? <Screen route={route} query={query} /> : null}
    </PageFrame>
  );
}
