import { replace, type LoaderFunctionArgs } from 'react-router-dom';
import type { PageStart } from '../engine/index';
import { routePages } from '../../common/routes/routePages';
import { shellAddress } from '../../common/shell/shellCalls';
import { currentSchemaSet } from '../stores/schemaSet';
import { getSession } from '../stores/session';
import { nextTask, wait } from '../ui/wait';
import { QUIET_MS } from '../ui/quietTime';
import { admit, type Admission } from './admission';
import type { AppRoutesModule } from './loadAppRoutes';
import type { RouteDef } from './routes';

// A route's loader: the gate (spec §6: logged in, supplier chosen, menu code held) and, for a page drawn from a
// page file, its first calls and its page file started beside the route's own lazy code. The loader waits for
// them only so long: the screen then draws its data in its first pass, rather than "loading" and then again. An
// answer slower than the quiet time after the code (the page shows its loading state, at its final size), or code
// slower than FIRST_CODE_WAIT_MS (the router's pending placeholder shows), is not waited for.

export const FIRST_CODE_WAIT_MS = 1000;

let navigated = false;

/** What a route's loader asks of the engine. */
type RouteEngine = Pick<AppRoutesModule['routeEngine'], 'can' | 'startPage' | 'refreshPublished' | 'publishedReady' | 'publishedRoutes'>;

/** Until the code has arrived and its answers too, or the quiet time after the code, or the longest wait. */
function drawable(start: PageStart): Promise<void> {
  return Promise.race([start.ready, start.code.then(() => wait(QUIET_MS)), wait(FIRST_CODE_WAIT_MS)]);
}

/** The page files whose first calls a route starts (common/routes/routePages.ts). */
export function pagesOf(route: RouteDef): string[] {
  return routePages(route.path, route.kind === 'schema' || !!route.pageBody, currentSchemaSet());
}

/** `engine` null: a route open to anyone, known before the route table (and the engine with it) has loaded. */
export function routeLoader(route: RouteDef, engine: RouteEngine | null) {
  return async ({ request }: LoaderFunctionArgs): Promise<Admission | Response> => {
    const { searchParams, pathname, search } = new URL(request.url);
    if (!engine) return { type: 'show' };
    // Every navigation after the first asks which release of published pages the server serves, without waiting for
    // the answer: a new one brings the new menu and pages for what the user does next. The first (the launch, which
    // reads the menu anyway) adds no call to the first screen's, unless the session's menu names a release whose
    // pages this tab does not hold yet (a reload, a login): those are asked for and waited for, so a published page
    // replacing a built-in route draws at once. A route only a published page serves waits for the answer where the
    // router meets it (publishedRoutes.ts).
    if (navigated) void engine.refreshPublished();
    navigated = true;
    await engine.publishedReady();
    let admission = admit(route, getSession(), engine.can);
    // A published page's route stays in the router once added. When the release held no longer lists it, or its menu
    // code is no longer held (a roll back took both away), the server's current release decides: a page it no longer
    // serves is "not found", not a "no permission" under its old title.
    const held = () => engine.publishedRoutes().some((r) => r.path === route.path);
    if (route.published && (admission.type === 'forbidden' || !held())) {
      await engine.refreshPublished();
      if (!held()) return { type: 'gone' };
      admission = admit(route, getSession(), engine.can);
    }
    if (admission.type === 'redirect') return replace(admission.to);
    const query = Object.fromEntries(searchParams.entries());
    // The engine's chunk has just run in this task (a deep link's first route); its first calls go in the next.
    if (admission.type === 'show') await nextTask();
    const started = admission.type === 'show' ? pagesOf(route).map((page) => engine.startPage(page, query, shellAddress(pathname + search))) : [];
    if (started.length) await drawable({ code: Promise.all(started.map((p) => p.code)).then(() => undefined), ready: Promise.all(started.map((p) => p.ready)).then(() => undefined) });
    return admission;
  };
}
