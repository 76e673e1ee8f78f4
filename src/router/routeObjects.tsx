import type { RouteObject } from 'react-router-dom';
import type { AppRoutesModule } from './loadAppRoutes';
import { routeLoader } from './routeLoader';
import type { RouteDef } from './routes';
import { RouteScreen } from './RouteScreen';
import { screenLoaderOf } from './screenLoaders';

// A route of the table as react-router's data router takes it: the loader (the gate, the page's first calls) and
// the lazy module (a hand-written screen's chunk, else the engine's page frame, which came with the route table and
// whose code the loader's startPage fetches), in parallel when the route opens.

export function routeObject(route: RouteDef, engine: AppRoutesModule['routeEngine'] | null, index = false): RouteObject {
  const load = screenLoaderOf(route);
  const lazy = async () => {
    // Only the routes open to anyone come before the route table (engine null), and each has its screen.
    const Screen = load ? (await load()).default : engine?.SchemaPage;
    if (!Screen) throw new Error(`${route.path} has no screen and the route table has not arrived`);
    return { Component: () => <RouteScreen route={route} Screen={Screen} published={engine} /> };
  };
  const loader = routeLoader(route, engine);
  return index ? { id: `${route.path}#index`, index: true, loader, lazy } : { id: route.path, path: route.path, loader, lazy };
}
