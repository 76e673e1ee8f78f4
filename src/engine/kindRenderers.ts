import { lazy, type ComponentType } from 'react';
import type { PageKind } from '../../common/page/schemaTypes';
import type { KindProps } from './kinds/types';

// The renderer of each kind, each its own chunk: a list never downloads ECharts and a report never the form library.
// A route's page (SchemaPage) and the studio's preview of a draft (DraftPage) draw with the same ones.

type AnyKind = ComponentType<KindProps<never>>;

/** Each kind's renderer chunk: a page whose document arrives at run time fetches it beside its data (publishedPages.ts). */
export const kindLoaders: Record<PageKind, () => Promise<{ default: AnyKind }>> = {
  list: () => import('./kinds/list/ListView') as Promise<{ default: AnyKind }>,
  report: () => import('./kinds/report/ReportPage') as Promise<{ default: AnyKind }>,
  detail: () => import('./kinds/detail/DetailPage') as Promise<{ default: AnyKind }>,
  form: () => import('./kinds/form/FormPage') as Promise<{ default: AnyKind }>,
  dashboard: () => import('./kinds/dashboard/DashboardPage') as Promise<{ default: AnyKind }>,
};

export const kinds: Record<PageKind, AnyKind> = {
  list: lazy(kindLoaders.list),
  report: lazy(kindLoaders.report),
  detail: lazy(kindLoaders.detail),
  form: lazy(kindLoaders.form),
  dashboard: lazy(kindLoaders.dashboard),
};
