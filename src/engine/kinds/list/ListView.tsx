import { Button, DotLoading } from 'antd-mobile';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { runAction } from '../../actions/runAction';
import type { Action, Column, ListPage, ReportPage } from '../../../../common/page/schemaTypes';
import { EmptyView, ErrorView, LoadingView } from '../../ui/StateViews';
import { useEngine } from '../../ui/useEngine';
import type { KindProps } from '../types';
import { evaluate } from '../../../../common/page/condition';
import { formatNumber } from '../../../../common/format/format';
import { cardHeight } from './cardHeight';
import { wholeLinesOf } from './cardLabels';
import { FilterBar } from './FilterBar';
import { PullRefresh } from './PullRefresh';
import { allQuiet } from './quietRows';
import { SortBar } from './SortBar';
import { useListController } from './useListController';
import { UniformRows } from './UniformRows';
import type { ListState, Row } from './useListData';
import { useRowLinks } from './useRowLinks';
import './list.css';

// The field-settings sheet is its own chunk: most visits never open it.
const ColumnSettingsPanel = lazy(() => import('./ColumnSettingsPanel'));
// Rows whose height varies by row need the virtualiser (its own chunk, started as such a list opens, while its
// rows are requested); rows of one height, most lists, never load it.
const loadMeasuredRows = () => import('./MeasuredRows').then((m) => ({ default: m.MeasuredRows }));
const MeasuredRows = lazy(loadMeasuredRows);

// kind "list", and the view a report draws its rows with: the filter bar, virtualised cards with pull-to-refresh
// and load-more near the bottom, the sort buttons, the field-settings sheet, and the empty / error / waiting states.
// What the list holds and asks comes from useListController; the cards are the records in its column model's
// order, each drawing the visible columns. A list's row actions act on their row; its own `actions` are
// buttons beside the keyword box (a link to "new application", a request over the whole list), with the route
// query as their record.

export interface ListContext {
  params: Record<string, unknown> | null;
  state: ListState;
}

interface Props {
  page: ListPage | ReportPage;
  /** the route query: filters it names start with its values */
  query: Record<string, string>;
  /** starts the page a row links to (the kind's preparePage) */
  preparePage: KindProps<never>['preparePage'];
  /** content between the filters and the rows (report summary and chart) */
  header?: (ctx: ListContext) => ReactNode;
  /** buttons beside the keyword box (report export) */
  tools?: (ctx: ListContext) => ReactNode;
}

