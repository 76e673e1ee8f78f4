import type { ReactNode } from 'react';
import { callApi } from '../../data/api';
import { getPath } from '../../../../common/page/template';
import { useApi } from '../../data/useApi';
import type { Format, ReportPage } from '../../../../common/page/schemaTypes';
import { FieldValue } from '../../ui/FieldValue';
import { useEngine } from '../../ui/useEngine';
import { navigateTo } from '../../../navigation/navigate';
import { mayOpen } from '../../../navigation/routeTable';
import { linkQuery } from '../../actions/runAction';
import { joinedText } from '../../ui/joinedText';

// The report's totals over the whole filter (not just the loaded rows): computed by the server, either by
// a second call with the same filters (summaryApi) or carried in the list answer (summaryPath).

/** A total of money reads as money: amounts carry the currency symbol here, as the lists' totals do. */
export function totalFormat(format: Format | undefined): Format | undefined {
  return format === 'amount' ? 'currency' : format;
}

export function SummaryBar({ page, params, raw }: { page: ReportPage; params: Record<string, unknown> | null; raw: unknown }): ReactNode {
  const { text, t } = useEngine();
  const summaryApi = page.summaryApi;
  const totals = useApi<unknown>(
    summaryApi && params ? (signal) => callApi(summaryApi, { params, signal, silent: true }) : null,
    // same filter, same totals
    params ? JSON.stringify(params) : '',
  );

  // While a required filter is empty (a store to choose first) there are no totals: no card of dashes above the ask.
  if (!page.summary?.length || !params) return null;
  const source = page.summaryApi ? totals.data : page.summaryPath ? getPath(raw, page.summaryPath) : null;
  const labelOf = (field: string) => page.columns.find((c) => c.field === field)?.label;
  return (
    <section className="eng-summary" aria-label={t('engine.summary')}>
      <h3 className="eng-summary__title">{t('engine.summary')}</h3>
      <dl className="eng-summary__grid">
        {page.summary.map((s) => {
          // A figure with a link opens the rows behind it (filled from the filter values and the totals).
          const label = text(s.label ?? labelOf(s.field)) || s.field;
          const scope = { ...((source as Record<string, unknown>) ?? {}), $params: params };
          const open = s.link && params && mayOpen(s.link.to) ? () => void navigateTo(s.link!.to, linkQuery(s.link!.query, scope)) : undefined;
          const note = s.note && source && totals.status !== 'error' ? joinedText(s.note, scope, text) : '';
          return (
            <div key={s.field} className={open ? 'eng-summary__item eng-summary__item--link' : 'eng-summary__item'} data-field={s.field}>
              <dt>{label}</dt>
              <dd>
                {totals.status === 'error' ? '-' : <FieldValue value={getPath(source, s.field)} format={totalFormat(s.format ?? page.columns.find((c) => c.field === s.field)?.format)} />}
                {/* The link covers the whole figure (a thumb's target) but lives in its dd: a dl's items may hold only dt and dd. */}
                {open && <span className="eng-summary__open" role="link" tabIndex={0} aria-label={label} onClick={open} onKeyDown={(e) => e.key === 'Enter' && open()} />}
              </dd>
              {note && <dd className="eng-summary__note">{note}</dd>}
            </div>
          );
        })}
      </dl>
    </section>
  );
}
