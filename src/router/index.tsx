import { Outlet, ScrollRestoration, createHashRouter, type RouteObject } from 'react-router-dom';
import { bindRouter } from './navigate';
import { NotFoundPage } from './NotFoundPage';
import { RouteHost } from './RouteHost';
import { LOGIN_PATH, ROUTES, findRoute } from './routes';

function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

const loginRoute = findRoute(LOGIN_PATH);
if (!loginRoute) throw new Error('login route missing from the route table');

const children: RouteObject[] = [
  // The entry page: '/' is login too (spec §2).
  { path: '/', element: <RouteHost route={loginRoute} /> },
  ...ROUTES.map((route) => ({ path: route.path, element: <RouteHost route={route} /> })),
  { path: '*', element: <NotFoundPage /> },
];

// Hash routing with base '/' (spec §2): the server only ever serves index.html.
export const router = createHashRouter([{ element: <RootLayout />, children }]);

bindRouter(router);
