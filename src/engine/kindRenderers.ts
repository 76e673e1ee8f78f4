import { lazy, type ComponentType } from 'react';
import type { PageKind } from '../../common/page/schemaTypes';
import type { KindProps } from './kinds/types';

// The renderer of each kind, each its own chunk: a list never downloads ECharts and a report never the form library.
// A route's page (SchemaPage) and the studio's preview of a draft (DraftPage) draw with the same ones.

type AnyKind = ComponentType<KindProps<never>>;

export const kinds: Record<PageKind, AnyKind> = {
  list: lazy(() => import('./kinds/list/ListView')) as AnyKind,
  report: lazy(() => import('./kinds/report/ReportPage')) as AnyKind,
  detail: lazy(() => import('./kinds/detail/DetailPage')) as AnyKind,
  form: lazy(() => import('./kinds/form/FormPage')) as AnyKind,
  dashboard: lazy(() => import('./kinds/dashboard/DashboardPage')) as AnyKind,
};
