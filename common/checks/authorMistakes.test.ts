import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkOnePage } from './onePage';
import { checkSchemaFiles } from './schemaFiles';
import { fixtureRoutes } from './fixtures/routes';
import { scratchRepo } from './fixtures/scratchRepo';

// The mistakes a config author most likely makes in a new report, one at a time: each is one finding (never a
// follow-on that repeats it), at its JSON pointer and line, with what to write instead, in English and in Chinese.

const { context } = checkSchemaFiles(scratchRepo({}), { routes: fixtureRoutes });
const FILE = 'schemas/supplier/new.report.json';

const page = {
  $schema: '../page.schema.json',
  id: 'new.report',
  kind: 'report',
  menuCode: 'SCM_PURCHASE_SUMMARY',
  api: { url: '/scm/report/purchase-summary/query', method: 'POST', params: { groupBy: 'branch' }, listPath: 'rows', totalPath: 'total' },
  rowKey: 'key',
  filters: [
    { field: 'date', widget: 'dateRange', label: { 'zh-CN': '期间', en: 'Period' }, default: 'thisMonth', required: true },
    { field: 'branchId', widget: 'branch', label: { 'zh-CN': '门店', en: 'Branch' }, optionsApi: { url: '/common/branch/query', method: 'GET' } },
  ],
  columns: [
    { field: 'name', label: { 'zh-CN': '门店', en: 'Branch' }, card: 'title' },
    { field: 'netQty', label: { 'zh-CN': '净数量', en: 'Net qty' }, format: 'quantity' },
    { field: 'netAmount', label: { 'zh-CN': '净金额', en: 'Net amount' }, format: 'amount', shieldCode: 'SCM_FINANCE_AMOUNTS' },
  ],
  rowLink: { to: '/packagesSub/purchaseIn/list', query: { dateFrom: '{{$params.dateFrom}}', dateTo: '{{$params.dateTo}}' } },
  loadMore: { distance: 200 },
};

const text = JSON.stringify(page, null, 2);

/** The page with one piece of its text replaced; its errors with the text of their line. */
function mistake(from: string, to: string) {
  expect(text).toContain(from);
  const typed = text.replace(from, to);
  const lines = typed.split('\n');
  return checkOnePage(context!, typed, FILE).errors.map((e) => ({ pointer: e.pointer, line: e.line ? lines[e.line - 1]! : '', en: e.message, zh: e.zh }));
}

