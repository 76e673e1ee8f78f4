import { describe, expect, it } from 'vitest';
import { checkSchemaFiles, formatIssue } from './schemaFiles';
import { fixtureRoutes } from './fixtures/routes';
import { lineOf, scratchRepo } from './fixtures/scratchRepo';

// Every value a link or a drill sends is filled for every grouping the page offers. The issue's case: a receipts
// report grouped by day or month whose chart drill sends {{date}}, null in a month's row, so the receipts opened with
// dateFrom= empty (all of time shown as that month). It passed every other check: the answer declares `date`.

const report = (query: Record<string, unknown>) => ({
  id: 't.report',
  kind: 'report',
  menuCode: 'SCM_PURCHASE_SUMMARY',
  api: { url: '/scm/report/purchase-summary/query', listPath: 'rows' },
  filters: [
    { field: 'date', widget: 'dateRange', required: true },
    {
      field: 'groupBy',
      widget: 'select',
      allOption: false,
      default: 'day',
      options: [
        { value: 'day', label: '按日' },
        { value: 'month', label: '按月' },
      ],
    },
  ],
  columns: [
    { field: 'name', label: '名称', card: 'title' },
    { field: 'netQty', label: '数量', format: 'quantity' },
  ],
  chart: { type: 'bar', x: 'name', series: [{ field: 'netQty', format: 'quantity' }], drill: { to: '/packagesSub/purchaseIn/list', query } },
});

function check(page: unknown) {
  const root = scratchRepo({ 't.json': page });
  const { errors } = checkSchemaFiles(root, { routes: fixtureRoutes });
  return errors.map((e) => ({ text: formatIssue(e), zh: e.zh, line: e.line ? lineOf(root, e.file, e.line) : '' }));
}

describe('the values a link sends', () => {
  it('a drill sending a field that is null under one of the groupings fails, with file, pointer and line', () => {
    const errs = check(report({ dateFrom: '{{date}}', dateTo: '{{date}}' }));
    expect(errs.map((e) => e.text)).toEqual([
      expect.stringMatching(/^schemas\/supplier\/t\.json:\d+ {2}\/chart\/drill\/query\/dateFrom {2}sends "dateFrom" empty when grouped groupBy=month: in the answer of POST \/scm\/report\/purchase-summary\/query, "date" is null when groupBy=month \(filled only for groupBy=day\)/),
      expect.stringMatching(/\/chart\/drill\/query\/dateTo {2}sends "dateTo" empty when grouped groupBy=month/),
    ]);
    expect(errs[0]!.line).toContain('"dateFrom": "{{date}}"');
    // a zh-CN author reads it in Chinese
    expect(errs[0]!.zh).toBe(
      '按 groupBy=month 分组时发送的 "dateFrom" 为空：POST /scm/report/purchase-summary/query 的返回中，"date" 在 groupBy=month 时为 null（只在 groupBy=day 时有值），/packagesSub/purchaseIn/list 打开时不按它筛选。请退而取一个有值的字段（{{date||$params.dateFrom}}）或计算它（{"$expr": {"or": [{"monthStart": {"var": "key"}}, {"var": "$params.dateFrom"}]}}）',
    );
  });

  it('passes once the value is filled under every grouping: an expression over the month key, or a fallback', () => {
    const monthOrDay = (op: string, param: string) => ({ $expr: { or: [{ [op]: { var: 'key' } }, { var: 'date' }, { var: `$params.${param}` }] } });
    expect(check(report({ dateFrom: monthOrDay('monthStart', 'dateFrom'), dateTo: monthOrDay('monthEnd', 'dateTo') }))).toEqual([]);
    expect(check(report({ dateFrom: '{{date||$params.dateFrom}}', dateTo: '{{date||$params.dateTo}}' }))).toEqual([]);
  });

  it('an expression over the month key alone is empty under the day grouping', () => {
    const errs = check(report({ dateFrom: { $expr: { monthStart: { var: 'key' } } } }));
    expect(errs.map((e) => e.text)).toEqual([expect.stringMatching(/\/chart\/drill\/query\/dateFrom {2}sends "dateFrom" empty when grouped groupBy=day/)]);
  });

  it('an empty optional filter passed on is the same "all" on both screens, not an error', () => {
    const page = report({ dateFrom: '{{$params.dateFrom}}', keyword: '{{$params.keyword}}' });
    page.filters.push({ field: 'keyword', widget: 'text' } as never);
    expect(check(page)).toEqual([]);
  });

  it('a field whose answer says what its null means may be sent empty: the target reads that meaning', () => {
    expect(check(report({ dateFrom: '{{date||$params.dateFrom}}', dateToUntil: '{{until}}' }))).toEqual([]);
  });

  it('an unknown operation of an expression is one finding, with the nearest one: the values it leaves empty are not said again', () => {
    const errs = check(report({ dateFrom: { $expr: { or: [{ monthstart: { var: 'key' } }, { var: 'date' }, { var: '$params.dateFrom' }] } }, dateTo: '{{date||$params.dateTo}}' }));
    expect(errs.map((e) => e.text)).toEqual([expect.stringMatching(/^schemas\/supplier\/t\.json:\d+ {2}\/chart\/drill\/query\/dateFrom\/\$expr\/or\/0\/monthstart {2}unknown operation "monthstart" of an expression \(did you mean "monthStart"\?\)$/)]);
    expect(errs[0]!.line).toContain('"monthstart"');
    expect(errs[0]!.zh).toBe('表达式中没有运算 "monthstart"（是否应为 "monthStart"？）');
  });

  it('a second mistake beside it is still said: only what stems from the reported one is left out', () => {
    const errs = check(report({ dateFrom: { $expr: { or: [{ monthstart: { var: 'key' } }, { var: '$params.dateFrom' }] } }, dateTo: { $expr: { monthEnd: { var: 'key' } } } }));
    expect(errs.map((e) => e.text)).toEqual([
      expect.stringMatching(/\/chart\/drill\/query\/dateFrom\/\$expr\/or\/0\/monthstart {2}unknown operation "monthstart"/),
      // a period's end is computed with the month's last day
      expect.stringMatching(/\/chart\/drill\/query\/dateTo {2}sends "dateTo" empty when grouped groupBy=day, .* or compute it \(\{"\$expr": \{"or": \[\{"monthEnd": \{"var": "key"\}\}, \{"var": "\$params\.dateTo"\}\]\}\}\)$/),
    ]);
  });
});
