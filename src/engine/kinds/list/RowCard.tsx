import { Button } from 'antd-mobile';
import { memo, type ReactNode } from 'react';
import { evaluate } from '../../data/condition';
import { can } from '../../permissions';
import type { Action, Column } from '../../schemaTypes';
import { FieldValue } from '../../ui/FieldValue';
import { useEngine } from '../../ui/useEngine';
import type { TableRow } from './useRowTable';
import type { Row } from './useListData';

// One row of a list as a card, the phone layout of a table row: title and status badge on top, the
// subtitle below, then the body fields as label/value pairs in two columns (wide ones span both).

interface CardHandlers {
  actions?: Action[];
  onOpen?: (record: Row) => void;
  onAction?: (action: Action, record: Row) => void;
}

export interface RowCardProps extends CardHandlers {
  row: TableRow;
  byField: Map<string, Column>;
}

/** A record as a card; `entries` are the columns to show, in order, with their values. */
export function Card({ record, entries, actions, onOpen, onAction }: CardHandlers & { record: Row; entries: [Column, unknown][] }): ReactNode {
  const { text } = useEngine();
  let title: ReactNode = null;
  let badge: ReactNode = null;
  let subtitle: ReactNode = null;
  const fields: ReactNode[] = [];
  for (const [col, raw] of entries) {
    if (!evaluate(col.visibleWhen, record)) continue;
    const value = <FieldValue value={raw} format={col.format} />;
    switch (col.card) {
      case 'title':
        title = value;
        break;
      case 'badge':
        badge = value;
        break;
      case 'subtitle':
        subtitle = value;
        break;
      default:
        fields.push(
          <div key={col.field} className={col.card === 'wide' ? 'eng-card__pair eng-card__pair--wide' : 'eng-card__pair'}>
            <dt>{text(col.label)}</dt>
            <dd className={col.align === 'right' ? 'eng-num' : undefined}>{value}</dd>
          </div>,
        );
    }
  }
  const shown = (actions ?? []).filter((a) => can(a.shieldCode) && evaluate(a.visibleWhen, record));
  const open = onOpen ? () => onOpen(record) : undefined;
  return (
    <article
      className={open ? 'eng-card eng-card--link' : 'eng-card'}
      onClick={open}
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
      {fields.length > 0 && <dl className="eng-card__grid">{fields}</dl>}
      {shown.length > 0 && (
        <footer className="eng-card__actions" onClick={(e) => e.stopPropagation()}>
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

function RowCardImpl({ row, byField, ...handlers }: RowCardProps): ReactNode {
  const entries = row.getVisibleCells().flatMap((cell): [Column, unknown][] => {
    const col = byField.get(cell.column.id);
    return col ? [[col, cell.getValue()]] : [];
  });
  return <Card record={row.original} entries={entries} {...handlers} />;
}

/** Rows re-render only when their own data or the column layout changes. */
export const RowCard = memo(RowCardImpl);