describe("an author's mistakes in a new report: one finding each, with what was meant", () => {
  it('the page as meant passes', () => {
    expect(checkOnePage(context!, text, FILE).errors).toEqual([]);
  });

  it("a quiet list's offer of a filter or option the page has not", () => {
    const quiet = (offer: string) => text.replace('"columns": [', `"quietRows": { "when": { "field": "netQty", "op": "eq", "value": 0 }, "text": "无", "offers": [${offer}] },\n  "columns": [`);
    const errs = (t: string) => checkOnePage(context!, t, FILE).errors.map((e) => ({ pointer: e.pointer, en: e.message }));
    expect(errs(quiet('{ "field": "date", "value": "x", "label": "看" }'))).toEqual([]);
    expect(errs(quiet('{ "field": "period", "value": "week", "label": "看" }'))).toEqual([{ pointer: '/quietRows/offers/0/field', en: '"period" is no filter of this page' }]);
  });

  it('a format named by another word (money, qty): the format meant', () => {
    expect(mistake('"format": "amount"', '"format": "money"')).toEqual([
      { pointer: '/columns/2/format', line: expect.stringContaining('"money"'), en: '"money" is not allowed (did you mean "amount" or "currency"?)', zh: '不允许 "money"（是否应为 "amount" 或 "currency"？）' },
    ]);
    expect(mistake('"format": "quantity"', '"format": "qty"')).toEqual([expect.objectContaining({ pointer: '/columns/1/format', en: '"qty" is not allowed (did you mean "quantity"?)' })]);
  });

  it('a filter kind misspelt or named by another word: the one finding is at the filter, not also "no required period"', () => {
    expect(mistake('"widget": "dateRange"', '"widget": "daterange"')).toEqual([
      { pointer: '/filters/0/widget', line: expect.stringContaining('"daterange"'), en: '"daterange" is not allowed (did you mean "dateRange"?)', zh: '不允许 "daterange"（是否应为 "dateRange"？）' },
    ]);
    expect(mistake('"widget": "dateRange"', '"widget": "date"')).toEqual([expect.objectContaining({ pointer: '/filters/0/widget', en: '"date" is not allowed (did you mean "dateRange"?)' })]);
    expect(mistake('"widget": "branch"', '"widget": "store"')).toEqual([expect.objectContaining({ pointer: '/filters/1/widget', zh: '不允许 "store"（是否应为 "branch"？）' })]);
  });

  it('a report with no period at all still says it lacks one', () => {
    const errors = checkOnePage(context!, { ...page, filters: page.filters.slice(1) }, FILE).errors;
    expect(errors.map((e) => `${e.pointer}  ${e.message}`)).toEqual(['/filters  lacks a required entry — Must hold a required dateRange: the report\'s period.']);
  });

  it('a value of the wrong type written in quotes: the value without them', () => {
    expect(mistake('"distance": 200', '"distance": "200"')).toEqual([
      { pointer: '/loadMore/distance', line: expect.stringContaining('"200"'), en: 'must be integer (did you mean 200, without quotes?)', zh: '必须是整数（是否应为不带引号的 200？）' },
    ]);
    expect(mistake('"required": true', '"required": "true"')).toEqual([
      { pointer: '/filters/0/required', line: expect.stringContaining('"true"'), en: 'must be boolean (did you mean true, without quotes?)', zh: '必须是布尔值（是否应为不带引号的 true？）' },
    ]);
  });

  it('a text of the wrong type: once, as the forms it may take', () => {
    expect(mistake('"label": {\n        "zh-CN": "净数量",\n        "en": "Net qty"\n      }', '"label": 7')).toEqual([
      {
        pointer: '/columns/1/label',
        line: expect.stringContaining('"label": 7'),
        en: 'must be string or object — Text shown to the user: a plain string, or one per language (zh-CN is the fallback).',
        zh: '必须是字符串或对象 — 显示给用户的文字：一个字符串，或每种语言一个（缺少时用 zh-CN）。',
      },
    ]);
  });

  it('a property at the wrong level: where it belongs', () => {
    expect(mistake('"rowKey": "key",', '"rowKey": "key",\n  "params": { "groupBy": "item" },')).toEqual([
      { pointer: '/params', line: expect.stringContaining('"params"'), en: 'unknown property "params" here: it belongs inside "api" or "summaryApi"', zh: '此处没有属性 "params"：它应写在 "api" 或 "summaryApi" 里面' },
    ]);
    expect(mistake('"rowKey": "key",', '"rowKey": "key",\n  "format": "amount",')).toEqual([expect.objectContaining({ pointer: '/format', en: 'unknown property "format" here: it belongs inside "summary" or "columns"' })]);
  });

  it('a required property misspelt: the misspelling, not also the property missing', () => {
    expect(mistake('"menuCode":', '"menucode":')).toEqual([
      { pointer: '/menucode', line: expect.stringContaining('"menucode"'), en: 'unknown property "menucode" (did you mean "menuCode"?)', zh: '未知属性 "menucode"（是否应为 "menuCode"？）' },
    ]);
  });

  it('a menu code no entry has and none is near: how to add the entry', () => {
    expect(mistake('"SCM_PURCHASE_SUMMARY"', '"SCM_X_RECEIPTS_PER_GROUP"')).toEqual([
      {
        pointer: '/menuCode',
        line: expect.stringContaining('SCM_X_RECEIPTS_PER_GROUP'),
        en: 'unknown menu code SCM_X_RECEIPTS_PER_GROUP: not an entry of schemas/menu/supplier.json; add its entry ({ "code": "SCM_X_RECEIPTS_PER_GROUP", "name": …, "route": …, "children": [] }) to a group of schemas/menu/supplier.json',
        zh: '未知的菜单编码 SCM_X_RECEIPTS_PER_GROUP：不是 schemas/menu/supplier.json 中的菜单项；请在 schemas/menu/supplier.json 的某个分组中添加它的菜单项（{ "code": "SCM_X_RECEIPTS_PER_GROUP", "name": …, "route": …, "children": [] }）',
      },
    ]);
  });

  it('an api with the wrong method: the method the server answers', () => {
    expect(mistake('"method": "GET"', '"method": "POST"')).toEqual([
      {
        pointer: '/filters/1/optionsApi/url',
        line: expect.stringContaining('/common/branch/query'),
        en: 'POST /common/branch/query: the server answers GET /common/branch/query, not POST (did you mean "method": "GET"?)',
        zh: 'POST /common/branch/query：服务器提供的是 GET /common/branch/query，不是 POST（是否应为 "method": "GET"？）',
      },
    ]);
  });

  it('a shown field the server removes for some users, shown without its shield code: said in Chinese too', () => {
    expect(mistake(', "shieldCode": "SCM_FINANCE_AMOUNTS"'.replace(', ', ',\n      '), '')).toEqual([
      expect.objectContaining({ pointer: '/columns/2/field', zh: '服务器对受 SCM_FINANCE_AMOUNTS 屏蔽的用户去掉 "netAmount"：请给该列加 "shieldCode": "SCM_FINANCE_AMOUNTS"，免得他们看到空的' }),
    ]);
  });

  it('the page kind left out: once, with the kinds there are (not again as "tag must be string")', () => {
    expect(mistake('  "kind": "report",\n', '')).toEqual([
      {
        pointer: '',
        line: expect.any(String),
        en: 'missing property "kind"; known: "list", "report", "detail", "form", "dashboard"',
        zh: '缺少属性 "kind"；可用："list", "report", "detail", "form", "dashboard"',
      },
    ]);
  });

  it('a column a chart draws given a format that is no number: said in Chinese too', () => {
    const charted = JSON.stringify({ ...page, chart: { type: 'bar', x: 'name', series: [{ field: 'netQty', label: '净数量' }] } }, null, 2);
    const changed = charted.replace('"format": "quantity"', '"format": "date"');
    expect(checkOnePage(context!, changed, FILE).errors.map((e) => `${e.pointer}  ${e.zh}`)).toEqual(['/chart/series/0  图表系列 "netQty" 必须是数值列']);
  });

  it('the page kind misspelt: once, at it, with the kind meant', () => {
    expect(mistake('"kind": "report"', '"kind": "reprot"')).toEqual([
      { pointer: '/kind', line: expect.stringContaining('"reprot"'), en: '"reprot" is not allowed (did you mean "report"?)', zh: '不允许 "reprot"（是否应为 "report"？）' },
    ]);
  });

  it('a value the endpoint does not take, in the author\'s words; a filter sent to two calls, said once', () => {
    expect(mistake('"groupBy": "branch"', '"groupBy": "store"')).toEqual([
      expect.objectContaining({ pointer: '/api/params/groupBy', zh: 'POST /scm/report/purchase-summary/query 的 "groupBy" 不接受 "store"；可用："item", "branch", "day", "month"' }),
    ]);
    // the totals are asked with the page's filters too (here of the same route, which answers a total)
    const totals = { summaryApi: { url: '/scm/report/purchase-summary/query', method: 'POST' }, summary: [{ field: 'total', label: '行数', format: 'integer' }] };
    const twice = JSON.stringify({ ...page, ...totals, filters: [page.filters[0], { ...page.filters[1], field: 'storeId' }] }, null, 2);
    expect(checkOnePage(context!, twice, FILE).errors.map((e) => e.pointer)).toEqual(['/filters/1/field']);
  });

  it('a chart series misspelt: once, at its field, as no column with the column meant (not "must be a numeric column")', () => {
    const charted = JSON.stringify({ ...page, chart: { type: 'bar', x: 'name', series: [{ field: 'netAmout', label: '净金额' }] } }, null, 2);
    expect(checkOnePage(context!, charted, FILE).errors.map((e) => ({ pointer: e.pointer, en: e.message, zh: e.zh }))).toEqual([
      {
        pointer: '/chart/series/0/field',
        en: 'chart series "netAmout" is no column of this page: name a column\'s field, or give it a format (did you mean "netAmount"?)',
        zh: '图表系列 "netAmout" 不是本页的列：请写某一列的字段，或给它一个格式（是否应为 "netAmount"？）',
      },
    ]);
  });

  it('a period default written in other words (currentMonth, prevMonth): the value meant, not only the list', () => {
    expect(mistake('"default": "thisMonth"', '"default": "currentMonth"')).toEqual([
      { pointer: '/filters/0/default', line: expect.stringContaining('"currentMonth"'), en: '"currentMonth" is not allowed (did you mean "thisMonth"?)', zh: '不允许 "currentMonth"（是否应为 "thisMonth"？）' },
    ]);
    expect(mistake('"default": "thisMonth"', '"default": "prevMonth"').map((e) => e.en)).toEqual(['"prevMonth" is not allowed (did you mean "lastMonth"?)']);
    expect(mistake('"default": "thisMonth"', '"default": "past7Days"').map((e) => e.en)).toEqual(['"past7Days" is not allowed (did you mean "last7days"?)']);
    // a value that stands for none of them still gets the list
    expect(mistake('"default": "thisMonth"', '"default": "fortnight"').map((e) => e.en)).toEqual([expect.stringMatching(/^must be one of: "today", /)]);
  });

  it('a chart category misspelt: one finding, with the field meant, in Chinese too (not also "is not a column")', () => {
    const charted = JSON.stringify({ ...page, chart: { type: 'bar', x: 'nmae', series: [{ field: 'netQty', label: '净数量' }] } }, null, 2);
    const found = checkOnePage(context!, charted, FILE);
    expect([...found.errors, ...found.warnings].map((e) => ({ pointer: e.pointer, zh: e.zh }))).toEqual([
      { pointer: '/chart/x', zh: '图表分类 "nmae" 不在 POST /scm/report/purchase-summary/query 的返回中：未声明 rows[].nmae（是否应为 "name"？）' },
    ]);
    // a field of the answer that is no column: the one warning, in both languages
    const noAmountColumn = { ...page, columns: page.columns.slice(0, 2), chart: { type: 'bar', x: 'netAmount', series: [{ field: 'netQty', label: '净数量' }] } };
    const answered = checkOnePage(context!, JSON.stringify(noAmountColumn, null, 2), FILE);
    expect(answered.errors).toEqual([]);
    expect(answered.warnings.map((e) => [e.pointer, e.message, e.zh])).toEqual([['/chart/x', 'chart category "netAmount" is not a column; known: "name", "netQty"', '图表分类 "netAmount" 不是本页的列；可用："name", "netQty"']]);
  });

  it('filters and actions a report may not have: said in Chinese too', () => {
    const twoTabs = { ...page, filters: [...page.filters, { field: 'a', widget: 'tabs', options: [{ value: '1', label: { 'zh-CN': '一', en: 'One' } }] }, { field: 'b', widget: 'tabs', options: [{ value: '1', label: { 'zh-CN': '一', en: 'One' } }] }] };
    const zhOf = (p: object) => checkOnePage(context!, JSON.stringify(p, null, 2), FILE).errors.map((e) => `${e.pointer} ${e.zh}`);
    expect(zhOf(twoTabs)).toContain('/filters/3 一个页面最多只能有一个 tabs 筛选');
    const sameParam = { ...page, filters: [...page.filters, { ...page.filters[1], label: { 'zh-CN': '门店二', en: 'Branch 2' } }] };
    expect(zhOf(sameParam)).toContain('/filters/2/field 筛选 "branchId" 重复出现（第一次在 /filters/1）');
  });

  it('a listPath the answer does not have: once, at it, not again at every column', () => {
    expect(mistake('"listPath": "rows"', '"listPath": "row"')).toEqual([
      {
        pointer: '/api/listPath',
        line: expect.stringContaining('"row"'),
        en: 'list "row" is not in the answer of POST /scm/report/purchase-summary/query: row is not declared (did you mean "rows"?)',
        zh: '列表 "row" 不在 POST /scm/report/purchase-summary/query 的返回中：未声明 row（是否应为 "rows"？）',
      },
    ]);
  });

  it('JSON in single quotes or a name without quotes: the slip, at its line and column', () => {
    const quotes = checkOnePage(context!, text.replace('"rowKey": "key"', "'rowKey': 'key'"), FILE).errors;
    expect(quotes.map((e) => [e.line, e.column, e.message, e.zh])).toEqual([
      [expect.any(Number), 3, expect.stringMatching(/^not valid JSON: single quotes: JSON writes names and texts in double quotes \("…"\) \(line \d+, column 3\)$/), expect.stringMatching(/^不是有效的 JSON：用了单引号：JSON 的名称和文字要用双引号（"…"）（第 \d+ 行第 3 列）$/)],
    ]);
    const bare = checkOnePage(context!, text.replace('"rowKey": "key"', 'rowKey: "key"'), FILE).errors;
    expect(bare.map((e) => e.message)).toEqual([expect.stringMatching(/^not valid JSON: a name without quotes: write "rowKey" \(line \d+, column 3\)$/)]);
    // a comment, as other languages write them; a text value without its quotes
    const comment = checkOnePage(context!, text.replace('"rowKey": "key"', '// one row a branch\n  "rowKey": "key"'), FILE).errors;
    expect(comment.map((e) => [e.column, e.message, e.zh])).toEqual([[3, expect.stringMatching(/^not valid JSON: a comment: JSON has none, remove it \(line \d+, column 3\)$/), expect.stringMatching(/^不是有效的 JSON：注释：JSON 里不能写注释，请删除（第 \d+ 行第 3 列）$/)]]);
    const value = checkOnePage(context!, text.replace('"rowKey": "key"', '"rowKey": key'), FILE).errors;
    expect(value.map((e) => e.zh)).toEqual([expect.stringMatching(/^不是有效的 JSON：文字没有加引号：请写成 "key"（第 \d+ 行第 13 列）$/)]);
  });
});

