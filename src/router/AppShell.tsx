import { useLayoutEffect, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigation, useNavigationType, useRouteError } from 'react-router-dom';
import { reportLocation } from '../navigation/navigate';
import { useQuietTimeOver } from '../ui/quietTime';
import { LazyPlaceholder, LoadFailed } from './placeholders';

/**
 * The router's root: the current route's screen, and what every location change owes the rest of the app.
 * Navigation hears of a location once it is drawn; a newly opened screen starts at the top, going back leaves the
 * browser's own scroll restoration alone.
 */
export function AppShell(): ReactNode {
  const location = useLocation();
  const action = useNavigationType();
  useLayoutEffect(() => {
    reportLocation({ pathname: location.pathname, search: location.search, key: location.key }, action);
    if (action !== 'POP') window.scrollTo(0, 0);
  }, [location, action]);
  return (
    <>
      <Outlet />
      <NavigationPending />
    </>
  );
}

/**
 * While the next route's code (and its first answers, for a moment) are on their way the current screen stays; after
 * the quiet time (spec §2: 200 ms) the page placeholder covers it, and after 60 s its error placeholder.
 */
function NavigationPending(): ReactNode {
  const navigation = useNavigation();
  return navigation.state === 'loading' ? <PendingCover key={navigation.location.key} /> : null;
}

function PendingCover(): ReactNode {
  const over = useQuietTimeOver();
  return over ? (
    <div className="page route-pending">
      <LazyPlaceholder />
    </div>
  ) : null;
}

/** A route whose code (or the route table) failed to arrive: the error placeholder, tapping it reloads. */
export function RouteLoadFailed(): ReactNode {
  console.error('[router] route failed to load', useRouteError());
  return (
    <div className="page">
      <LoadFailed />
    </div>
  );
}
