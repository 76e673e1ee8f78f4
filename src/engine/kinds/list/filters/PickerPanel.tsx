import { CheckList, SearchBar } from 'antd-mobile';
import { useEffect, useState, type ReactNode } from 'react';
import { callApi, readList } from '../../../data/api';
import { getPath } from '../../../data/template';
import type { Api, Filter } from '../../../schemaTypes';
import { ErrorView, LoadingView } from '../../../ui/StateViews';
import { useEngine } from '../../../ui/useEngine';
import type { PickedValue } from '../filterParams';

// Branch and item pickers: choices come from the server. Branches (a few dozen) load once and filter
// locally; items (thousands) are searched on the server by keyword.

const DEFAULT_API: Record<string, Api> = {
  branch: { url: '/common/branch/query', method: 'GET' },
  item: { url: '/common/item/queryByKeyword', method: 'POST' },
};

interface Choice {
  id: string | number;
  name: string;
  code?: string;
}

function toChoice(row: Record<string, unknown>): Choice {
  const id = (getPath(row, 'id') ?? getPath(row, 'itemId')) as string | number;
  const name = String(getPath(row, 'name') ?? getPath(row, 'itemName') ?? id);
  const code = (getPath(row, 'code') ?? getPath(row, 'barcode')) as string | undefined;
  return { id, name, code };
}

export function PickerPanel({ filter, value, onChange }: { filter: Filter; value: PickedValue | undefined; onChange: (v: PickedValue | undefined) => void }): ReactNode {
  const { t } = useEngine();
  const api = filter.optionsApi ?? DEFAULT_API[filter.widget]!;
  const remoteSearch = filter.widget === 'item';
  const [keyword, setKeyword] = useState('');
  const [choices, setChoices] = useState<Choice[] | null>(null);
  const [error, setError] = useState('');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (remoteSearch && !keyword) {
      setChoices([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setError('');
      callApi(api, { params: remoteSearch ? { keyword, pageNum: 1, pageSize: 50 } : {}, signal: controller.signal, silent: true })
        .then((data) => setChoices(readList(api, data).rows.map(toChoice)))
        .catch((e: unknown) => !controller.signal.aborted && setError((e as Error).message));
    }, remoteSearch ? 300 : 0);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, keyword, remoteSearch, attempt]);

  const shown = (choices ?? []).filter(
    (c) => remoteSearch || !keyword || c.name.includes(keyword) || (c.code ?? '').toLowerCase().includes(keyword.toLowerCase()),
  );
  return (
    <div className="eng-panel">
      <SearchBar placeholder={t('engine.keywordHint')} value={keyword} onChange={setKeyword} />
      {error ? (
        <ErrorView message={error} onRetry={() => setAttempt((n) => n + 1)} />
      ) : choices === null ? (
        <LoadingView />
      ) : (
        <CheckList
          className="eng-panel-list"
          value={[value ? String(value.id) : 'all']}
          onChange={(keys) => {
            const key = keys[0];
            if (key === undefined) return;
            const c = shown.find((x) => String(x.id) === key);
            onChange(key === 'all' || !c ? undefined : { id: c.id, name: c.name });
          }}
        >
          <CheckList.Item value="all">{t('engine.all')}</CheckList.Item>
          {shown.map((c) => (
            <CheckList.Item key={String(c.id)} value={String(c.id)} description={c.code}>
              {c.name}
            </CheckList.Item>
          ))}
        </CheckList>
      )}
    </div>
  );
}
