import { Suspense, useMemo, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { useSessionStore } from '../stores/session';
import { useApi } from './data/useApi';
import type { KindProps } from './kinds/types';
import { kinds } from './kindRenderers';
import { findPage, menuCodeProblem, misplacedPagesFor, preparePage, type PageEntry, type PageModule } from './pageIndex';
import { askFirstCalls } from './firstCallsAhead';
import { can } from './permissions';
import { heldRevision, subscribePublished } from './publishedPages';
import { resolvePage } from './resolvePage';
import type { PageSchema } from '../../common/page/schemaTypes';
import type { LocalizableText } from '../../common/text';
import { PageTabs } from './ui/PageTabs';
import { SchemaErrorScreen } from './ui/SchemaErrorScreen';
import { ErrorView, LoadingView, NoPermissionView } from './ui/StateViews';
import { UnavailablePage } from './ui/UnavailablePage';
import './engine.css';

// Route → page file → validated schema → the page as this user sees it (resolvePage: route and title
// from the menu, shielded parts removed) → the renderer of its kind; a route no page file serves is "not available
// yet", one whose file names a menu code no menu holds shows why. Each kind is its own chunk, so a
// list never downloads ECharts and a report never downloads the form library. In a build the page file's
// chunk brings its renderer along (pageIndex.ts); in dev the renderer is loaded here once the file is checked.

/** The router's screen of a route without a hand-written one (its route entry), or a page file a widget draws. */
export interface SchemaPageProps {
  route: { path: string; title?: LocalizableText };
  query: Record<string, string>;
}

export default function SchemaPage({ route: { path: route, title }, query }: SchemaPageProps): ReactNode {
  // A release whose pages arrive while this screen shows may replace its file (publishedPages.ts).
  useSyncExternalStore(subscribePublished, heldRevision);
  const entry = findPage(route, undefined, query);
  // A page file that arrived with the route's opening (startPage) draws now; otherwise it is loaded here.
  const preloaded = entry?.loaded();
  // Its first calls go beside it (a release that arrived while this screen showed: nobody asked them yet).
  const open = (page: PageEntry) => () => {
    if (page.firstCall) void askFirstCalls(page.firstCall, query);
    return page.load();
  };
  const file = useApi<PageModule>(entry && !preloaded ? open(entry) : null, entry?.file ?? '');
  const module = preloaded ?? (file.status === 'ready' ? file.data : undefined);
  // Permissions follow the session: a menu refresh or logout re-resolves the page.
  const menuList = useSessionStore((s) => s.menuList);
  const shieldCode = useSessionStore((s) => s.shieldCode);
  // Only this route's file: while another route's file loads, the previous answer must not be drawn under the new key.
  const check = module?.check;
  const page = useMemo(() => (check?.ok ? resolvePage(check.page, can) : null), [check, menuList, shieldCode]);

  if (!entry) {
    const misplaced = misplacedPagesFor(route);
    if (!misplaced.length) return <UnavailablePage title={title} />;
    return misplaced.map((m) => <SchemaErrorScreen key={m.file} file={m.file} problems={[{ pointer: '/menuCode', message: menuCodeProblem(m.file, m.menuCode)! }]} />);
  }
  // A detail or form names its own route: with a menu code no menu holds, it says so instead of "no permission".
  const codeProblem = menuCodeProblem(entry.file, entry.menuCode);
  if (codeProblem) return <SchemaErrorScreen file={entry.file} problems={[{ pointer: '/menuCode', message: codeProblem }]} />;
  if (file.status === 'error') return <ErrorView message={file.error} onRetry={file.retry} cause={file.cause} />;
  if (!check) return <LoadingView />;
  if (!check.ok) {
    console.error(`[engine] ${entry.file} does not match schemas/page.schema.json`, check.problems);
    return <SchemaErrorScreen file={entry.file} problems={check.problems} />;
  }
  if (!page) return <NoPermissionView />;
  const Kind = module?.Kind ?? (kinds[page.kind] as ComponentType<KindProps<PageSchema>>);
  // Keyed by file and query: another page (or record) of the same kind must start with fresh state, never
  // inherit the previous one's filters or form data, even if the router reuses us.
  const drawn = (
    <Suspense fallback={<LoadingView />}>
      <Kind key={`${entry.file}?${new URLSearchParams(query).toString()}`} page={page} query={query} file={entry.file} preparePage={preparePage} />
    </Suspense>
  );
  if (!page.pageTabs) return drawn;
  return (
    <>
      <PageTabs tabs={page.pageTabs} route={page.route} query={query} />
      {drawn}
    </>
  );
}
