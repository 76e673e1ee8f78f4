import { useEffect, useState, type ReactNode } from 'react';
import { isApiError } from '../../../api/client';
import { callApi } from '../../data/api';
import { getPath } from '../../data/template';
import type { ReportPage } from '../../schemaTypes';
import { FieldValue } from '../../ui/FieldValue';
import { useEngine } from '../../ui/useEngine';

// The report's totals over the whole filter (not just the loaded rows): computed by the server, either by
// a second call with the same filters (summaryApi) or carried in the list answer (summaryPath).

export function SummaryBar({ page, params, raw }: { page: ReportPage; params: Record<string, unknown> | null; raw: unknown }): ReactNode {
  const { text, t } = useEngine();
  const [fetched, setFetched] = useState<unknown>(null);
  const [failed, setFailed] = useState(false);
  const key = params ? JSON.stringify(params) : null;

  useEffect(() => {
    if (!page.summaryApi || !params) return;
    const controller = new AbortController();
    setFailed(false);
    callApi(page.summaryApi, { params, signal: controller.signal, silent: true })
      .then(setFetched)
      .catch((e: unknown) => !(isApiError(e) && e.aborted) && setFailed(true));
    return () => controller.abort();
    // key stands for params (same content, same totals)
  }, [page.summaryApi, key]);

  if (!page.summary?.length) return null;
  const source = page.summaryApi ? fetched : page.summaryPath ? getPath(raw, page.summaryPath) : null;
  const labelOf = (field: string) => page.columns.find((c) => c.field === field)?.label;
  return (
    <section className="eng-summary" aria-label={t('engine.summary')}>
      <h3 className="eng-summary__title">{t('engine.summary')}</h3>
      <dl className="eng-summary__grid">
        {page.summary.map((s) => (
          <div key={s.field} className="eng-summary__item">
            <dt>{text(s.label ?? labelOf(s.field)) || s.field}</dt>
            <dd>{failed ? '-' : <FieldValue value={getPath(source, s.field)} format={s.format ?? page.columns.find((c) => c.field === s.field)?.format} />}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
