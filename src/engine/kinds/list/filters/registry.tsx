import type { ComponentType } from 'react';
import type { Filter } from '../../../schemaTypes';
import type { DateRange } from '../datePresets';
import { DateRangePanel } from './DateRangePanel';
import { FILTER_KINDS, type FilterKind, type FilterValue, type NumberRange, type PickedValue, type WidgetName } from './filterKinds';
import { NumberRangePanel } from './NumberRangePanel';
import { PickerPanel } from './PickerPanel';
import { SelectPanel } from './SelectPanel';
import { TabsFilter } from './TabsFilter';
import { TextFilter } from './TextFilter';

// Filter widgets by the name a page file gives them: the panel that edits the value, where the filter
// bar puts it, and (from filterKinds) its parameters, route-query reading and summary. A new widget is a
// new entry here and in the meta-schema's widget enum; the types and a test keep the two equal.

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
}

const panels: Record<WidgetName, Pick<FilterWidget, 'place' | 'panel'>> = {
  text: { place: 'search', panel: ({ filter, value, onChange }) => <TextFilter filter={filter} value={value as string | undefined} onChange={onChange} /> },
  tabs: { place: 'tabs', panel: ({ filter, value, onChange, counts }) => <TabsFilter filter={filter} value={value} counts={counts} onChange={onChange} /> },
  select: { place: 'dropdown', panel: SelectPanel },
  dateRange: {
    place: 'dropdown',
    panel: ({ filter, value, onChange }) => <DateRangePanel value={value as DateRange | undefined} required={filter.required} onChange={onChange} />,
  },
  numberRange: { place: 'dropdown', panel: ({ value, onChange }) => <NumberRangePanel value={value as NumberRange | undefined} onChange={onChange} /> },
  branch: { place: 'dropdown', panel: ({ filter, value, onChange }) => <PickerPanel filter={filter} value={value as PickedValue | undefined} onChange={onChange} /> },
  item: { place: 'dropdown', panel: ({ filter, value, onChange }) => <PickerPanel filter={filter} value={value as PickedValue | undefined} onChange={onChange} /> },
  category: { place: 'dropdown', panel: ({ filter, value, onChange }) => <PickerPanel filter={filter} value={value as PickedValue | undefined} onChange={onChange} /> },
};

export const FILTER_WIDGETS: Record<WidgetName, FilterWidget> = Object.fromEntries(
  (Object.keys(FILTER_KINDS) as WidgetName[]).map((name) => [name, { ...FILTER_KINDS[name], ...panels[name] }]),
) as Record<WidgetName, FilterWidget>;
