import type { PrintTemplate } from '../../../devices/print';
import { t } from '../../texts';
import { evaluate } from '../../../../common/page/condition';
import { fillTemplate, getPath } from '../../../../common/page/template';
import type { DetailPage, Format, LocalizedText } from '../../../../common/page/schemaTypes';

// A document whose print action names no template still prints: its title, heading, visible fields and lines,
// formatted as the screen shows them, laid out as a receipt (the print pipeline does the widths).

type Text = (value: LocalizedText | undefined) => string;
type Fmt = (value: unknown, format?: Format) => string;

export function pagePrintTemplate(page: DetailPage, record: Record<string, unknown>, text: Text, fmt: Fmt): { template: PrintTemplate; data: Record<string, unknown> } {
  const data: Record<string, unknown> = { heading: page.heading ? fillTemplate(page.heading, record) : '' };
  const fields = page.sections.filter((s) => evaluate(s.visibleWhen, record)).flatMap((s) => s.fields.filter((f) => evaluate(f.visibleWhen, record)));
  const blocks: PrintTemplate['blocks'] = [
    { type: 'text', value: text(page.title), align: 'center', bold: true, size: 2 },
    { type: 'text', value: '{{supplierName}}', align: 'center', when: 'supplierName' },
    { type: 'text', value: '{{heading}}', align: 'center', when: 'heading' },
    { type: 'rule' },
  ];
  fields.forEach((f, i) => {
    data[`f${i}`] = fmt(getPath(record, f.field), f.format);
    blocks.push({ type: 'row', cols: [{ text: text(f.label) }, { text: `{{f${i}}}`, width: 1.6, align: 'right' }] });
  });
  const rows = page.lines ? getPath(record, page.lines.path) : null;
  const [nameCol, ...figureCols] = page.lines?.columns ?? [];
  if (Array.isArray(rows) && nameCol) {
    data.lines = (rows as Record<string, unknown>[]).map((line) => ({
      name: fmt(getPath(line, nameCol.field), nameCol.format),
      figures: figureCols
        .filter((c) => evaluate(c.visibleWhen, line))
        .map((c) => `${text(c.label)} ${fmt(getPath(line, c.field), c.format)}`)
        .join('  '),
    }));
    blocks.push(
      { type: 'rule' },
      {
        type: 'repeat',
        over: 'lines',
        blocks: [
          { type: 'text', value: '{{@index}}. {{name}}', bold: true },
          { type: 'text', value: '   {{figures}}', when: 'figures' },
        ],
      },
    );
  }
  blocks.push({ type: 'rule' }, { type: 'text', value: `${t('engine.printedAt')}: {{printedAt|datetime}}` }, { type: 'cut' });
  return { template: { id: page.id.replace(/[^a-z0-9-]/g, '-'), title: page.title, kind: 'receipt', blocks }, data };
}
