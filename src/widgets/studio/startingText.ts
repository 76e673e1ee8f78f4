import type { Lang } from '../../i18n';
import { codeOf, sideOf, type Side } from './templates';

// The text a page file the merchant does not have yet starts with, when the author opens it at a new path: its kind
// and id from the file's name (schemas/supplier/sales-by-day.report.json: a report, sales-by-day.report) and its menu
// code as a new page of the studio would name it. A report gets the parts of the guide's worked example
// (docs/authoring.md): a call, a period, a title column and a figure, so its first check says what is left to write
// (the menu entry, the endpoint meant), not every property a report requires. Other kinds start with what names them.

const PAGE_FILE = /^schemas\/(supplier|boss)\/([a-z0-9-]+)\.(list|report|detail|form|dashboard)\.json$/;

type Label = Record<'zh-CN' | 'en', string>;

/** A text in both languages, the author's first (the one they read and write). */
const label = (zh: string, en: string, lang: Lang): Label => (lang === 'en' ? { en, 'zh-CN': zh } : { 'zh-CN': zh, en });

/** Per side, an endpoint a report may call and its figure (a real one, so the skeleton passes the check as it is). */
const REPORT_CALLS: Record<Side, { api: object; figure: { field: string; zh: string; en: string; shieldCode?: string } }> = {
  supplier: {
    api: { url: '/scm/report/purchase-summary/query', method: 'POST', params: { groupBy: 'branch' }, listPath: 'rows', totalPath: 'total' },
    figure: { field: 'netAmount', zh: '净采购金额', en: 'Net amount', shieldCode: 'SCM_FINANCE_AMOUNTS' },
  },
  boss: {
    api: { url: '/administer/report/retail/query', method: 'POST', params: { groupBy: 'branch' } },
    figure: { field: 'sales', zh: '销售额', en: 'Sales' },
  },
};

function reportSkeleton(side: Side, lang: Lang): object {
  const { api, figure } = REPORT_CALLS[side];
  return {
    api,
    rowKey: 'key',
    filters: [{ field: 'date', widget: 'dateRange', label: label('期间', 'Period', lang), default: 'thisMonth', required: true }],
    columns: [
      { field: 'name', label: label('门店', 'Branch', lang), card: 'title' },
      { field: figure.field, label: label(figure.zh, figure.en, lang), format: 'amount', ...(figure.shieldCode ? { shieldCode: figure.shieldCode } : {}), card: 'wide' },
    ],
    loadMore: { distance: 200 },
  };
}

/** What a document at `path` that exists nowhere yet starts with in the editor. */
export function startingText(path: string, lang: Lang): string {
  const named = PAGE_FILE.exec(path);
  if (!named) return '{\n  "$schema": "../page.schema.json"\n}\n';
  const [, , slug, kind] = named as unknown as [string, Side, string, string];
  const side = sideOf(path);
  const page = { $schema: '../page.schema.json', id: `${slug}.${kind}`, kind, menuCode: codeOf(side, slug), ...(kind === 'report' ? reportSkeleton(side, lang) : {}) };
  return `${JSON.stringify(page, null, 2)}\n`;
}
