import { Button } from 'antd-mobile';
import { memo, type ReactNode } from 'react';
import { evaluate } from '../../../../common/page/condition';
import type { Action, Column } from '../../../../common/page/schemaTypes';
import { valueContent } from '../../ui/FieldValue';
import { Mark } from '../../ui/Mark';
import { useEngine } from '../../ui/useEngine';
import { cellValue } from './cellValue';
import type { Row } from './useListData';
import { wholeLinesOf } from './cardLabels';

// One row of a list as a card, the phone layout of a table row: title and status badge on top, the
// subtitle below, a message's words, then the body fields as label/value pairs in two columns (wide ones span
// both), and a small foot line (a category, a time: plain text, no labels). Kept to
// few elements (dt/dd straight in a grid): lists mount a card per frame while scrolling.

interface CardHandlers {
  actions?: Action[];
  onOpen?: (record: Row) => void;
  /** a finger (or pointer) came down on a card that opens: its page may start before the tap completes */
  onPress?: (record: Row) => void;
  /** whether this record opens (no link of the list applies to it: not a link, no arrow, no dead tap) */
  opens?: (record: Row) => boolean;
  onAction?: (action: Action, record: Row) => void;
}

export interface RowCardProps extends CardHandlers {
  record: Row;
  /** the visible columns, in the user's order (one list object shared by every card): a new one redraws the cards */
  columns: Column[];
}

/** A record as a card; `entries` are the columns to show, in order, with their values. */
export function Card({ record, columns, entries, actions, onOpen, onPress, opens, onAction }: CardHandlers & { record: Row; columns: Column[]; entries: [Column, unknown][] }): ReactNode {
  const { text, ctx, fmt, lang } = useEngine();
  const wholeLines = wholeLinesOf(columns, lang, (c) => text(c.label));
  let title: ReactNode = null;
  let badge: ReactNode = null;
  let subtitle: ReactNode = null;
  let words: ReactNode = null;
  const foot: ReactNode[] = [];
  const fields: ReactNode[] = [];
  for (const [col, raw] of entries) {
    if (!evaluate(col.visibleWhen, record)) continue;
    const { content: plain, empty } = valueContent(raw, col.format, ctx);
    const value = col.mark ? (
      <>
        {plain}
        <Mark mark={col.mark} record={record} />
      </>
    ) : (
      plain
    );
    switch (col.card) {
      case 'title':
        title = value;
        break;
      case 'badge':
        // no status is no badge (a fee without a dispute), not a "-" in a tag
        badge = empty ? null : value;
        break;
      case 'subtitle':
        // An empty subtitle (a day row has no code) keeps its line, so every card stays the same height, but no "-".
        subtitle = empty ? '\u00a0' : value;
        break;
      case 'text':
        words = value;
        break;
      case 'foot':
        foot.push(<span key={col.field}>{empty ? '' : fmt(raw, col.format)}</span>);
        break;
      default: {
        const label = text(col.label);
        const whole = wholeLines.has(col.field);
        const pair = [
          <dt key={`${col.field}:l`} className={whole ? 'eng-card__wide' : undefined}>
            {label}
          </dt>,
          <dd key={`${col.field}:v`} className={`${whole ? 'eng-card__wide ' : ''}${empty ? 'eng-value--empty' : ''}`}>
            {value}
          </dd>,
        ];
        // A line of its own is one row of the grid, its label and value sharing the whole width (a date with its
        // "Overdue" tag, an order number): in the grid's columns the value had only the right pair's width.
        fields.push(whole ? <div key={col.field} className="eng-card__line">{pair}</div> : pair);
      }
    }
  }
  const shown = (actions ?? []).filter((a) => evaluate(a.visibleWhen, record));
  const open = onOpen && (opens?.(record) ?? true) ? () => onOpen(record) : undefined;
  return (
    <article
      className={open ? 'eng-card eng-card--link' : 'eng-card'}
      onClick={open}
      onPointerDown={open && onPress ? () => onPress(record) : undefined}
      onKeyDown={open ? (e) => e.key === 'Enter' && open() : undefined}
      role={open ? 'link' : undefined}
      tabIndex={open ? 0 : undefined}
    >
      {(title || badge) && (
        <header className="eng-card__head">
          <span className="eng-card__title">{title}</span>
          {badge}
        </header>
      )}
      {subtitle && <div className="eng-card__sub">{subtitle}</div>}
      {words !== null && <p className="eng-card__text">{words}</p>}
      {fields.length > 0 && <dl className="eng-card__grid">{fields}</dl>}
      {foot.length > 0 && <div className="eng-card__foot">{foot}</div>}
      {shown.length > 0 && (
        // The buttons are the card's own: neither their tap nor their touch opens (or starts) the row's page.
        <footer className="eng-card__actions" onClick={(e) => e.stopPropagation()} onPointerDown={(e) => e.stopPropagation()}>
          {shown.map((a) => (
            <Button key={a.id} size="mini" color={a.style === 'danger' ? 'danger' : a.style === 'primary' ? 'primary' : 'default'} onClick={() => onAction?.(a, record)}>
              {text(a.label)}
            </Button>
          ))}
        </footer>
      )}
    </article>
  );
}

function RowCardImpl({ record, columns, ...handlers }: RowCardProps): ReactNode {
  // The cell values the table sorts by (columnModel.ts), read for this card's columns only.
  return <Card record={record} columns={columns} entries={columns.map((c): [Column, unknown] => [c, cellValue(record, c.field)])} {...handlers} />;
}

/** Rows re-render only when their own record or the column layout changes (a next page keeps the cards drawn). */
export const RowCard = memo(RowCardImpl);
