import { Suspense, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { PageSchema } from '../../common/page/schemaTypes';
import { useSessionStore } from '../stores/session';
import { kinds } from './kindRenderers';
import type { KindProps } from './kinds/types';
import { preparePage } from './pageIndex';
import { can } from './permissions';
import { resolvePage } from './resolvePage';
import { SchemaErrorScreen } from './ui/SchemaErrorScreen';
import { LoadingView, NoPermissionView } from './ui/StateViews';
import type { PageCheck } from './validation/pageCheck';
import './engine.css';

// A page document that is not a file of the build nor a published page yet: the studio's draft, drawn in its preview
// frame by the same validator, permission resolution and kinds as any page. Its own menu code may be one the
// previewed user's menu does not hold yet (a new entry published with it), so it is let through; every shield code
// is judged as for the real page. A page that takes its route and title from a menu entry not published yet is
// given `route` and its id as title.

export interface DraftPageProps {
  /** the document as typed */
  text: string;
  /** the file it will be, as error screens name it */
  file: string;
  /** where the preview frame draws it */
  route: string;
  query: Record<string, string>;
}

export default function DraftPage({ text, file, route, query }: DraftPageProps): ReactNode {
  const [check, setCheck] = useState<PageCheck | null>(null);
  useEffect(() => {
    let current = true;
    void import('./validation/validatePage').then(({ checkPageText }) => checkPageText(text)).then((c) => current && setCheck(c));
    return () => {
      current = false;
    };
  }, [text]);
  const menuList = useSessionStore((s) => s.menuList);
  const shieldCode = useSessionStore((s) => s.shieldCode);
  const page = useMemo(() => {
    if (!check?.ok) return null;
    const own = check.page.menuCode;
    return resolvePage({ ...check.page, route: check.page.route ?? route, title: check.page.title ?? check.page.id } as PageSchema, (code) => code === own || can(code));
  }, [check, route, menuList, shieldCode]);

  if (!check) return <LoadingView />;
  if (!check.ok) return <SchemaErrorScreen file={file} problems={check.problems} />;
  if (!page) return <NoPermissionView />;
  const Kind = kinds[page.kind] as ComponentType<KindProps<PageSchema>>;
  return (
    <Suspense fallback={<LoadingView />}>
      <Kind key={`${text.length}:${new URLSearchParams(query).toString()}`} page={page} query={query} file={file} preparePage={preparePage} />
    </Suspense>
  );
}
