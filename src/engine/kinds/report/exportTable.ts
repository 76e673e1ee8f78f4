import { getPath } from '../../../../common/page/template';
import { formatDecimal, parseDecimal } from '../../../../common/format/decimal';
import { decimalsOf, formatValue, isNumericFormat, type FormatContext } from '../../../../common/format/format';
import { localize } from '../../../i18n';
import type { Column } from '../../../../common/page/schemaTypes';

// Rows of a report as a table to export. Numbers stay numbers (exact decimal text in CSV, numeric cells
// with a display format in XLSX) so the file can be summed; codes become their labels, days stay days.

export type ExportCell = { kind: 'number'; text: string; value: number; numFmt: string } | { kind: 'text'; text: string };

export interface ExportTable {
  header: string[];
  rows: ExportCell[][];
}

function numFmt(decimals: number, percent: boolean): string {
  const frac = decimals > 0 ? `.${'0'.repeat(decimals)}` : '';
  return percent ? `0${frac}%` : `#,##0${frac}`;
}

function cell(col: Column, raw: unknown, ctx: FormatContext): ExportCell {
  const format = col.format;
  if (isNumericFormat(format)) {
    const d = typeof raw === 'string' || typeof raw === 'number' ? parseDecimal(raw) : null;
    if (!d) return { kind: 'text', text: '' };
    const decimals = decimalsOf(format);
    const percent = format === 'rate' || format === 'change' || (typeof format === 'object' && format.type === 'rate');
    const inputPercent = typeof format === 'object' && format.type === 'rate' && format.input === 'percent';
    // The spreadsheet keeps the ratio and shows it as a percent; CSV carries the shown percent text.
    const value = Number(`${d.negative ? '-' : ''}${d.int || '0'}.${d.frac || '0'}`) / (inputPercent ? 100 : 1);
    // A change keeps its sign in the file (-3.10%), not the screen's arrow.
    const text = percent ? formatValue(raw, format === 'change' ? 'rate' : format, ctx) : formatDecimal(d, decimals, false);
    return { kind: 'number', text, value, numFmt: numFmt(decimals, percent) };
  }
  const text = formatValue(raw, format, ctx);
  return { kind: 'text', text: text === '-' ? '' : text };
}

export function exportTable(columns: Column[], rows: Record<string, unknown>[], ctx: FormatContext): ExportTable {
  return {
    header: columns.map((c) => localize(c.label, ctx.lang)),
    rows: rows.map((r) => columns.map((c) => cell(c, getPath(r, c.field), ctx))),
  };
}

function csvField(text: string): string {
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV with a BOM, so spreadsheet programs open the Chinese text as UTF-8. */
export function toCsv(table: ExportTable): string {
  const lines = [table.header.map(csvField).join(','), ...table.rows.map((r) => r.map((c) => csvField(c.text)).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
