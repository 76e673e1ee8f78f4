import { Button, DotLoading } from 'antd-mobile';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { navigateTo } from '../../../navigation/navigate';
import { linkQuery, runAction } from '../../actions/runAction';
import { getPath } from '../../data/template';
import type { Action, ListPage, ReportPage } from '../../schemaTypes';
import { EmptyView, ErrorView, LoadingView } from '../../ui/StateViews';
import { useEngine } from '../../ui/useEngine';
import { applySettings, loadColumnSettings, saveColumnSettings, type ColumnSettings } from './columnSettings';
import { ColumnSettingsPanel } from './ColumnSettingsPanel';
import { FilterBar } from './FilterBar';
import { filterParams, initialValues, missingRequired, type FilterValue, type FilterValues } from './filterParams';
import { PullRefresh } from './PullRefresh';
import { useListData, type ListState, type Row } from './useListData';
import { useVisibleColumns } from './useVisibleColumns';
import { VirtualRows } from './VirtualRows';
import { cardHeight } from './cardHeight';
import './list.css';

// The body shared by list and report pages: filters → server paging → virtualised cards, with pull-to-refresh,
// load-more near the bottom, per-user field settings, and the empty / error / waiting states.

export interface ListContext {
  params: Record<string, unknown> | null;
  state: ListState;
}

interface Props {
  page: ListPage | ReportPage;
  /** the route query: filters it names start with its values */
  query: Record<string, string>;
  rowActions?: Action[];
  /** content between the filters and the rows (report summary and chart) */
  header?: (ctx: ListContext) => ReactNode;
  /** buttons beside the keyword box (report export) */
  tools?: (ctx: ListContext) => ReactNode;
}

const DEFAULT_DISTANCE = 100;

export function ListView({ page, query, rowActions, header, tools }: Props): ReactNode {
  const { text, t } = useEngine();
  const filters = useMemo(() => page.filters ?? [], [page]);
  const rowKey = page.rowKey ?? 'id';
  const [values, setValues] = useState<FilterValues>(() => initialValues(filters, undefined, query));
  const missing = missingRequired(filters, values);
  const params = useMemo(() => (missing.length ? null : filterParams(filters, values)), [filters, values, missing.length]);
  const { state, loadMore, refresh, retry } = useListData(page.api, params, page.pageSize ?? 20, rowKey);

  const [saved, setSaved] = useState<ColumnSettings | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const settingsOn = page.columnSettings !== false;
  useEffect(() => {
    if (!settingsOn) return;
    loadColumnSettings(page.id).then(setSaved, () => undefined);
  }, [page.id, settingsOn]);
  const layout = useMemo(() => applySettings(page.columns, saved), [page.columns, saved]);
  const columns = useVisibleColumns(page.columns, layout);
  const rows = state.rows;
  const uniform = !columns.some((c) => c.visibleWhen) && !(rowActions ?? []).some((a) => a.visibleWhen);

  const onChange = useCallback((field: string, value: FilterValue) => setValues((v) => ({ ...v, [field]: value })), []);
  const onOpen = useMemo(
    () => (page.rowLink ? (record: Row) => void navigateTo(page.rowLink!.to, linkQuery(page.rowLink!.query, record)) : undefined),
    [page.rowLink],
  );
  const onAction = useCallback((a: Action, record: Row) => void runAction(a, record, { refresh, defaultAfter: 'refresh' }), [refresh]);

  // One next-page request at a time; a failure waits for the user's retry instead of looping.
  const [more, setMore] = useState<'idle' | 'loading' | 'failed'>('idle');
  const nextPage = useCallback(() => {
    setMore('loading');
    loadMore().then(
      () => setMore('idle'),
      () => setMore('failed'),
    );
  }, [loadMore]);
  const onNearEnd = state.status === 'ready' && state.hasMore && more === 'idle' ? nextPage : undefined;

  const estimate = useMemo(() => cardHeight(columns, Boolean(rowActions?.length)), [columns, rowActions]);

  const saveSettings = async (s: ColumnSettings) => {
    setSettingsOpen(false);
    setSaved(s);
    await saveColumnSettings(page.id, s).catch(() => undefined);
  };

  const ctx: ListContext = { params, state };
  const counts = filters.find((f) => f.widget === 'tabs' && f.countsPath);
  const countsValue = counts?.countsPath ? (getPath(state.raw, counts.countsPath) as Record<string, unknown> | undefined) : undefined;

  let body: ReactNode;
  if (state.status === 'waiting') body = <EmptyView text={t('engine.requiredFilter', { label: missing.map((f) => text(f.label) || f.field).join('、') })} />;
  else if (state.status === 'loading') body = <LoadingView />;
  else if (state.status === 'error') body = <ErrorView message={state.error} onRetry={retry} />;
  else if (rows.length === 0) body = <EmptyView text={text(page.emptyText)} />;
  else
    body = (
      <>
        <div className="eng-count">{t('engine.total', { n: state.total ?? rows.length })}</div>
        <VirtualRows
          // A new field layout means a new card height: measured afresh.
          key={columns.map((c) => c.field).join(',')}
          records={rows}
          rowKey={rowKey}
          columns={columns}
          estimate={estimate}
          uniform={uniform}
          onNearEnd={onNearEnd}
          distance={page.loadMore?.distance ?? DEFAULT_DISTANCE}
          actions={rowActions}
          onOpen={onOpen}
          onAction={onAction}
        />
        <div className="eng-more" role="status">
          {more === 'failed' ? (
            <Button size="mini" fill="none" color="primary" onClick={nextPage}>
              {t('engine.loadFailed')} · {t('common.retry')}
            </Button>
          ) : state.hasMore ? (
            <>
              <DotLoading /> {t('engine.loadingMore')}
            </>
          ) : (
            t('engine.noMore')
          )}
        </div>
      </>
    );

  return (
    // data-* attributes let tests and support staff see what the list holds without counting DOM rows.
    <div className="eng-list" data-page-id={page.id} data-status={state.status} data-loaded={state.rows.length} data-total={state.total ?? ''}>
      <FilterBar
        filters={filters}
        values={values}
        onChange={onChange}
        counts={countsValue}
        tools={
          <>
            {tools?.(ctx)}
            {settingsOn && (
              <Button className="eng-tool" size="small" fill="none" onClick={() => setSettingsOpen(true)} aria-label={t('engine.columns')}>
                {t('engine.columns')}
              </Button>
            )}
          </>
        }
      />
      <PullRefresh enabled={page.pullRefresh !== false && state.status !== 'waiting'} onRefresh={refresh}>
        <div className="eng-list__body">
          {header?.(ctx)}
          {body}
        </div>
      </PullRefresh>
      {settingsOn && (
        <ColumnSettingsPanel visible={settingsOpen} columns={page.columns} layout={layout} onClose={() => setSettingsOpen(false)} onSave={(s) => void saveSettings(s)} />
      )}
    </div>
  );
}
