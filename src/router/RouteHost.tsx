import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { localize, t, useLang } from '../i18n';
import { getSession } from '../stores/session';
import { pageComponentFor } from './pageComponents';
import { PageFrame } from './PageFrame';
import { LOGIN_PATH, SUPPLIER_PATH, type RouteDef } from './routes';

/**
 * Where a route may not be shown yet, the address to send the user to instead. Decided once when the
 * screen opens: logging out mid-screen is handled by the logout itself (it relaunches login).
 */
function guardRedirect(route: RouteDef): string | null {
  const { token, supplierInfo, supplierList } = getSession();
  if (route.auth === 'none') return null;
  if (!token) return LOGIN_PATH;
  // Users without linked suppliers (merchant side) act without one; supplier users must choose first.
  if (route.auth === 'supplier' && !supplierInfo && supplierList.length > 0) return SUPPLIER_PATH;
  return null;
}

export function RouteHost({ route }: { route: RouteDef }): ReactNode {
  const lang = useLang();
  const location = useLocation();
  const [params] = useSearchParams();
  const query = useMemo(() => Object.fromEntries(params.entries()), [params]);
  const [redirect] = useState(() => guardRedirect(route));

  useEffect(() => {
    document.title = `${localize(route.title, lang)} · ${t('app.name')}`;
  }, [route, lang]);

  if (redirect) return <Navigate to={redirect} replace />;
  const Page = pageComponentFor(route);
  // Keyed by the history entry: every navigation opens a fresh screen, as the spec's page stack does.
  return (
    <PageFrame key={location.key} route={route}>
      <Page route={route} query={query} />
    </PageFrame>
  );
}