export default function ListView({ page, query, preparePage, header, tools }: Props): ReactNode {
  const { text, t, lang } = useEngine();
  const rowActions = page.kind === 'list' ? page.rowActions : undefined;
  const own = page.kind === 'list' ? (page.actions ?? []) : [];
  const list = useListController(page, query);
  const { state, model, missing } = list;
  const columns = model.visible;
  const rows = model.rows;
  const [settingsOpen, setSettingsOpen] = useState(false);
  // mounted from the first opening on, so its closing slide can run
  const [settingsWanted, setSettingsWanted] = useState(false);
  const openSettings = () => {
    setSettingsWanted(true);
    setSettingsOpen(true);
  };
  const uniform = !columns.some((c) => c.visibleWhen) && !(rowActions ?? []).some((a) => a.visibleWhen);
  useEffect(() => {
    if (!uniform) void loadMeasuredRows().catch(() => undefined);
  }, [uniform]);
  const { onOpen, onPress, opens } = useRowLinks(page.rowLink, state.status === 'ready' && state.rows.length > 0, preparePage);
  const refresh = list.refresh;
  const onAction = useCallback((a: Action, record: Row) => void runAction(a, record, { refresh, defaultAfter: 'refresh' }), [refresh]);
  const wholeLine = useCallback((c: Column) => wholeLinesOf(columns, lang, (x) => text(x.label)).has(c.field), [columns, lang, text]);
  const estimate = useMemo(() => cardHeight(columns, Boolean(rowActions?.length), wholeLine), [columns, rowActions, wholeLine]);
  const estimateRow = useCallback(
    (record: Row) => cardHeight(columns.filter((c) => evaluate(c.visibleWhen, record)), (rowActions ?? []).some((a) => evaluate(a.visibleWhen, record)), wholeLine),
    [columns, rowActions, wholeLine],
  );
  const ctx: ListContext = { params: list.params, state };
  const extraTools = tools?.(ctx);
  // A new field layout means a new card height: the rows start afresh and measure it.
  const layoutKey = columns.map((c) => c.field).join(',');
  const rowsProps = {
    columns,
    onNearEnd: list.nextPage,
    distance: list.loadMoreDistance,
    actions: rowActions,
    onOpen,
    onPress,
    opens,
    onAction,
  };

  let body: ReactNode;
  // "Choose the period first": a label reads in lower case inside an English sentence (Chinese has no case).
  if (state.status === 'waiting') body = <EmptyView text={t('engine.requiredFilter', { label: missing.map((f) => (text(f.label) || f.field).replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase())).join('、') })} />;
  else if (state.status === 'loading') body = <LoadingView />;
  else if (state.status === 'error') body = <ErrorView message={state.error} onRetry={list.retry} cause={state.cause} />;
  // The page's empty words speak of an empty list ("no notices yet: create one"); narrowed by a tab or a search, none matched.
  else if (state.rows.length === 0) body = <EmptyView text={list.narrowed ? t('engine.noneMatch') : text(page.emptyText)} />;
  // Rows with nothing in them yet (stores before the day's first sale) are said in words, with other filter values to try.
  else if (page.quietRows && allQuiet(page.quietRows, state.rows, !state.hasMore))
    body = (
      <EmptyView text={text(page.quietRows.text)}>
        {page.quietRows.offers?.map((o) => (
          <Button key={`${o.field}=${o.value}`} size="small" color="primary" fill="outline" data-offer={`${o.field}=${o.value}`} onClick={() => list.setValue(o.field, o.value)}>
            {text(o.label)}
          </Button>
        ))}
      </EmptyView>
    );
  else
    body = (
      <>
        <div className="eng-count">{t('engine.total', { n: formatNumber(state.total ?? rows.length, 0) })}</div>
        {model.sortable.length > 0 && <SortBar model={model} loaded={rows.length} total={state.total} partial={state.hasMore} />}
        {uniform ? <UniformRows key={layoutKey} rows={rows} estimate={estimate} {...rowsProps} /> : (
          // The rows' height is held while their code arrives, so the line under them does not slide down after.
          <Suspense fallback={<div style={{ height: rows.reduce((h, r) => h + estimateRow(r), 0) }}><LoadingView /></div>}>
            <MeasuredRows key={layoutKey} rows={rows} keyOf={model.keyOf} estimateRow={estimateRow} {...rowsProps} />
          </Suspense>
        )}
        <div className="eng-more" role="status">
          {list.more === 'failed' ? (
            <Button size="mini" fill="none" color="primary" onClick={list.retryMore}>
              {t('engine.loadFailed')} · {t('common.retry')}
            </Button>
          ) : list.more === 'loading' ? (
            <>
              <DotLoading /> {t('engine.loadingMore')}
            </>
          ) : state.hasMore ? (
            // No moving mark while nothing loads: it would redraw the page every frame (and the first screen would
            // never count as drawn) for a line most visits never scroll to.
            t('engine.moreBelow')
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
        filters={list.filters}
        values={list.values}
        onChange={list.setValue}
        counts={list.counts}
        tools={
          // no row of tools at all when there are none (an empty strip under the tabs)
          (own.length > 0 || extraTools || list.settingsOn) && <>
            {own.map((a) => (
              <Button key={a.id} className="eng-tool" size="small" fill="none" color={a.style === 'danger' ? 'danger' : 'primary'} data-action={a.id} onClick={() => void runAction(a, query, { refresh, defaultAfter: 'stay' })}>
                {text(a.label)}
              </Button>
            ))}
            {extraTools}
            {list.settingsOn && (
              <Button className="eng-tool" size="small" fill="none" onClick={openSettings} aria-label={t('engine.columns')}>
                {t('engine.columns')}
              </Button>
            )}
          </>
        }
      />
      <PullRefresh enabled={list.pullRefresh && state.status !== 'waiting'} onRefresh={refresh}>
        <div className="eng-list__body">
          {header?.(ctx)}
          {body}
        </div>
      </PullRefresh>
      {list.settingsOn && settingsWanted && (
        <Suspense fallback={null}>
          <ColumnSettingsPanel
            visible={settingsOpen}
            columns={list.columns}
            layout={list.layout}
            onClose={() => setSettingsOpen(false)}
            onSave={(s) => {
              setSettingsOpen(false);
              void list.saveSettings(s);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
