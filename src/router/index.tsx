import type { ReactNode } from 'react';
import { HashRouter, Route, Routes } from 'react-router-dom';
import { LOGIN_PATH } from '../navigation/appPaths';
import { appRoutes } from './appRoutes';
import { NavigationBridge } from './NavigationBridge';
import { NotFoundPage } from './NotFoundPage';
import { RouteHost } from './RouteHost';

const loginRoute = appRoutes.find(LOGIN_PATH);
if (!loginRoute) throw new Error('login route missing from the route table');

/**
 * Hash routing with base '/' (spec §2): the server only ever serves index.html. The declarative
 * HashRouter is used rather than the data router: this app loads no route data through the router, and
 * the data router would add ~18 KB (gzip) to the login route.
 */
export function AppRouter(): ReactNode {
  return (
    <HashRouter>
      <NavigationBridge />
      <Routes>
        {/* The entry page: '/' is login too. */}
        <Route path="/" element={<RouteHost route={loginRoute!} />} />
        {appRoutes.routes.map((route) => (
          <Route key={route.path} path={route.path} element={<RouteHost route={route} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </HashRouter>
  );
}
