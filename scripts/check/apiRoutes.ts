import type { RouteLike } from '../../common/checks/routeIndex';

// The server's routes as data (server/modules/index.ts `apiRoutes`), importable without a database. Loaded on
// demand so that a server module that does not load is reported as an issue of the check, not a crash.
export async function serverRoutes(): Promise<{ routes: readonly RouteLike[] | null; problem?: string; fatal?: boolean }> {
  try {
    const modules = (await import('../../server/modules/index')) as { apiRoutes?: readonly RouteLike[] };
    return modules.apiRoutes ? { routes: modules.apiRoutes } : { routes: null, problem: 'exports no apiRoutes: pages are not checked against the server routes' };
  } catch (err) {
    return { routes: null, fatal: true, problem: `does not load, so pages cannot be checked against the server routes: ${(err as Error).message}` };
  }
}
