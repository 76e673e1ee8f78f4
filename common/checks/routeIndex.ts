import { didYouMeanWords } from '../validation/didYouMean';
import type { Words } from './issues';

// Finds the server route a page's api names. Page urls may hold {{field}} templates where routes have :param
// segments (/detail/{{id}} ↔ /detail/:id); everything else must match literally.

type JsonSchema = Readonly<Record<string, unknown>>;

/**
 * A server route as the checks and the endpoint list read it: what it answers, who may call it and its JSON schemas.
 * The server's RouteSpec (server/lib/routeSpec.ts) is one; the server hands its routes in, the checks import no server code.
 */
export interface RouteLike {
  method: 'GET' | 'POST';
  /** path under /mobile/api, Fastify syntax (`/scm/x/detail/:id`) */
  url: string;
  /** who may call it: none, user, supplier, buyer or boss */
  auth: string;
  menuCode?: string;
  shieldCode?: string;
  summary: string;
  /** data only, nothing changed: a page may draw its data from it (server/lib/routeSpec.ts) */
  read?: boolean;
  schema: { body?: JsonSchema; querystring?: JsonSchema; params?: JsonSchema; response: JsonSchema };
}

const segments = (url: string) => url.split(/[?#]/)[0]!.replace(/\/+$/, '').split('/');

function matches(a: string[], b: string[]): boolean {
  return a.every((seg, i) => {
    const r = b[i]!;
    if (r.startsWith(':')) return seg.length > 0;
    return !seg.includes('{{') && seg === r;
  });
}

/** The routes by their number of segments, each with its segments: a whole-tree check looks up hundreds of urls. */
const bySegments = new WeakMap<readonly RouteLike[], Map<number, { route: RouteLike; segs: string[] }[]>>();

function candidates(routes: readonly RouteLike[], count: number): { route: RouteLike; segs: string[] }[] {
  let index = bySegments.get(routes);
  if (!index) {
    index = new Map();
    for (const route of routes) {
      const segs = segments(route.url);
      index.set(segs.length, [...(index.get(segs.length) ?? []), { route, segs }]);
    }
    bySegments.set(routes, index);
  }
  return index.get(count) ?? [];
}

export type RouteLookup = { route: RouteLike } | { route: null; message: Words };

export function findRoute(routes: readonly RouteLike[], method: string, url: string): RouteLookup {
  const segs = segments(url);
  const same = candidates(routes, segs.length)
    .filter((c) => matches(segs, c.segs))
    .map((c) => c.route);
  const route = same.find((r) => r.method === method);
  if (route) return { route };
  if (same.length) {
    const answered = same.map((r) => `${r.method} ${r.url}`).join(', ');
    const methods = [...new Set(same.map((r) => r.method))].map((m) => `"method": "${m}"`).join(' or ');
    return {
      route: null,
      message: { en: `${method} ${url}: the server answers ${answered}, not ${method} (did you mean ${methods}?)`, zh: `${method} ${url}：服务器提供的是 ${answered}，不是 ${method}（是否应为 ${methods}？）` },
    };
  }
  const path = url.split(/[?#]/)[0]!;
  const hint = didYouMeanWords(path, routes.filter((r) => r.method === method).map((r) => r.url), false);
  return {
    route: null,
    message: { en: `${method} ${url} is not a route of the server (server/modules/*/routes.ts)${hint.en}`, zh: `${method} ${url} 不是服务器的接口（server/modules/*/routes.ts）${hint.zh}` },
  };
}
