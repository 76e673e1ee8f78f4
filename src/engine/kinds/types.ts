import type { DashboardPage, DetailPage, FormPage, ListPage, PageSchema, ReportPage } from '../../../common/page/schemaTypes';

/**
 * What a page-kind renderer receives: its validated schema, the route's query, the file it came from, and how to
 * fetch the code of a page it links to before the user opens it.
 */
export interface KindProps<P extends PageSchema> {
  page: P;
  query: Record<string, string>;
  file: string;
  preparePage: (route: string) => Promise<void>;
}

export type ListKindProps = KindProps<ListPage>;
export type ReportKindProps = KindProps<ReportPage>;
export type DetailKindProps = KindProps<DetailPage>;
export type FormKindProps = KindProps<FormPage>;
export type DashboardKindProps = KindProps<DashboardPage>;
