import { useEffect, useMemo, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { useLoaderData, useLocation } from 'react-router-dom';
import { localize, t, useLang } from '../i18n';
import { refuseAndReturnHome } from '../navigation/noPermission';
import type { Admission } from './admission';
import type { AppRoutesModule } from './loadAppRoutes';
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
type PublishedPages = Pick<AppRoutesModule['routeEngine'], 'publishedRoutes' | 'subscribePublished'>;

const never = () => () => undefined;

export function RouteScreen({ route, Screen, published }: { route: RouteDef; Screen: ComponentType<PageProps>; published?: PublishedPages | null }): ReactNode {
  const lang = useLang();
  const location = useLocation();
  const loaded = useLoaderData() as Admission;
  // A published page a release that arrives while its screen shows takes away (a roll back the phone learns of after
  // the route opened on the release it held) is removed there and then, as the loader says of it on a later opening.
  const removed = useSyncExternalStore(published?.subscribePublished ?? never, () => !!route.published && !!published && !published.publishedRoutes().some((r) => r.path === route.path));
  const admission = useMemo<Admission>(() => (removed ? { type: 'gone' } : loaded), [removed, loaded]);
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
