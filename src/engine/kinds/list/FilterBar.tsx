import { Dropdown, type DropdownRef } from 'antd-mobile';
import { useRef, type ReactNode } from 'react';
import type { Filter } from '../../schemaTypes';
import { useEngine } from '../../ui/useEngine';
import { presetOf, type DateRange } from './datePresets';
import type { FilterValue, FilterValues, NumberRange, PickedValue } from './filterParams';
import { DateRangePanel } from './filters/DateRangePanel';
import { NumberRangePanel } from './filters/NumberRangePanel';
import { optionsOf, sameValue } from './filters/options';
import { PickerPanel } from './filters/PickerPanel';
import { SelectPanel } from './filters/SelectPanel';
import { TabsFilter } from './filters/TabsFilter';
import { TextFilter } from './filters/TextFilter';

// The filter area of a list: status tabs, a keyword box, and a row of drop-down filters (period,
// branch, item, select, number range), each showing its current choice. Sticks under the nav bar.

interface Props {
  filters: Filter[];
  values: FilterValues;
  onChange: (field: string, value: FilterValue) => void;
  counts?: Record<string, unknown>;
  /** extra buttons at the end of the keyword row (export, column settings) */
  tools?: ReactNode;
}

export function FilterBar({ filters, values, onChange, counts, tools }: Props): ReactNode {
  const { text, t } = useEngine();
  const dropdown = useRef<DropdownRef>(null);
  const tabs = filters.find((f) => f.widget === 'tabs');
  const search = filters.find((f) => f.widget === 'text');
  const drops = filters.filter((f) => f !== tabs && f !== search);

  const choose = (f: Filter) => (v: FilterValue) => {
    dropdown.current?.close();
    onChange(f.field, v);
  };

  const summary = (f: Filter): string => {
    const v = values[f.field];
    const label = text(f.label) || f.field;
    if (v === undefined) return label;
    switch (f.widget) {
      case 'dateRange': {
        const range = v as DateRange;
        const preset = presetOf(range);
        return preset ? t(`engine.${preset}`) : `${range[0].slice(5)}~${range[1].slice(5)}`;
      }
      case 'numberRange': {
        const r = v as NumberRange;
        return `${r.min ?? ''}~${r.max ?? ''}`;
      }
      case 'branch':
      case 'item':
        return (v as PickedValue).name;
      default: {
        const o = optionsOf(f).find((x) => sameValue(x.value, v));
        return o ? text(o.label) : label;
      }
    }
  };

  return (
    <div className="eng-filters">
      {tabs && <TabsFilter filter={tabs} value={values[tabs.field]} counts={counts} onChange={(v) => onChange(tabs.field, v)} />}
      {(search || tools) && (
        <div className="eng-filters__row">
          {search ? (
            <TextFilter filter={search} value={values[search.field] as string | undefined} onChange={(v) => onChange(search.field, v)} />
          ) : (
            <span className="eng-filters__spacer" />
          )}
          {tools}
        </div>
      )}
      {drops.length > 0 && (
        <Dropdown ref={dropdown} className="eng-dropdown">
          {drops.map((f) => (
            <Dropdown.Item key={f.field} title={summary(f)} highlight={values[f.field] !== undefined} destroyOnClose>
              {f.widget === 'dateRange' ? (
                <DateRangePanel value={values[f.field] as DateRange | undefined} required={f.required} onChange={choose(f)} />
              ) : f.widget === 'numberRange' ? (
                <NumberRangePanel value={values[f.field] as NumberRange | undefined} onChange={choose(f)} />
              ) : f.widget === 'branch' || f.widget === 'item' ? (
                <PickerPanel filter={f} value={values[f.field] as PickedValue | undefined} onChange={choose(f)} />
              ) : (
                <SelectPanel filter={f} value={values[f.field]} onChange={choose(f)} />
              )}
            </Dropdown.Item>
          ))}
        </Dropdown>
      )}
    </div>
  );
}
