import { CheckList } from 'antd-mobile';
import type { ReactNode } from 'react';
import type { Filter } from '../../../../../common/page/schemaTypes';
import { useEngine } from '../../../ui/useEngine';
import type { FilterValue } from '../../../../../common/filters/filterParams';
import { optionsOf, sameValue } from '../../../../../common/filters/options';

export function SelectPanel({ filter, value, onChange }: { filter: Filter; value: FilterValue; onChange: (v: FilterValue) => void }): ReactNode {
  const { text, t } = useEngine();
  const options = optionsOf(filter);
  const index = options.findIndex((o) => sameValue(o.value, value));
  const all = filter.allOption !== false;
  return (
    <CheckList
      className="eng-panel-list"
      value={[index >= 0 ? String(index) : 'all']}
      onChange={(keys) => {
        const key = keys[0];
        if (key === undefined) return;
        onChange(key === 'all' ? undefined : (options[Number(key)]?.value as FilterValue));
      }}
    >
      {all && <CheckList.Item value="all">{t('engine.all')}</CheckList.Item>}
      {options.map((o, i) => (
        <CheckList.Item key={i} value={String(i)}>
          {text(o.label)}
        </CheckList.Item>
      ))}
    </CheckList>
  );
}
