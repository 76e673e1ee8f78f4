import type { ReactNode } from 'react';
import type { Filter } from '../../../../../common/page/schemaTypes';
import { useEngine } from '../../../ui/useEngine';
import { Tabs } from '../../../widgets/Tabs';
import type { FilterValue } from '../../../../../common/filters/filterParams';
import { countFor, optionsOf, sameValue } from '../../../../../common/filters/options';

/** Status tabs across the top of a list, with the server's counts when the answer carries them. */
export function TabsFilter({ filter, value, counts, onChange }: {
  filter: Filter;
  value: FilterValue;
  counts?: Record<string, unknown>;
  onChange: (v: FilterValue) => void;
}): ReactNode {
  const { text, t } = useEngine();
  const options = optionsOf(filter);
  const all = filter.allOption !== false;
  const activeIndex = options.findIndex((o) => sameValue(o.value, value));
  const activeKey = activeIndex >= 0 ? String(activeIndex) : all ? 'all' : '0';
  const label = (name: string, n: number | null) => (n === null ? name : `${name} ${n}`);
  const items = [
    ...(all ? [{ key: 'all', title: label(t('engine.all'), countFor(counts, undefined)) }] : []),
    ...options.map((o, i) => ({ key: String(i), title: label(text(o.label), countFor(counts, o.value)) })),
  ];
  return (
    <Tabs
      className="eng-tabs"
      label={text(filter.label) || filter.field}
      items={items}
      activeKey={activeKey}
      onChange={(key) => onChange(key === 'all' ? undefined : (options[Number(key)]?.value as FilterValue))}
    />
  );
}
