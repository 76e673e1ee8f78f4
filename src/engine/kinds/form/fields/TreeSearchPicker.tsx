import { Button, CascaderView, List, Popup, SearchBar, type CascaderOption } from 'antd-mobile';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { t } from '../../../texts';
import { findLeaves } from './treeSearch';
import './treeSearch.css';

// A choice tree with a search box on top (ui:options.searchFields): typing lists the matching leaves with their
// whole path, one tap chooses; with nothing typed it is the usual level-by-level view. Drawn in the cascader's
// popup on the form, or as the whole of a field's screen of its own (the spec's Choose category), where choosing
// a leaf level by level chooses it at once (there is no popup to confirm).

interface TreeProps {
  options: CascaderOption[];
  texts: Map<string, string[]>;
  value: string[];
  onPick: (path: string[]) => void;
}

function isLeaf(options: CascaderOption[], path: string[]): boolean {
  let level = options;
  let last: CascaderOption | undefined;
  for (const v of path) {
    last = level.find((o) => String(o.value) === v);
    level = last?.children ?? [];
  }
  return Boolean(last && !last.children?.length);
}

/** The search box and the hits or levels; `onBrowse` hears each level chosen (the popup confirms a leaf later). */
function TreeSearch(p: TreeProps & { query: string; onQuery: (q: string) => void; browsing: string[]; onBrowse: (path: string[]) => void }): ReactNode {
  const hits = useMemo(() => findLeaves(p.options, p.texts, p.query), [p.options, p.texts, p.query]);
  return (
    <>
      <SearchBar className="eng-tree-search__box" placeholder={t('engine.search')} value={p.query} onChange={p.onQuery} />
      {p.query.trim() ? (
        <div className="eng-tree-search__hits" role="listbox">
          {hits.length ? (
            <List>
              {hits.map((h) => (
                <List.Item key={h.path.join('/')} className="eng-tree-search__hit" onClick={() => p.onPick(h.path)} arrow={false}>
                  {h.labels.join(' / ')}
                </List.Item>
              ))}
            </List>
          ) : (
            <div className="eng-tree-search__none">{t('common.empty')}</div>
          )}
        </div>
      ) : (
        <CascaderView options={p.options} value={p.browsing} onChange={(v) => p.onBrowse(v.map(String))} />
      )}
    </>
  );
}

/** The tree as a screen's body: a leaf chosen level by level, or a hit tapped, is the choice. */
export function TreeSearchView(p: TreeProps): ReactNode {
  const [query, setQuery] = useState('');
  const [browsing, setBrowsing] = useState<string[]>(p.value);
  return (
    <div className="eng-tree-search eng-tree-search--screen">
      <TreeSearch
        {...p}
        query={query}
        onQuery={setQuery}
        browsing={browsing}
        onBrowse={(path) => {
          setBrowsing(path);
          if (isLeaf(p.options, path)) p.onPick(path);
        }}
      />
    </div>
  );
}

export function TreeSearchPicker(p: TreeProps & { visible: boolean; title?: string; onClose: () => void }): ReactNode {
  const [query, setQuery] = useState('');
  const [browsing, setBrowsing] = useState<string[]>(p.value);
  useEffect(() => {
    if (p.visible) {
      setQuery('');
      setBrowsing(p.value);
    }
  }, [p.visible]);
  const pick = (path: string[]) => {
    p.onPick(path);
    p.onClose();
  };
  return (
    <Popup visible={p.visible} onMaskClick={p.onClose} onClose={p.onClose} bodyClassName="eng-tree-search" destroyOnClose>
      <div className="eng-tree-search__head">
        <Button size="small" fill="none" onClick={p.onClose}>
          {t('common.cancel')}
        </Button>
        <span className="eng-tree-search__title">{p.title}</span>
        <Button size="small" fill="none" color="primary" disabled={query.trim() !== '' || !isLeaf(p.options, browsing)} onClick={() => pick(browsing)}>
          {t('common.confirm')}
        </Button>
      </div>
      <TreeSearch {...p} onPick={pick} query={query} onQuery={setQuery} browsing={browsing} onBrowse={setBrowsing} />
    </Popup>
  );
}
