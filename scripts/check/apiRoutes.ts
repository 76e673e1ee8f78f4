import path from 'node:path';
import type { RouteLike } from '../../common/checks/routeIndex';
import { cachedRoutes, keepRoutes, routeSourcesDigest } from './routeCache';

const ROOT = path.resolve(import.meta.dirname, '../..');

// The server's routes as data (server/modules/index.ts `apiRoutes`), importable without a database. Loaded on
// demand so that a server module that does not load is reported as an issue of the check, not a crash; kept between
// runs while their sources are unchanged (routeCache.ts).
export async function serverRoutes(): Promise<{ routes: readonly RouteLike[] | null; problem?: string; fatal?: boolean }> {
  const digest = routeSourcesDigest(ROOT);
  const kept = cachedRoutes(ROOT, digest);
  if (kept) return { routes: kept };
  try {
    const modules = (await import('../../server/modules/index')) as { apiRoutes?: readonly RouteLike[] };
    if (!modules.apiRoutes) return { routes: null, problem: 'exports no apiRoutes: pages are not checked against the server routes' };
    keepRoutes(ROOT, digest, modules.apiRoutes);
    return { routes: modules.apiRoutes };
  } catch (err) {
    return { routes: null, fatal: true, problem: `does not load, so pages cannot be checked against the server routes: ${(err as Error).message}` };
  }
}
