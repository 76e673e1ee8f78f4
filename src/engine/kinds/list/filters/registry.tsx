import type { ComponentType } from 'react';
import { preloadable } from '../../../../ui/preloadable';
import type { Filter } from '../../../../../common/page/schemaTypes';
import type { DateRange } from '../../../../../common/filters/datePresets';
import { FILTER_KINDS, type FilterKind, type FilterValue, type NumberRange, type PickedValue, type WidgetName } from '../../../../../common/filters/filterKinds';
import { TabsFilter } from './TabsFilter';
import { TextFilter } from './TextFilter';

// Filter widgets by the name a page file gives them: the panel that edits the value, where the filter
// bar puts it, and (from filterKinds) its parameters, route-query reading and summary. A new widget is a
// new entry here and in the meta-schema's widget enum; the types and a test keep the two equal.
// The drop-down panels are their own chunks (the calendar, check lists, inputs): a list draws its first rows
// without them, and the filter bar fetches them once the page is idle or a title is touched.

export interface PanelProps {
  filter: Filter;
  value: FilterValue;
  onChange: (value: FilterValue) => void;
  /** tabs: the list answer's per-value counts */
  counts?: Record<string, unknown>;
}

export interface FilterWidget extends FilterKind {
  /** tabs across the top, the keyword box, or a drop-down of the filter row */
  place: 'tabs' | 'search' | 'dropdown';
  panel: ComponentType<PanelProps>;
  /** starts loading a lazily loaded panel's code (drop-down panels) */
  preload?: () => Promise<unknown>;
}

/** A panel in its own chunk: the component for the bar, and the loader to fetch it ahead of the first tap. */
function lazyPanel<M>(load: () => Promise<M>, pick: (m: M) => ComponentType<PanelProps>): Pick<FilterWidget, 'panel' | 'preload'> {
  const part = preloadable(() => load().then((m) => ({ default: pick(m) })));
  return { panel: part.Component, preload: part.preload };
}

const loadPicker = () => import('./PickerPanel');
const picker = lazyPanel(loadPicker, (m) => ({ filter, value, onChange }) => <m.PickerPanel filter={filter} value={value as PickedValue | undefined} onChange={onChange} />);

const panels: Record<WidgetName, Pick<FilterWidget, 'place' | 'panel' | 'preload'>> = {
  text: { place: 'search', panel: ({ filter, value, onChange }) => <TextFilter filter={filter} value={value as string | undefined} onChange={onChange} /> },
  tabs: { place: 'tabs', panel: ({ filter, value, onChange, counts }) => <TabsFilter filter={filter} value={value} counts={counts} onChange={onChange} /> },
  select: { place: 'dropdown', ...lazyPanel(() => import('./SelectPanel'), (m) => m.SelectPanel) },
  dateRange: {
    place: 'dropdown',
    ...lazyPanel(
      () => import('./DateRangePanel'),
      (m) =>
        ({ filter, value, onChange }) => <m.DateRangePanel value={value as DateRange | undefined} required={filter.required} onChange={onChange} />,
    ),
  },
  numberRange: {
    place: 'dropdown',
    ...lazyPanel(
      () => import('./NumberRangePanel'),
      (m) =>
        ({ value, onChange }) => <m.NumberRangePanel value={value as NumberRange | undefined} onChange={onChange} />,
    ),
  },
  branch: { place: 'dropdown', ...picker },
  item: { place: 'dropdown', ...picker },
  category: { place: 'dropdown', ...picker },
};

export const FILTER_WIDGETS: Record<WidgetName, FilterWidget> = Object.fromEntries(
  (Object.keys(FILTER_KINDS) as WidgetName[]).map((name) => [name, { ...FILTER_KINDS[name], ...panels[name] }]),
) as Record<WidgetName, FilterWidget>;
