import type { RouteSpec } from '../../server/lib/routeSpec';

// Finds the server route a page's api names. Page urls may hold {{field}} templates where routes have :param
// segments (/detail/{{id}} ↔ /detail/:id); everything else must match literally.

export type RouteLike = Pick<RouteSpec, 'method' | 'url' | 'menuCode' | 'shieldCode' | 'schema' | 'summary' | 'auth'>;

const segments = (url: string) => url.split(/[?#]/)[0]!.replace(/\/+$/, '').split('/');

function matches(pageUrl: string, routeUrl: string): boolean {
  const a = segments(pageUrl);
  const b = segments(routeUrl);
  if (a.length !== b.length) return false;
  return a.every((seg, i) => {
    const r = b[i]!;
    if (r.startsWith(':')) return seg.length > 0;
    return !seg.includes('{{') && seg === r;
  });
}

export type RouteLookup = { route: RouteLike } | { route: null; message: string };

export function findRoute(routes: readonly RouteLike[], method: string, url: string): RouteLookup {
  const same = routes.filter((r) => matches(url, r.url));
  const route = same.find((r) => r.method === method);
  if (route) return { route };
  if (same.length) return { route: null, message: `${method} ${url}: the server answers ${same.map((r) => `${r.method} ${r.url}`).join(', ')}, not ${method}` };
  const dir = url.split('/').slice(0, -1).join('/');
  const near = routes.filter((r) => r.url.startsWith(`${dir}/`)).map((r) => `${r.method} ${r.url}`);
  return {
    route: null,
    message: `${method} ${url} is not a route of the server${near.length ? `; under ${dir}/ it has: ${near.join(', ')}` : ''} (server/modules/*/routes.ts)`,
  };
}
