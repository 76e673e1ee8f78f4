import type { ReactNode } from 'react';
import { evaluate } from '../../../../common/page/condition';
import { fillTemplate, getPath } from '../../../../common/page/template';
import type { DetailPage } from '../../../../common/page/schemaTypes';
import { useEngine } from '../../ui/useEngine';

// What window.print() puts on paper: the document laid out for a 58 mm receipt roll (detail.css
// @media print). Stands in until the Bluetooth print pipeline takes over printing documents. `preview`
// draws the same receipt on screen, in the print sheet (PrintSheet.tsx).

export function PrintReceipt({ page, record, preview = false }: { page: DetailPage; record: Record<string, unknown>; preview?: boolean }): ReactNode {
  const { text, fmt, t } = useEngine();
  const lines = page.lines ? getPath(record, page.lines.path) : null;
  const lineCols = page.lines?.columns ?? [];
  const [nameCol, ...figureCols] = lineCols;
  return (
    <div className={preview ? 'eng-receipt' : 'eng-print'} aria-hidden={preview ? undefined : true}>
      <h1>{text(page.title)}</h1>
      {page.heading && <h2>{fillTemplate(page.heading, record)}</h2>}
      {page.sections
        .filter((s) => evaluate(s.visibleWhen, record))
        .flatMap((s) => s.fields.filter((f) => evaluate(f.visibleWhen, record)))
        .map((f) => (
          <p key={f.field}>
            {text(f.label)}: {fmt(getPath(record, f.field), f.format)}
          </p>
        ))}
      {Array.isArray(lines) && nameCol && (
        <>
          <hr />
          {(lines as Record<string, unknown>[]).map((line, i) => (
            <div key={i} className="eng-print__line">
              <p>
                {i + 1}. {fmt(getPath(line, nameCol.field), nameCol.format)}
              </p>
              <p className="eng-print__figures">
                {figureCols.map((c) => `${text(c.label)} ${fmt(getPath(line, c.field), c.format)}`).join('  ')}
              </p>
            </div>
          ))}
        </>
      )}
      <hr />
      <p>
        {t('engine.printedAt')}: {fmt(new Date(), 'datetime')}
      </p>
    </div>
  );
}
