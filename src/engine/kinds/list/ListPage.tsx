import type { ReactNode } from 'react';
import type { ListKindProps } from '../types';
import { ListView } from './ListView';

/** kind "list": filters, server-paged rows as cards, row link and row actions. */
export default function ListPage({ page, query }: ListKindProps): ReactNode {
  return <ListView page={page} query={query} rowActions={page.rowActions} />;
}
