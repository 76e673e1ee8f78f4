import { useEffect, useState, type ReactNode } from 'react';
import type { Filter } from '../../../../../common/page/schemaTypes';
import { useEngine } from '../../../ui/useEngine';
import { SearchBox } from '../../../widgets/SearchBox';
import { sanitizeKeyword } from '../../../../../common/filters/filterParams';

/** Keyword box: applies on Enter, on clear, or when typing pauses; characters outside spec §5's set are dropped. */
export function TextFilter({ filter, value, onChange }: { filter: Filter; value: string | undefined; onChange: (v: string | undefined) => void }): ReactNode {
  const { text, t } = useEngine();
  const [draft, setDraft] = useState(value ?? '');
  useEffect(() => setDraft(value ?? ''), [value]);
  useEffect(() => {
    const clean = sanitizeKeyword(draft);
    if (clean === (value ?? '')) return;
    const timer = setTimeout(() => onChange(clean || undefined), 600);
    return () => clearTimeout(timer);
  }, [draft, value, onChange]);
  return (
    <SearchBox
      className="eng-search"
      placeholder={text(filter.placeholder) || text(filter.label) || t('engine.keywordHint')}
      clearLabel={t('engine.clear')}
      value={draft}
      onChange={(v) => setDraft(v.replace(/[^\u4e00-\u9fa5A-Za-z0-9\s\-_.·@#&()（）/+]/g, ''))}
      onSearch={(v) => onChange(sanitizeKeyword(v) || undefined)}
      onClear={() => onChange(undefined)}
    />
  );
}
