import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { runAction } from '../../actions/runAction';
import { arrivedAnswer, callApi } from '../../data/api';
import { evaluate } from '../../../../common/page/condition';
import { fillTemplate, getPath } from '../../../../common/page/template';
import { useApi } from '../../data/useApi';
import { FieldValue } from '../../ui/FieldValue';
import { AfterPaint } from '../../../ui/afterPaint';
import { ErrorView, LoadingView } from '../../ui/StateViews';
import type { DetailKindProps } from '../types';
import { ActionBar } from './ActionBar';
import { DetailTabs } from './DetailTabs';
import { LineCards } from './LineCards';
import { PrintReceipt } from './PrintReceipt';
import { PrintSheet } from './PrintSheet';
import { Sections } from './Sections';
import '../list/list.css';
import './detail.css';

// kind "detail": one document from `api` (filled from the route query, e.g. {{id}}), a heading with its
// status badge, header sections, the line cards and an action bar. Actions post and reload the
// document; state changes carry the `version` the user saw, so the server can refuse a stale confirm.
// 打印 opens the print sheet (receipt preview, browser print) until the printing module takes over.

// A conversation brings antd-mobile's text area: only the pages that have one fetch it.
const Conversation = lazy(() => import('./Conversation').then((m) => ({ default: m.Conversation })));

/** Space between the document's last line and the action bar, px (detail.css's padding is the usual bar plus this). */
const BAR_GAP = 12;

export default function DetailPage({ page, query }: DetailKindProps): ReactNode {
  const doc = useApi<Record<string, unknown>>(
    (signal) => callApi<Record<string, unknown>>(page.api, { scope: query, signal, silent: true }),
    `${page.api.url} ${JSON.stringify(query)}`,
    () => arrivedAnswer(page.api, { scope: query }),
  );
  // After an action the document reloads in place; if that fails, the page says so with a retry.
  const refresh = useCallback(() => doc.reload().catch(doc.retry), [doc.reload, doc.retry]);
  const [printing, setPrinting] = useState(false);
  // The print sheet exists from the first 打印 on, so its closing slide can run.
  const [printWanted, setPrintWanted] = useState(false);
  const print = () => {
    setPrintWanted(true);
    setPrinting(true);
  };
  // The page ends above the action bar, whatever its height, so the last line's figures stay readable. Written to
  // the element, not kept as state: the bar's height must not draw the whole document a second time. The style
  // sheet's padding already fits the usual bar (one line of 44 px buttons); only a bar of another height is written,
  // so the document's first frame is laid out once, not again when the bar reports its height.
  const box = useRef<HTMLDivElement>(null);
  const keepAboveBar = useCallback((px: number | null) => {
    const el = box.current;
    if (!el) return;
    if (px !== null && Math.abs(parseFloat(getComputedStyle(el).paddingBottom) - (px + BAR_GAP)) < 1) return;
    el.style.paddingBottom = px === null ? '' : `${px + BAR_GAP}px`;
  }, []);

  if (doc.status === 'error') return <ErrorView message={doc.error} onRetry={doc.retry} cause={doc.cause} />;
  if (doc.status !== 'ready') return <LoadingView />;
  const record = { ...query, ...(doc.data ?? {}) };
  const actions = (page.actions ?? []).filter((a) => evaluate(a.visibleWhen, record));

  return (
    <div ref={box} className={actions.length ? 'eng-detail eng-detail--with-actions' : 'eng-detail'}>
      {(page.heading || page.status) && (
        <header className="eng-detail__head">
          {page.heading && <h2 className="eng-detail__heading">{fillTemplate(page.heading, record)}</h2>}
          {page.status && <FieldValue value={getPath(record, page.status.field)} format={{ type: 'enum', enum: page.status.enum }} />}
        </header>
      )}
      <Sections sections={page.sections} record={record} />
      {page.lines && <LineCards lines={page.lines} record={record} />}
      {page.conversation && (
        <Suspense fallback={null}>
          <Conversation spec={page.conversation} record={record} refresh={refresh} />
        </Suspense>
      )}
      {page.tabs && page.tabs.length > 0 && <DetailTabs tabs={page.tabs} record={record} initial={query.tab} />}
      {actions.length > 0 && (
        <ActionBar
          actions={actions}
          onHeight={keepAboveBar}
          onRun={(a) => void runAction(a, record, { refresh, defaultAfter: 'refresh', print })}
        />
      )}
      {printWanted && <PrintSheet page={page} record={record} visible={printing} onClose={() => setPrinting(false)} />}
      {/* What window.print() puts on paper joins once the document's first frame is on the screen. */}
      <AfterPaint>
        <PrintReceipt page={page} record={record} />
      </AfterPaint>
    </div>
  );
}
