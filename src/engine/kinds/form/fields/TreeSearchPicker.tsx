import { Button, CascaderView, List, Popup, SearchBar, type CascaderOption } from 'antd-mobile';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { t } from '../../../texts';
import { findLeaves } from './treeSearch';
import './treeSearch.css';

// The cascader's popup with a search box on top (ui:options.searchFields): typing lists the matching leaves
// with their whole path, one tap chooses; with nothing typed it is the usual level-by-level view. Stays on the
// form, so what the user has typed there is never left behind.

export function TreeSearchPicker(p: {
  visible: boolean;
  options: CascaderOption[];
  texts: Map<string, string[]>;
  value: string[];
  title?: string;
  onClose: () => void;
  onPick: (path: string[]) => void;
}): ReactNode {
  const [query, setQuery] = useState('');
  const [browsing, setBrowsing] = useState<string[]>(p.value);
  useEffect(() => {
    if (p.visible) {
      setQuery('');
      setBrowsing(p.value);
    }
  }, [p.visible]);
  const hits = useMemo(() => findLeaves(p.options, p.texts, query), [p.options, p.texts, query]);
  const pick = (path: string[]) => {
    p.onPick(path);
    p.onClose();
  };
  const leafChosen = (() => {
    let level = p.options;
    let last: CascaderOption | undefined;
    for (const v of browsing) {
      last = level.find((o) => String(o.value) === v);
      level = last?.children ?? [];
    }
    return Boolean(last && !last.children?.length);
  })();
  return (
    <Popup visible={p.visible} onMaskClick={p.onClose} onClose={p.onClose} bodyClassName="eng-tree-search" destroyOnClose>
      <div className="eng-tree-search__head">
        <Button size="small" fill="none" onClick={p.onClose}>
          {t('common.cancel')}
        </Button>
        <span className="eng-tree-search__title">{p.title}</span>
        <Button size="small" fill="none" color="primary" disabled={query.trim() !== '' || !leafChosen} onClick={() => pick(browsing)}>
          {t('common.confirm')}
        </Button>
      </div>
      <SearchBar className="eng-tree-search__box" placeholder={t('engine.search')} value={query} onChange={setQuery} />
      {query.trim() ? (
        <div className="eng-tree-search__hits" role="listbox">
          {hits.length ? (
            <List>
              {hits.map((h) => (
                <List.Item key={h.path.join('/')} className="eng-tree-search__hit" onClick={() => pick(h.path)} arrow={false}>
                  {h.labels.join(' / ')}
                </List.Item>
              ))}
            </List>
          ) : (
            <div className="eng-tree-search__none">{t('common.empty')}</div>
          )}
        </div>
      ) : (
        <CascaderView options={p.options} value={browsing} onChange={(v) => setBrowsing(v.map(String))} />
      )}
    </Popup>
  );
}
