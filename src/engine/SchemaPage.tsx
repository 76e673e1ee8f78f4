import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { KindProps } from './kinds/types';
import { can } from './permissions';
import { findPage } from './pageIndex';
import type { PageKind, PageSchema } from './schemaTypes';
import { SchemaErrorScreen } from './ui/SchemaErrorScreen';
import { ErrorView, LoadingView, NoPermissionView } from './ui/StateViews';
import { useEngine } from './ui/useEngine';
import { checkPageText, type SchemaProblem } from './validation/validatePage';
import './engine.css';

// Route → page file → validated schema → the renderer of its kind. Each kind is its own chunk, so a list
// never downloads ECharts and a report never downloads the form library.

type AnyKind = ComponentType<KindProps<never>>;

const kinds: Record<PageKind, AnyKind> = {
  list: lazy(() => import('./kinds/list/ListPage')) as AnyKind,
  report: lazy(() => import('./kinds/report/ReportPage')) as AnyKind,
  detail: lazy(() => import('./kinds/detail/DetailPage')) as AnyKind,
  form: lazy(() => import('./kinds/form/FormPage')) as AnyKind,
  dashboard: lazy(() => import('./kinds/dashboard/DashboardPage')) as AnyKind,
};

type Loaded =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed'; message: string }
  | { state: 'invalid'; file: string; problems: SchemaProblem[] }
  | { state: 'ready'; file: string; page: PageSchema };

export default function SchemaPage({ route, query }: { route: string; query: Record<string, string> }): ReactNode {
  const { t } = useEngine();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const entry = findPage(route);
    if (!entry) {
      setLoaded({ state: 'missing' });
      return;
    }
    let live = true;
    setLoaded({ state: 'loading' });
    entry
      .load()
      .then(checkPageText)
      .then((check) => {
        if (!live) return;
        if (check.ok) setLoaded({ state: 'ready', file: entry.file, page: check.page });
        else {
          console.error(`[engine] ${entry.file} does not match schemas/page.schema.json`, check.problems);
          setLoaded({ state: 'invalid', file: entry.file, problems: check.problems });
        }
      })
      .catch((err: unknown) => live && setLoaded({ state: 'failed', message: (err as Error).message }));
    return () => {
      live = false;
    };
  }, [route, attempt]);

  switch (loaded.state) {
    case 'loading':
      return <LoadingView />;
    case 'missing':
      return <ErrorView message={t('engine.noSchema')} />;
    case 'failed':
      return <ErrorView message={loaded.message} onRetry={() => setAttempt((n) => n + 1)} />;
    case 'invalid':
      return <SchemaErrorScreen file={loaded.file} problems={loaded.problems} />;
    case 'ready': {
      if (!can(loaded.page.menuCode)) return <NoPermissionView />;
      const Kind = kinds[loaded.page.kind] as ComponentType<KindProps<PageSchema>>;
      // Keyed by file and query: another page (or record) of the same kind must start with fresh
      // state, never inherit the previous one's filters or form data, even if the router reuses us.
      return (
        <Suspense fallback={<LoadingView />}>
          <Kind key={`${loaded.file}?${new URLSearchParams(query).toString()}`} page={loaded.page} query={query} file={loaded.file} />
        </Suspense>
      );
    }
  }
}
