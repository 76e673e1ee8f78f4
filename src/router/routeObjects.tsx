import type { RouteObject } from 'react-router-dom';
import type { AppRoutesModule } from './loadAppRoutes';
import type { PageModule } from './pageTypes';
import { routeLoader } from './routeLoader';
import type { RouteDef } from './routes';
import { RouteScreen } from './RouteScreen';
import { screenLoaders } from './screenLoaders';

// A route of the table as react-router's data router takes it: the loader (the gate, the page's first calls) and
// the lazy module (a hand-written screen's chunk, else the engine's page frame), fetched in parallel when the route
// opens.

const schemaOrUnavailable = (): Promise<PageModule> => import('./SchemaOrUnavailable');

export function routeObject(route: RouteDef, engine: AppRoutesModule['routeEngine'] | null, index = false): RouteObject {
  const load = (route.kind === 'schema' ? undefined : screenLoaders[route.path]) ?? schemaOrUnavailable;
  const lazy = async () => {
    const { default: Screen } = await load();
    return { Component: () => <RouteScreen route={route} Screen={Screen} /> };
  };
  const loader = routeLoader(route, engine);
  return index ? { id: `${route.path}#index`, index: true, loader, lazy } : { id: route.path, path: route.path, loader, lazy };
}
