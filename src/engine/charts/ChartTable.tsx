import type { ReactNode } from 'react';
import { formatValue, type FormatContext } from '../../../common/format/format';
import type { ChartDrawing } from '../../../common/charts/chartOption';

/**
 * A chart's figures as a table only a screen reader meets (WCAG 1.1.1): the drawing is a picture, its categories
 * and series values are what it says. Drawn from the same drawing the picture is made of.
 */
export function ChartTable({ drawing, title, ctx }: { drawing: ChartDrawing; title: string; ctx: FormatContext }): ReactNode {
  // The hiding box is a div: a table set to 1 px still takes its content's width, and the page would scroll sideways.
  return (
    <div className="sr-only">
      <table>
        {title && <caption>{title}</caption>}
        <thead>
          <tr>
            <td />
            {drawing.series.map((s) => <th key={s.name} scope="col">{s.name}</th>)}
          </tr>
        </thead>
        <tbody>
          {drawing.categories.map((c, i) => (
            <tr key={`${c}-${i}`}>
              <th scope="row">{c}</th>
              {drawing.series.map((s) => <td key={s.name}>{formatValue(s.values[i], s.format, ctx)}</td>)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
