import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { runAction } from '../../actions/runAction';
import { useEngine } from '../../ui/useEngine';
import type { ListKindProps } from '../types';
import { ListView } from './ListView';

/**
 * kind "list": filters, server-paged rows as cards, row link and row actions; `actions` are the page's own buttons
 * beside the keyword box (a link to "new application", a request over the whole list), with the route query as
 * their record.
 */
export default function ListPage({ page, query, preparePage }: ListKindProps): ReactNode {
  const { text } = useEngine();
  const own = page.actions ?? [];
  return (
    <ListView
      page={page}
      query={query}
      preparePage={preparePage}
      rowActions={page.rowActions}
      tools={
        own.length
          ? () =>
              own.map((a) => (
                <Button key={a.id} className="eng-tool" size="small" fill="none" color={a.style === 'danger' ? 'danger' : 'primary'} data-action={a.id} onClick={() => void runAction(a, query, { defaultAfter: 'stay' })}>
                  {text(a.label)}
                </Button>
              ))
          : undefined
      }
    />
  );
}
