import { Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import type { Filter } from '../../../../common/page/schemaTypes';
import { LoadingView } from '../../ui/StateViews';
import { useEngine } from '../../ui/useEngine';
import { DropPanel } from '../../widgets/DropPanel';
import type { FilterValue, FilterValues } from '../../../../common/filters/filterParams';
import { FILTER_WIDGETS } from './filters/registry';
import { afterEachInTurn } from '../../../navigation/firstScreen';
import { useApi } from '../../data/useApi';
import { loadChoices } from './filters/pickerChoices';
// (a dashboard draws it without the rest of the list)
import './list.css';

// The keyword box travels in this file (its text filter draws it): a links tile that searches takes it from here
// (kinds/dashboard/dashboardParts.tsx) rather than as one more file in every list's first round.
export { SearchBox } from '../../widgets/SearchBox';

// The filter area of a list: status tabs, a keyword box, and a row of drop-down filters (period, branch,
// item, select, number range), each titled with its current choice; tapping a title opens its panel under
// the row. Sticks under the nav bar. What each widget draws and sends comes from the widget registry.

interface Props {
  filters: Filter[];
  values: FilterValues;
  onChange: (field: string, value: FilterValue) => void;
  counts?: Record<string, unknown>;
  /** extra buttons at the end of the keyword row (export, column settings) */
  tools?: ReactNode;
}

/** Fetches the drop-down panels' code once the first screen is drawn, so the first tap opens at once. */
function usePanelsPreloaded(drops: Filter[]): void {
  const widgets = [...new Set(drops.map((f) => f.widget))].join(',');
  useEffect(() => {
    if (!widgets) return undefined;
    return afterEachInTurn(widgets.split(','), (w) => FILTER_WIDGETS[w as Filter['widget']].preload?.());
  }, [widgets]);
}

function Arrow(): ReactNode {
  return (
    <svg className="eng-dropdown__arrow" width="9" height="9" viewBox="0 0 10 10" aria-hidden="true">
      <path d="M1 3h8L5 8z" fill="currentColor" />
    </svg>
  );
}

/**
 * The name of a branch or category a link gave only by its id (?branchId=2): read from the picker's own choices, so
 * the title says which store the screen shows instead of a highlighted "Store". Items are searched, not listed:
 * theirs stays the label until the user picks.
 */
function LinkedChoice({ filter, id, label }: { filter: Filter; id: unknown; label: string }): ReactNode {
  const api = filter.optionsApi;
  const choices = useApi(api ? (signal) => loadChoices(api, signal) : null, `${api?.url} ${String(id)}`);
  return choices.data?.find((c) => String(c.id) === String(id))?.name ?? label;
}

const LISTED_PICKERS = new Set<Filter['widget']>(['branch', 'category']);

export function FilterBar({ filters, values, onChange, counts, tools }: Props): ReactNode {
  const { text, t } = useEngine();
  const [openField, setOpenField] = useState<string | null>(null);
  // The panel keeps showing the last filter while it slides away.
  const [shownField, setShownField] = useState<string | null>(null);
  const panelId = useId();
  const placed = (place: 'tabs' | 'search' | 'dropdown') => filters.filter((f) => FILTER_WIDGETS[f.widget].place === place);
  const tabs = placed('tabs')[0];
  const search = placed('search')[0];
  const drops = placed('dropdown');
  usePanelsPreloaded(drops);

  const draw = (f: Filter, close = false) => {
    const { panel: Panel } = FILTER_WIDGETS[f.widget];
    const change = (v: FilterValue) => {
      if (close) setOpenField(null);
      onChange(f.field, v);
    };
    return <Panel filter={f} value={values[f.field]} counts={counts} onChange={change} />;
  };
  const title = (f: Filter): ReactNode => {
    const v = values[f.field];
    const label = text(f.label) || f.field;
    if (v === undefined) return label;
    if (LISTED_PICKERS.has(f.widget) && (typeof v === 'number' || typeof v === 'string')) return <LinkedChoice filter={f} id={v} label={label} />;
    return FILTER_WIDGETS[f.widget].summary(f, v, { text, t });
  };
  const toggle = (field: string) => {
    setOpenField((o) => (o === field ? null : field));
    setShownField(field);
  };
  const shown = drops.find((f) => f.field === shownField);

  return (
    <div className="eng-filters">
      {tabs && draw(tabs)}
      {(search || tools) && (
        <div className="eng-filters__row">
          {search ? draw(search) : <span className="eng-filters__spacer" />}
          {tools}
        </div>
      )}
      {drops.length > 0 && (
        <div className={openField ? 'eng-dropdown eng-dropdown--open' : 'eng-dropdown'}>
          {drops.map((f) => {
            const open = openField === f.field;
            const classes = ['eng-dropdown__item', values[f.field] !== undefined && 'eng-dropdown__item--highlight', open && 'eng-dropdown__item--active'];
            return (
              <button
                key={f.field}
                type="button"
                className={classes.filter(Boolean).join(' ')}
                aria-expanded={open}
                aria-controls={open ? panelId : undefined}
                onPointerDown={() => void FILTER_WIDGETS[f.widget].preload?.().catch(() => undefined)}
                onClick={() => toggle(f.field)}
              >
                <span className="eng-dropdown__title">{title(f)}</span>
                <Arrow />
              </button>
            );
          })}
        </div>
      )}
      {shown && (
        <DropPanel id={panelId} visible={openField !== null} onClose={() => setOpenField(null)} label={text(shown.label) || shown.field}>
          <Suspense key={shown.field} fallback={<LoadingView />}>
            {draw(shown, true)}
          </Suspense>
        </DropPanel>
      )}
    </div>
  );
}
