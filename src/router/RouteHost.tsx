import { useEffect, useMemo, type ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { can, startPage } from '../engine/index';
import { localize, t, useLang } from '../i18n';
import { refuseAndReturnHome } from '../navigation/noPermission';
import { getSession } from '../stores/session';
import { admit } from './admission';
import { pageComponentFor, preloadSchemaComponent } from './pageComponents';
import { PageFrame } from './PageFrame';
import type { RouteDef } from './routes';

export function RouteHost({ route }: { route: RouteDef }): ReactNode {
  const lang = useLang();
  const location = useLocation();
  const [params] = useSearchParams();
  const query = useMemo(() => Object.fromEntries(params.entries()), [params]);
  // Judged once per history entry, not once per mounted host: react-router reuses this component when the
  // address changes (Back after logout must meet the gate again). Logging out mid-screen is the logout's job.
  const admission = useMemo(() => admit(route, getSession(), can), [route, location.key]);
  // A schema screen's data and code start now, together, rather than each waiting for the chunk before it.
  // Once per history entry; repeating it (StrictMode) sends nothing twice.
  useMemo(() => {
    if (admission.type !== 'show' || route.kind !== 'schema') return;
    startPage(route.path, query);
    preloadSchemaComponent();
  }, [admission, route, query]);

  useEffect(() => {
    document.title = `${localize(route.title, lang)} · ${t('app.name')}`;
  }, [route, lang]);

  useEffect(() => {
    if (admission.type === 'forbidden') refuseAndReturnHome();
  }, [admission]);

  if (admission.type === 'redirect') return <Navigate to={admission.to} replace />;
  if (admission.type === 'forbidden') return <PageFrame key={location.key} route={route}>{null}</PageFrame>;
  const Page = pageComponentFor(route);
  // Keyed by the history entry: every navigation opens a fresh screen, as the spec's page stack does.
  return (
    <PageFrame key={location.key} route={route}>
      <Page route={route} query={query} />
    </PageFrame>
  );
}