describe('a misspelt link target: the route of the kind of screen the link opens', () => {
  // the receipts' list and detail beside each other: …/purchaseIn/index is nearer to …/info (3 edits) than to …/list (5)
  const built = (name: string) => fs.readFileSync(path.join(import.meta.dirname, '../../schemas/supplier', name), 'utf8');
  const { context: withReceipts } = checkSchemaFiles(scratchRepo({ 'purchase-in.list.json': built('purchase-in.list.json'), 'purchase-in.detail.json': built('purchase-in.detail.json') }), { routes: fixtureRoutes });
  const linkFinding = (p: object) => checkOnePage(withReceipts!, p, FILE).errors.filter((e) => e.pointer.startsWith('/rowLink'));

  it('a drill by period (no record named) is offered the list', () => {
    const drill = { ...page, rowLink: { ...page.rowLink, to: '/packagesSub/purchaseIn/index' } };
    expect(linkFinding(drill)).toEqual([
      expect.objectContaining({ pointer: '/rowLink/to', message: expect.stringMatching(/\(did you mean \/packagesSub\/purchaseIn\/list\?\)$/), zh: expect.stringMatching(/（是否应为 \/packagesSub\/purchaseIn\/list？）$/) }),
    ]);
  });

  it('a link naming its record (the id a detail reads) is offered the detail', () => {
    const open = { ...page, rowLink: { to: '/packagesSub/purchaseIn/detail', query: { id: '{{key}}' } } };
    expect(linkFinding(open)).toEqual([expect.objectContaining({ pointer: '/rowLink/to', message: expect.stringMatching(/\(did you mean \/packagesSub\/purchaseIn\/info\?\)$/) })]);
  });

  it('a slip far nearer to a screen of another kind is still offered that screen', () => {
    const near = { ...page, rowLink: { to: '/packagesSub/purchaseIn/infoo', query: { dateFrom: '{{$params.dateFrom}}' } } };
    expect(linkFinding(near)).toEqual([expect.objectContaining({ message: expect.stringMatching(/\(did you mean \/packagesSub\/purchaseIn\/info\?\)$/) })]);
  });
});
