import { CheckList, SearchBar } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { loadChoices, type Choice } from './pickerChoices';
import { useApi } from '../../../data/useApi';
import type { Filter } from '../../../../../common/page/schemaTypes';
import { ErrorView, LoadingView } from '../../../ui/StateViews';
import { useEngine } from '../../../ui/useEngine';
import type { PickedValue } from '../../../../../common/filters/filterParams';

// Branch and item pickers: choices come from the filter's `optionsApi` (the page file names the endpoint).
// Branches (a few dozen) load once and filter locally; items (thousands) are searched on the server by
// keyword, once typing pauses.

const SEARCH_PAUSE_MS = 300;

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });
}

export function PickerPanel({ filter, value, onChange }: { filter: Filter; value: PickedValue | undefined; onChange: (v: PickedValue | undefined) => void }): ReactNode {
  const { t } = useEngine();
  const api = filter.optionsApi;
  const remoteSearch = filter.widget === 'item';
  const [keyword, setKeyword] = useState('');
  const query = remoteSearch ? keyword : '';
  const answer = useApi<Choice[]>(
    api
      ? async (signal) => {
          if (remoteSearch && !query) return [];
          if (remoteSearch) await pause(SEARCH_PAUSE_MS, signal);
          return loadChoices(api, signal, remoteSearch ? { keyword: query, pageNum: 1, pageSize: 50 } : {});
        }
      : null,
    `${api?.url} ${query}`,
  );
  const choices = answer.data ?? null;

  const shown = (choices ?? []).filter(
    (c) => remoteSearch || !keyword || c.name.includes(keyword) || (c.code ?? '').toLowerCase().includes(keyword.toLowerCase()),
  );
  return (
    <div className="eng-panel">
      <SearchBar placeholder={t('engine.keywordHint')} value={keyword} onChange={setKeyword} />
      {!api ? (
        <ErrorView message={`${filter.field}: optionsApi`} />
      ) : answer.status === 'error' ? (
        <ErrorView message={answer.error} onRetry={answer.retry} cause={answer.cause} />
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
