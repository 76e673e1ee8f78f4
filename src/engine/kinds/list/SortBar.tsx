import type { ReactNode } from 'react';
import { useEngine } from '../../ui/useEngine';
import type { ColumnModel } from './useColumnModel';

// The sort buttons of a list whose page marks columns `sortable`, and a line saying what is sorted. The table sorts
// the rows on the phone: while the server holds more pages, the order covers the loaded rows only, and the line says
// so rather than let a paged list look sorted as a whole.

interface Props {
  model: ColumnModel;
  loaded: number;
  /** the server's count of all rows, when it says */
  total: number | null;
  /** more pages remain on the server */
  partial: boolean;
}

export function SortBar({ model, loaded, total, partial }: Props): ReactNode {
  const { text, t } = useEngine();
  const active = model.sorting[0];
  const activeColumn = active && model.sortable.find((c) => c.field === active.id);
  const dir = active?.desc ? t('engine.sortDesc') : t('engine.sortAsc');
  return (
    <div className="eng-sort">
      <div className="eng-sort__buttons" role="group" aria-label={t('engine.sortBy')}>
        <span className="eng-sort__label">{t('engine.sortBy')}</span>
        {model.sortable.map((c) => {
          const on = active?.id === c.field;
          return (
            <button
              key={c.field}
              type="button"
              className={on ? 'eng-sort__button eng-sort__button--on' : 'eng-sort__button'}
              data-sort={c.field}
              aria-pressed={on}
              // aria-sort belongs to table headers, not buttons: the direction is in the label
              aria-label={on ? `${text(c.label)} ${dir}` : undefined}
              data-dir={on ? (active.desc ? 'desc' : 'asc') : undefined}
              onClick={() => model.toggleSort(c.field)}
            >
              {text(c.label)}
              {on && <span aria-hidden="true">{active.desc ? ' ↓' : ' ↑'}</span>}
            </button>
          );
        })}
      </div>
      {activeColumn && (
        <div className={partial ? 'eng-sort__scope eng-sort__scope--partial' : 'eng-sort__scope'} role="status">
          {partial
            ? t('engine.sortedLoaded', { label: text(activeColumn.label), dir, n: loaded, total: total ?? '?' })
            : t('engine.sortedAll', { label: text(activeColumn.label), dir, n: loaded })}
        </div>
      )}
    </div>
  );
}
