import type { FieldProps } from '@rjsf/utils';
import { Button, SearchBar } from 'antd-mobile';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { showMessage } from '../../../../api/feedback';
import { callApi } from '../../../data/api';
import { fillTemplate, getPath } from '../../../../../common/page/template';
import { useEngine } from '../../../ui/useEngine';
import { addResult, plainDecimal, sameKey, type Line } from './addFromLines';
import type { AddFromSpec } from '../../../../../common/forms/addFromSpec';
import './addFrom.css';

// `"ui:field": "addFrom"` on an array: a search box over an api (typed text debounced, so a phone keyboard does
// not send a request per letter), results with their figures in words and, on a tap, how they were computed; a tap
// adds a line (the same goods again add to its quantity), and below it the array itself as the theme draws it:
// lines editable and removable. The page says what to search and how a result becomes a line (addFromSpec.ts).
// The results are part of the page's one scroll (no box scrolling inside it): the first few, then all on a tap.

const DEBOUNCE_MS = 300;
const FIRST_RESULTS = 5;

type Found = { status: 'idle' } | { status: 'waiting' } | { status: 'ready'; rows: Line[] } | { status: 'error'; message: string };

export function AddFromSearchField(p: FieldProps): ReactNode {
  const { text, t, fmt } = useEngine();
  const options = (p.uiSchema?.['ui:options'] ?? {}) as { addFrom?: AddFromSpec };
  const spec = options.addFrom!;
  const form = ((p.registry.formContext as { data?: Record<string, unknown> } | undefined)?.data ?? {}) as Record<string, unknown>;
  const lines = Array.isArray(p.formData) ? (p.formData as Line[]) : [];
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<Found>({ status: 'idle' });
  const [allShown, setAllShown] = useState(false);
  const missing = (spec.requires ?? []).filter((f) => form[f] === undefined || form[f] === null || form[f] === '');
  // The search depends on the typed text and on the form fields its api params read (the branch).
  const paramsKey = JSON.stringify(spec.api.params ? Object.values(spec.api.params).map((v) => (typeof v === 'string' ? fillTemplate(v, form) : v)) : []);

  useEffect(() => {
    if (missing.length || p.disabled || p.readonly) return setFound({ status: 'idle' });
    const ctrl = new AbortController();
    setFound({ status: 'waiting' });
    setAllShown(false);
    const timer = setTimeout(() => {
      callApi<unknown>(spec.api, { scope: form, params: { [spec.search]: keyword.trim() || undefined }, signal: ctrl.signal, silent: true })
        .then((data) => {
          const rows = getPath(data, spec.listPath ?? 'rows');
          setFound({ status: 'ready', rows: Array.isArray(rows) ? (rows as Line[]) : Array.isArray(data) ? (data as Line[]) : [] });
        })
        .catch((err: unknown) => !ctrl.signal.aborted && setFound({ status: 'error', message: (err as Error).message }));
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [keyword, paramsKey, missing.length, spec.api.url]);

  const add = (row: Line) => {
    const next = addResult(lines, row, spec);
    p.onChange(next.lines, p.fieldPathId.path);
    showMessage(next.merged ? t('engine.addFrom.merged', { n: next.index + 1 }) : t('engine.addFrom.added'));
  };

  const { ArrayField } = p.registry.fields;
  // The array below draws the lines; without ui:field it is the theme's ordinary array (no "+ add row": addable false).
  const arrayUi = useMemo(() => {
    const { 'ui:field': _field, ...rest } = p.uiSchema ?? {};
    return { ...rest, 'ui:options': { ...(rest['ui:options'] as object), addable: false } };
  }, [p.uiSchema]);

  return (
    <div className="eng-addfrom">
      <div className="eng-addfrom__search" data-addfrom={p.name}>
        {missing.length > 0 ? (
          <div className="eng-addfrom__note">{text(spec.requiresText) || t('engine.addFrom.needs')}</div>
        ) : (
          !p.disabled && !p.readonly && <SearchBar value={keyword} onChange={setKeyword} placeholder={text(spec.placeholder) || t('engine.keywordHint')} />
        )}
        {found.status === 'waiting' && <div className="eng-addfrom__note">{t('engine.addFrom.searching')}</div>}
        {found.status === 'error' && <div className="eng-form__error" role="alert">{found.message}</div>}
        {found.status === 'ready' && found.rows.length === 0 && <div className="eng-addfrom__note">{t('engine.addFrom.none')}</div>}
        {found.status === 'ready' && found.rows.length > 0 && (
          <ul className="eng-addfrom__results" aria-label={t('engine.addFrom.results')}>
            {(allShown ? found.rows : found.rows.slice(0, FIRST_RESULTS)).map((row, i) => {
              // Texts read decimals as people write them: "8", "0.179", not "8.000".
              const shown = Object.fromEntries(Object.entries(row).map(([k, v]) => [k, plainDecimal(v)]));
              const inLines = lines.some((l) => sameKey(l[spec.key], row[spec.key]));
              return (
                <li key={String(row[spec.key] ?? i)} className="eng-addfrom__result" data-result={String(row[spec.key] ?? i)}>
                  <button type="button" className="eng-addfrom__pick" onClick={() => add(row)}>
                    <span className="eng-addfrom__title">{fillTemplate(spec.title, shown)}</span>
                    {spec.subtitle && <span className="eng-addfrom__subtitle">{fillTemplate(spec.subtitle, shown)}</span>}
                    {spec.facts?.length ? (
                      <span className="eng-addfrom__facts">
                        {spec.facts.map((f) => (
                          <span key={f.field} className="eng-addfrom__fact">
                            {text(f.label)} <b>{fmt(getPath(row, f.field), f.format)}</b>
                          </span>
                        ))}
                      </span>
                    ) : null}
                    {spec.advice && <span className="eng-addfrom__advice">{fillTemplate(spec.advice, shown)}</span>}
                  </button>
                  <Button size="mini" color="primary" fill={inLines ? 'outline' : 'solid'} onClick={() => add(row)} aria-label={`${t('engine.addFrom.add')} ${fillTemplate(spec.title, row)}`}>
                    {inLines ? t('engine.addFrom.addMore') : t('engine.addFrom.add')}
                  </Button>
                  {spec.explain && (
                    <details className="eng-addfrom__working">
                      <summary>{t('engine.addFrom.working')}</summary>
                      <span className="eng-addfrom__explain">{fillTemplate(text(spec.explain), shown)}</span>
                    </details>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {found.status === 'ready' && !allShown && found.rows.length > FIRST_RESULTS && (
          <Button block fill="none" color="primary" className="eng-addfrom__all" onClick={() => setAllShown(true)}>
            {t('engine.addFrom.showAll', { n: found.rows.length })}
          </Button>
        )}
      </div>
      <ArrayField {...p} uiSchema={arrayUi} />
    </div>
  );
}
