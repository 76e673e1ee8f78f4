import { Dropdown, type DropdownRef } from 'antd-mobile';
import { useRef, type ReactNode } from 'react';
import type { Filter } from '../../schemaTypes';
import { useEngine } from '../../ui/useEngine';
import type { FilterValue, FilterValues } from './filterParams';
import { FILTER_WIDGETS } from './filters/registry';

// The filter area of a list: status tabs, a keyword box, and a row of drop-down filters (period, branch,
// item, select, number range), each titled with its current choice. Sticks under the nav bar. What each
// widget draws and sends comes from the widget registry.

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
  const placed = (place: 'tabs' | 'search' | 'dropdown') => filters.filter((f) => FILTER_WIDGETS[f.widget].place === place);
  const tabs = placed('tabs')[0];
  const search = placed('search')[0];
  const drops = placed('dropdown');

  const draw = (f: Filter, close = false) => {
    const { panel: Panel } = FILTER_WIDGETS[f.widget];
    const change = (v: FilterValue) => {
      if (close) dropdown.current?.close();
      onChange(f.field, v);
    };
    return <Panel filter={f} value={values[f.field]} counts={counts} onChange={change} />;
  };
  const title = (f: Filter): string => {
    const v = values[f.field];
    return v === undefined ? text(f.label) || f.field : FILTER_WIDGETS[f.widget].summary(f, v, { text, t });
  };

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
        <Dropdown ref={dropdown} className="eng-dropdown">
          {drops.map((f) => (
            <Dropdown.Item key={f.field} title={title(f)} highlight={values[f.field] !== undefined} destroyOnClose>
              {draw(f, true)}
            </Dropdown.Item>
          ))}
        </Dropdown>
      )}
    </div>
  );
}
