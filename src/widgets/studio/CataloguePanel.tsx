import { useMemo, useState, type ReactNode } from 'react';
import { useApi } from '../../engine/index';
import { studioApi, type CatalogueRoute, type RouteField } from './studioApi';
import { useStudioText } from './studioText';

// The endpoint catalogue: every route a page may call, with its parameters and answer fields (the server's own
// schemas), searchable; a tap inserts the route's api object or a field's name at the editor's cursor.

const apiOf = (r: CatalogueRoute) => `{ "url": "${r.url}", "method": "${r.method}" }`;
/** A list answer's field as a column names it: rows[].sheetNo → sheetNo. */
const fieldName = (f: RouteField) => f.path.replace(/^(\w+)?\[\]\./, '');

export function CataloguePanel({ onInsert }: { onInsert: (text: string) => void }): ReactNode {
  const tx = useStudioText();
  const call = useApi(() => studioApi.catalogue(), 'catalogue');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const routes = useMemo(() => {
    const all = call.data?.routes ?? [];
    const words = search.toLowerCase().split(/\s+/).filter(Boolean);
    return all.filter((r) => words.every((w) => `${r.method} ${r.url} ${r.summary} ${r.menuCode ?? ''}`.toLowerCase().includes(w))).slice(0, 60);
  }, [call, search]);

  const fields = (list: RouteField[]) => (
    <ul className="studio-cat__fields">
      {list.map((f) => (
        <li key={f.path}>
          <button type="button" className="studio-cat__field" onClick={() => onInsert(`"${fieldName(f)}"`)}>
            <code>{f.path}</code> <span className="studio-cat__type">{f.type}</span>
            {f.required && <span className="studio-cat__req">*</span>}
            {f.shieldCode && <span className="studio-cat__shield">{f.shieldCode}</span>}
          </button>
        </li>
      ))}
    </ul>
  );

  return (
    <section className="studio-cat" aria-label={tx('catalogue')}>
      <input className="studio-input" type="search" placeholder={tx('searchRoutes')} value={search} onChange={(e) => setSearch(e.target.value)} />
      <ul className="studio-cat__routes">
        {routes.map((r) => {
          const key = `${r.method} ${r.url}`;
          return (
            <li key={key} className="studio-cat__route">
              <div className="studio-cat__head">
                <button type="button" className="studio-cat__name" aria-expanded={open === key} onClick={() => setOpen(open === key ? null : key)}>
                  <span className="studio-cat__method">{r.method}</span> <code>{r.url}</code>
                </button>
                <button type="button" className="studio-btn studio-btn--small" onClick={() => onInsert(apiOf(r))}>
                  {tx('insert')}
                </button>
              </div>
              <p className="studio-cat__summary">
                {r.summary} {r.menuCode && <span className="studio-cat__code">{r.menuCode}</span>} <span className="studio-cat__code">{tx(r.read ? 'routeRead' : 'routeChanges')}</span>
              </p>
              {open === key && (
                <div className="studio-cat__detail">
                  <h4>{tx('params')}</h4>
                  {fields(r.params)}
                  <h4>{tx('answer')}</h4>
                  {fields(r.answer)}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
