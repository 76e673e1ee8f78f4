import { useLayoutEffect, useState, type ReactNode } from 'react';
import { navigateTo } from '../../../navigation/navigate';
import { mayOpen } from '../../../navigation/routeTable';
import { pageMemoryKey, remember, rememberedNumber } from '../../../ui/rememberedLayout';
import { linkQuery } from '../../actions/runAction';
import { rowLinkFor } from '../../data/rowLinks';
import { getPath } from '../../../../common/page/template';
import { formatValue, percentNumber } from '../../../../common/format/format';
import type { StatItem, StatTile } from '../../../../common/page/schemaTypes';
import { joinedText } from '../../ui/joinedText';
import { shownItems, type Answer } from './statFigures';
import { FieldValue } from '../../ui/FieldValue';
import { ErrorView } from '../../ui/StateViews';
import { useEngine } from '../../ui/useEngine';
import { useTileAnswer, type SharedCalls } from './tileAnswer';
import './stats.css';

// `"type": "stat"`: figures from one call. While they load, each figure is drawn with its label and an empty value
// of the figure's height: nothing below moves when they arrive. A tile whose figures may be left out (`hideEmpty`)
// or that may warn (`notice`) keeps the space the last visit showed instead (remembered on the phone). A `note` under
// the title (how the figures were counted: the minute a same-time comparison cuts at) keeps its line while loading.

/**
 * ▲12.34% / ▼3.10% of a change ratio, or ▲1.77 pp of a difference of two shares (`points`), coloured by direction;
 * words when there is no earlier figure to compare.
 */
function Change({ value, points }: { value: unknown; points: boolean }): ReactNode {
  const { ctx, t } = useEngine();
  const n = value === null || value === undefined || value === '' ? NaN : Number(value);
  // No change to show (the period before had nothing): say so in words, not with a bare mark a reader takes for a fault.
  if (!Number.isFinite(n)) return <span className="eng-stat__change eng-stat__change--none">{t('engine.noEarlier')}</span>;
  const dir = n > 0 ? 'up' : n < 0 ? 'down' : 'flat';
  const size = String(value).replace(/^-/, '');
  const text = points ? t('engine.points', { n: percentNumber(size) }) : formatValue(size, 'rate', ctx);
  return <span className={`eng-stat__change eng-stat__change--${dir}`}>{dir === 'up' ? '▲' : dir === 'down' ? '▼' : ''}{text}</span>;
}

function Notice({ tile, answer }: { tile: StatTile; answer: Answer }): ReactNode {
  const { text } = useEngine();
  const said = tile.notice ? joinedText(tile.notice, answer, text) : '';
  if (!said) return null;
  const link = rowLinkFor(tile.notice?.link, answer);
  return (
    <button type="button" className="eng-notice" onClick={link ? () => navigateTo(link.to, linkQuery(link.query, answer)) : undefined}>
      <span aria-hidden="true">!</span> {said}
    </button>
  );
}

/**
 * One figure: its label, the value (with `unit`), and under it a change or a `detail` figure. A button that opens
 * `to` when the user may open that page (mayOpen: the router's admission); else the figure alone, not a button.
 */
function Figure({ item, answer }: { item: StatItem; answer: Answer | undefined }): ReactNode {
  const { text, fmt } = useEngine();
  const linked = item.to !== undefined && mayOpen(item.to);
  const open = answer && linked ? () => navigateTo(item.to!, linkQuery(item.query, answer)) : undefined;
  const blank = <span className="eng-stat__value eng-stat__value--loading">{'\u00a0'}</span>;
  const unit = text(item.unit);
  const figure = (
    <>
      <span className="eng-stat__label">{text(item.label)}</span>
      {answer ? (
        <span className="eng-stat__value">
          <FieldValue value={getPath(answer, item.field)} format={item.format} />
          {unit && ` ${unit}`}
        </span>
      ) : (
        blank
      )}
      {item.change && (answer ? <Change value={getPath(answer, item.change)} points={item.changeIn === 'points'} /> : <span className="eng-stat__change">{'\u00a0'}</span>)}
      {item.detail && <span className="eng-stat__detail">{answer ? fmt(getPath(answer, item.detail.field), item.detail.format) : '\u00a0'}</span>}
    </>
  );
  if (!linked) return <div className="eng-stat">{figure}</div>;
  return (
    <button type="button" className="eng-stat eng-stat--link" onClick={open} disabled={!open}>
      {figure}
    </button>
  );
}

export function Stats({ tile, index, pageId, params, shared }: { tile: StatTile; index: number; pageId: string; params: Record<string, unknown>; shared: SharedCalls }): ReactNode {
  const { text } = useEngine();
  const answer = useTileAnswer(tile.api, params, shared);
  const data = answer.status === 'ready' ? ((answer.data ?? {}) as Answer) : undefined;
  const changing = tile.items.some((item) => item.hideEmpty) || Boolean(tile.notice);
  const memory = pageMemoryKey(pageId, `tile${index}`);
  // What the last visit showed: how many figures, and whether the notice was there.
  const [expected] = useState(() => (changing ? { figures: rememberedNumber(`${memory}.figures`, tile.items.length, tile.items.length), notice: rememberedNumber(`${memory}.notice`, 0, 1) === 1 } : null));
  const items = data ? shownItems(tile.items, data) : expected ? tile.items.slice(0, expected.figures) : tile.items;
  const notice = data && tile.notice ? joinedText(tile.notice, data, text) !== '' : Boolean(expected?.notice);
  useLayoutEffect(() => {
    if (!data || !changing) return;
    remember(`${memory}.figures`, items.length);
    remember(`${memory}.notice`, notice ? 1 : 0);
  }, [data]);

  if (answer.status === 'error') return tile.quiet ? null : <ErrorView message={answer.error} onRetry={answer.retry} cause={answer.cause} />;
  if (tile.quiet && items.length === 0 && !notice) return null;
  const look = tile.look === 'attention' ? ' eng-stats-tile--attention' : '';
  const noticeLine = data ? <Notice tile={tile} answer={data} /> : notice && <div className="eng-notice" aria-hidden="true">{'\u00a0'}</div>;
  // Only a notice left: it stands alone, without the figures' card.
  if (items.length === 0) return noticeLine;
  return (
    <section className={`eng-section eng-stats-tile${look}`} aria-busy={answer.loading}>
      {noticeLine}
      {tile.title && <h3 className="eng-section__title">{text(tile.title)}</h3>}
      {tile.note && <p className="eng-stats-tile__note">{data ? joinedText(tile.note, data, text) : '\u00a0'}</p>}
      <div className="eng-stats">
        {items.map((item) => (
          <Figure key={item.field} item={item} answer={data} />
        ))}
      </div>
    </section>
  );
}
