import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageProps } from './pageTypes';
import type { RouteDef } from './routes';
import { screenLoaders } from './screenLoaders';

// One lazy component per route, created once: React.lazy must not be called during render, and a chunk
// that loaded once stays loaded.

type LazyPage = LazyExoticComponent<ComponentType<PageProps>>;

const loadSchemaOrUnavailable = () => import('./SchemaOrUnavailable');
const schemaOrUnavailable: LazyPage = lazy(loadSchemaOrUnavailable);

/** Starts fetching a schema route's component before React gets to render it (with the page's data and code). */
export function preloadSchemaComponent(): void {
  void loadSchemaOrUnavailable().catch(() => undefined);
}
const cache = new Map<string, LazyPage>();

export function pageComponentFor(route: RouteDef): LazyPage {
  const loader = route.kind === 'schema' ? undefined : screenLoaders[route.path];
  if (!loader) return schemaOrUnavailable;
  let page = cache.get(route.path);
  if (!page) {
    page = lazy(loader);
    cache.set(route.path, page);
  }
  return page;
}
