import { Button } from 'antd-mobile';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { runAction } from '../../actions/runAction';
import { callApi } from '../../data/api';
import { evaluate } from '../../data/condition';
import { fillTemplate, getPath } from '../../data/template';
import { FieldValue } from '../../ui/FieldValue';
import { ErrorView, LoadingView } from '../../ui/StateViews';
import { useEngine } from '../../ui/useEngine';
import type { DetailKindProps } from '../types';
import { LineCards } from './LineCards';
import { PrintReceipt } from './PrintReceipt';
import { Sections } from './Sections';
import '../list/list.css';
import './detail.css';

// kind "detail": one document from `api` (filled from the route query, e.g. {{id}}), a heading with its
// status badge, header sections, the line cards and an action bar. Actions post and reload the
// document; state changes carry the `version` the user saw, so the server can refuse a stale confirm.

type Loaded = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; record: Record<string, unknown> };

export default function DetailPage({ page, query }: DetailKindProps): ReactNode {
  const { text } = useEngine();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const queryKey = JSON.stringify(query);

  const load = useCallback(
    async (quiet: boolean) => {
      if (!quiet) setLoaded({ status: 'loading' });
      try {
        const record = await callApi<Record<string, unknown>>(page.api, { scope: query, silent: true });
        setLoaded({ status: 'ready', record: record ?? {} });
      } catch (err) {
        setLoaded({ status: 'error', message: (err as Error).message });
      }
    },
    // queryKey stands for query
    [page.api, queryKey],
  );
  useEffect(() => void load(false), [load]);

  if (loaded.status === 'loading') return <LoadingView />;
  if (loaded.status === 'error') return <ErrorView message={loaded.message} onRetry={() => void load(false)} />;
  const record = { ...query, ...loaded.record };
  const actions = (page.actions ?? []).filter((a) => evaluate(a.visibleWhen, record));

  return (
    <div className={actions.length ? 'eng-detail eng-detail--with-actions' : 'eng-detail'}>
      {(page.heading || page.status) && (
        <header className="eng-detail__head">
          {page.heading && <h2 className="eng-detail__heading">{fillTemplate(page.heading, record)}</h2>}
          {page.status && <FieldValue value={getPath(record, page.status.field)} format={{ type: 'enum', enum: page.status.enum }} />}
        </header>
      )}
      <Sections sections={page.sections} record={record} />
      {page.lines && <LineCards lines={page.lines} record={record} />}
      {actions.length > 0 && (
        <footer className="eng-actions">
          {actions.map((a) => (
            <Button
              key={a.id}
              data-action={a.id}
              color={a.style === 'primary' ? 'primary' : a.style === 'danger' ? 'danger' : 'default'}
              fill={a.style === 'primary' ? 'solid' : 'outline'}
              onClick={() => void runAction(a, record, { refresh: () => load(true), defaultAfter: 'refresh' })}
            >
              {text(a.label)}
            </Button>
          ))}
        </footer>
      )}
      <PrintReceipt page={page} record={record} />
    </div>
  );
}
