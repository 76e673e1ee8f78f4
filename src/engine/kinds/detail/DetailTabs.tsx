import { useState, type ReactNode } from 'react';
import { callApi } from '../../data/api';
import { getPath } from '../../../../common/page/template';
import { useApi } from '../../data/useApi';
import { Chart } from '../../pageParts';
import type { DetailTab } from '../../../../common/page/schemaTypes';
import { ErrorView, LoadingView } from '../../ui/StateViews';
import { useEngine } from '../../ui/useEngine';
import { Tabs } from '../../widgets/Tabs';
import { LineCards } from './LineCards';
import { Sections } from './Sections';

/** What a tab shows over a record: its sections, its chart (over the lines' rows) and its line cards. */
function TabBody({ tab, record }: { tab: DetailTab; record: Record<string, unknown> }): ReactNode {
  const rowsAt = tab.lines?.path ?? tab.api?.listPath;
  const rows = rowsAt ? getPath(record, rowsAt) : undefined;
  return (
    <>
      {tab.sections && tab.sections.length > 0 && <Sections sections={tab.sections} record={record} />}
      {tab.chart && <Chart chart={tab.chart} rows={Array.isArray(rows) ? (rows as Record<string, unknown>[]) : []} />}
      {tab.lines && <LineCards lines={tab.lines} record={record} />}
    </>
  );
}

/** A tab with its own call: made when the tab first opens, filled from the page's record ({{itemId}}). */
function CalledTab({ tab, api, record }: { tab: DetailTab; api: NonNullable<DetailTab['api']>; record: Record<string, unknown> }): ReactNode {
  const answer = useApi<Record<string, unknown>>(
    (signal) => callApi<Record<string, unknown>>(api, { scope: record, signal, silent: true }),
    `${api.url} ${JSON.stringify(api.params ?? {})} ${JSON.stringify(record)}`,
  );
  if (answer.status === 'error') return <ErrorView message={answer.error} onRetry={answer.retry} cause={answer.cause} />;
  if (answer.status !== 'ready') return <LoadingView />;
  // The answer is read as the tab's record; the page's record stays underneath it (a list answer becomes `rows`).
  const data = Array.isArray(answer.data) ? { rows: answer.data } : (answer.data ?? {});
  return <TabBody tab={tab} record={{ ...record, ...data }} />;
}

/**
 * Tabs of a detail page (kind "detail", `tabs`): a strip of titles, the open one's body below. A link may open
 * a tab by its key (?tab=stock); a tab's call is made only when it opens, and again each time it is reopened.
 */
export function DetailTabs({ tabs, record, initial }: { tabs: DetailTab[]; record: Record<string, unknown>; initial?: string }): ReactNode {
  const { text } = useEngine();
  const [active, setActive] = useState(() => (tabs.some((t) => t.key === initial) ? initial! : tabs[0]!.key));
  const tab = tabs.find((t) => t.key === active) ?? tabs[0]!;
  return (
    <section className="eng-detail-tabs">
      <Tabs className="eng-tabs" items={tabs.map((t) => ({ key: t.key, title: text(t.title) }))} activeKey={tab.key} onChange={setActive} />
      <div className="eng-detail-tabs__body" role="tabpanel" data-tab={tab.key}>
        {tab.api ? <CalledTab key={tab.key} tab={tab} api={tab.api} record={record} /> : <TabBody tab={tab} record={record} />}
      </div>
    </section>
  );
}
