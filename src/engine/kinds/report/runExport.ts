import { callApi, readList } from '../../data/api';
import { localize } from '../../../i18n';
import type { FormatContext } from '../../../../common/format/format';
import type { Column, ReportPage } from '../../../../common/page/schemaTypes';
import { exportTable, toCsv, type ExportTable } from './exportTable';

// Export of the current filter's rows: every page is fetched (100 at a time, the server's page limit)
// up to the schema's maxRows, then written as CSV or XLSX in the browser. The XLSX writer is its own
// chunk, loaded on the first XLSX export only.

const PAGE = 100;

export async function fetchAllRows(page: ReportPage, params: Record<string, unknown>, maxRows: number) {
  const rows: Record<string, unknown>[] = [];
  let total: number | null = null;
  const paged = page.api.paged !== false;
  for (let pageNum = 1; rows.length < maxRows; pageNum++) {
    const paging = paged ? { pageNum, pageSize: PAGE } : {};
    const answer = readList(page.api, await callApi(page.api, { params: { ...params, ...paging } }));
    total = answer.total ?? total;
    rows.push(...answer.rows);
    if (!paged || answer.rows.length < PAGE || (total !== null && rows.length >= total)) break;
  }
  return { rows: rows.slice(0, maxRows), truncated: total !== null && total > maxRows };
}

function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

async function toXlsx(table: ExportTable, sheet: string): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const header = table.header.map((h) => ({ value: h, fontWeight: 'bold' as const }));
  const body = table.rows.map((r) =>
    r.map((c) => (c.kind === 'number' ? { type: Number, value: c.value, format: c.numFmt } : { type: String, value: c.text })),
  );
  return writeXlsxFile([header, ...body], { sheet: sheet.slice(0, 31), stickyRowsCount: 1 }).toBlob();
}

export function exportFileName(page: ReportPage, ctx: FormatContext, params: Record<string, unknown>, ext: string): string {
  const base = localize(page.export?.fileName ?? page.title, ctx.lang);
  const period = [params.dateFrom, params.dateTo].filter(Boolean).join('_');
  return `${base}${period ? `_${period}` : ''}.${ext}`.replace(/[\\/:*?"<>|]/g, '-');
}

/** `columns`: the page's, named as the screen names them for these filter values (list/columnLabels.ts). */
export async function runExport(page: ReportPage, columns: Column[], params: Record<string, unknown>, format: 'csv' | 'xlsx', ctx: FormatContext) {
  const { rows, truncated } = await fetchAllRows(page, params, page.export?.maxRows ?? 10_000);
  const table = exportTable(columns, rows, ctx);
  const name = exportFileName(page, ctx, params, format);
  const blob = format === 'csv' ? new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' }) : await toXlsx(table, localize(page.title, ctx.lang));
  download(blob, name);
  return { count: rows.length, truncated, name };
}
