import { describe, expect, it } from 'vitest';
import { checkSchemaFiles, formatIssue } from './schemaFiles';
import { receiptDetail, summaryReport } from './fixtures/pages';
import { fixtureRoutes } from './fixtures/routes';
import { lineOf, scratchRepo } from './fixtures/scratchRepo';

// The contract between page files and server routes: each mistake a config author can make is reported with
// the file, the line and the JSON pointer, and the line is the one holding the mistake.

const list = {
  $schema: '../page.schema.json',
  id: 't.list',
  kind: 'list',
  menuCode: 'SCM_PURCHASE_IN',
  api: { url: '/scm/purchase/purchase-in/list', method: 'POST' },
  filters: [
    { field: 'date', widget: 'dateRange' },
    { field: 'branchId', widget: 'branch', optionsApi: { url: '/common/branch/query', method: 'GET' } },
  ],
  columns: [
    { field: 'sheetNo', label: { 'zh-CN': '单号', en: 'No.' }, card: 'title' },
    { field: 'totalQty', label: { 'zh-CN': '数量', en: 'Qty' }, format: 'quantity' },
  ],
  rowLink: { to: '/packagesSub/purchaseIn/info', query: { id: '{{id}}' } },
};

const detail = {
  ...receiptDetail,
  heading: '{{sheetNo}}',
  lines: { path: 'lines', columns: [{ field: 'name', label: { 'zh-CN': '商品', en: 'Item' } }] },
};

type Page = Record<string, unknown>;
const FILE = 'schemas/supplier/t.json';

/** Checks the pages (t.json = the one under test) and returns its errors, each with the text of its line. */
async function errorsOf(page: Page, others: Record<string, Page> = {}) {
  // the list's row link leads to the detail page: present unless the page under test is a detail itself
  const root = scratchRepo({ ...(page.kind === 'detail' ? {} : { 'd.json': detail }), 't.json': page, ...others });
  const result = checkSchemaFiles(root, { routes: fixtureRoutes });
  return result.errors.map((e) => ({ text: formatIssue(e), zh: e.zh, file: e.file, pointer: e.pointer, line: e.line ? lineOf(root, e.file, e.line) : '' }));
}

describe('a page that keeps the contract', () => {
  it('passes: list with filters, paging, row link; detail with sections and lines', async () => {
    expect(await errorsOf(list)).toEqual([]);
  });

  it('passes: the report other tests break one thing of', async () => {
    expect(await errorsOf(summaryReport)).toEqual([]);
  });
});

describe('what breaks the contract', () => {
  it('an unknown menu code', async () => {
    const [e, ...rest] = await errorsOf({ ...list, menuCode: 'SCM_PURCHASE_INN' });
    expect(e).toMatchObject({ file: FILE, pointer: '/menuCode' });
    expect(e!.text).toMatch(/^schemas\/supplier\/t\.json:\d+ {2}\/menuCode {2}unknown menu code SCM_PURCHASE_INN: not an entry of schemas\/menu\/supplier\.json/);
    expect(e!.line).toContain('"SCM_PURCHASE_INN"');
    // the route belongs to SCM_PURCHASE_IN, not to the code typed: that only repeats the mistake, so it is not said
    expect(rest).toEqual([]);
  });

  it('an unknown shield code', async () => {
    const columns = [...list.columns, { field: 'totalAmount', label: '金额', shieldCode: 'SCM_FINANCE_AMOUNT' }];
    const errs = await errorsOf({ ...list, columns });
    // one finding: the server's marking of the field is judged against the code meant, not said again of the typo
    expect(errs.map((e) => e.text)).toEqual([expect.stringMatching(/^schemas\/supplier\/t\.json:\d+ {2}\/columns\/2\/shieldCode {2}unknown shield code SCM_FINANCE_AMOUNT: declare it under "shieldCodes" of a menu entry \(did you mean SCM_FINANCE_AMOUNTS\?\)$/)]);
    expect(errs[0]!.zh).toBe('未知的屏蔽编码 SCM_FINANCE_AMOUNT：请在某个菜单项的 "shieldCodes" 中声明它（是否应为 SCM_FINANCE_AMOUNTS？）');
    expect(errs.find((e) => e.pointer === '/columns/2/shieldCode')!.line).toContain('"SCM_FINANCE_AMOUNT"');
  });

  it('a filter the route refuses', async () => {
    const filters = [...list.filters, { field: 'supplierId', widget: 'select', options: [{ value: 1, label: 'S001' }] }];
    const [e, ...rest] = await errorsOf({ ...list, filters });
    expect(rest).toEqual([]);
    expect(e!.text).toMatch(/^schemas\/supplier\/t\.json:\d+ {2}\/filters\/2\/field {2}sends parameter "supplierId" that POST \/scm\/purchase\/purchase-in\/list does not accept in its body; known: "pageNum", "pageSize", "dateFrom", "dateTo", "branchId", "keyword", "status", "reconStatus"$/);
    expect(e!.line).toContain('"supplierId"');
  });

  it('a range filter whose parameters the route does not know, and paging a route that does not page', async () => {
    const routes = fixtureRoutes.map((r) => (r.url === '/scm/purchase/purchase-in/list' ? { ...r, schema: { ...r.schema, body: { type: 'object', additionalProperties: false, properties: { branchId: { type: 'integer' } } } } } : r));
    const root = scratchRepo({ 'd.json': detail, 't.json': list });
    const errs = checkSchemaFiles(root, { routes }).errors.map(formatIssue);
    expect(errs).toEqual([
      expect.stringMatching(/\/filters\/0\/field {2}sends parameter "dateFrom"/),
      expect.stringMatching(/\/filters\/0\/field {2}sends parameter "dateTo"/),
      expect.stringMatching(/\/api {2}sends parameter "pageNum" .* set "paged": false when one answer holds every row/),
      expect.stringMatching(/\/api {2}sends parameter "pageSize"/),
    ]);
  });

  it('a fixed parameter value the route does not allow', async () => {
    const report = { ...summaryReport, api: { ...summaryReport.api, params: { groupBy: 'supplier' } } };
    const [e] = await errorsOf(report);
    expect(e!.text).toMatch(/\/api\/params\/groupBy {2}"supplier" is not a value POST \/scm\/report\/purchase-summary\/query accepts for "groupBy"; known: "item", "branch", "day", "month"$/);
    expect(e!.line).toContain('"groupBy": "supplier"');
  });

  it('a column the route does not return', async () => {
    const columns = [...list.columns, { field: 'taxAmount', label: '税额' }];
    const [e, ...rest] = await errorsOf({ ...list, columns });
    expect(rest).toEqual([]);
    expect(e!.text).toMatch(/^schemas\/supplier\/t\.json:\d+ {2}\/columns\/2\/field {2}column "taxAmount" is not in the answer of POST \/scm\/purchase\/purchase-in\/list: rows\[\]\.taxAmount is not declared; known: "id", "sheetNo", "status", "branchName", "inTime", "totalQty", "totalAmount"$/);
    expect(e!.line).toContain('"taxAmount"');
  });

  it('a column written long for the field the route returns short: the field is named', async () => {
    const columns = [...list.columns, { field: 'totalQuantity', label: '数量' }];
    const [e, ...rest] = await errorsOf({ ...list, columns });
    expect(rest).toEqual([]);
    expect(e!.text).toMatch(/\/columns\/2\/field {2}column "totalQuantity" is not in the answer of POST \/scm\/purchase\/purchase-in\/list: rows\[\]\.totalQuantity is not declared \(did you mean "totalQty"\?\)$/);
  });

  it('a section field, a line column, a heading field and link parameters the answers lack; a field linking nowhere', async () => {
    const page = {
      ...detail,
      heading: '{{sheetNumber}}',
      sections: [{ fields: [{ field: 'branch.name', label: '门店' }, { field: 'sheetNo', label: '单号', to: '/packagesSub/purchaseIn/nowhere', query: { id: '{{orderId}}' } }] }],
      lines: { path: 'lines', columns: [{ field: 'barcode', label: '条码' }] },
    };
    const errs = await errorsOf(page, { 'l.json': { ...list, rowLink: { to: '/packagesSub/purchaseIn/info', query: { id: '{{receiptId}}' } } } });
    expect(errs.map((e) => `${e.file} ${e.pointer}`)).toEqual([
      'schemas/supplier/l.json /rowLink/query/id',
      `${FILE} /sections/0/fields/1/to`,
      `${FILE} /heading`,
      `${FILE} /sections/0/fields/0/field`,
      `${FILE} /sections/0/fields/1/query/id`,
      `${FILE} /lines/columns/0/field`,
    ]);
    expect(errs[4]!.text).toContain('link parameter "orderId" is not in the answer');
    expect(errs[3]!.text).toContain('section field "branch.name" is not in the answer of GET /scm/purchase/purchase-in/detail/:id: branch is not declared');
    expect(errs[5]!.text).toContain('column "barcode" is not in the answer of GET /scm/purchase/purchase-in/detail/:id: lines[].barcode is not declared; known: "id", "name", "qty", "price"');
  });

  it('a link to no route', async () => {
    const [e, ...rest] = await errorsOf({ ...list, rowLink: { to: '/packagesSub/purchaseIn/detail', query: { id: '{{id}}' } } });
    expect(rest).toEqual([]);
    expect(e!.text).toMatch(/^schemas\/supplier\/t\.json:\d+ {2}\/rowLink\/to {2}link target \/packagesSub\/purchaseIn\/detail is no route: neither a page's, a menu entry's nor a screen of src\/router\/routes\.ts/);
    expect(e!.line).toContain('/packagesSub/purchaseIn/detail');
  });

  it('an api url or method the server does not answer', async () => {
    const errs = await errorsOf({ ...list, api: { url: '/scm/purchase/purchase-in/lists' } }, { 'd.json': { ...detail, api: { url: '/scm/purchase/purchase-in/detail/{{id}}', method: 'POST' } } });
    expect(errs.map((e) => e.text)).toEqual([
      expect.stringMatching(/d\.json:\d+ {2}\/api\/url {2}POST \/scm\/purchase\/purchase-in\/detail\/\{\{id\}\}: the server answers GET \/scm\/purchase\/purchase-in\/detail\/:id, not POST/),
      expect.stringMatching(/t\.json:\d+ {2}\/api\/url {2}POST \/scm\/purchase\/purchase-in\/lists is not a route of the server \(server\/modules\/\*\/routes\.ts\) \(did you mean \/scm\/purchase\/purchase-in\/list\?\)$/),
    ]);
  });

  it('data drawn from a route the server does not declare a read (an action may call it)', async () => {
    const errs = await errorsOf({ ...list, api: { url: '/scm/purchase/purchase-order/saveConfirm' } });
    expect(errs.map((e) => e.text)).toContainEqual(
      expect.stringMatching(/t\.json:\d+ {2}\/api\/url {2}POST \/scm\/purchase\/purchase-order\/saveConfirm changes data \(the server does not declare it a read\): a page draws what it shows only from reads/),
    );
  });

  it("a route of another menu code that not everyone who sees the page sees, unless the part is guarded by it", async () => {
    const widget = {
      type: 'bar',
      api: { url: '/scm/report/delivery-rate-analyse/query', params: { groupBy: 'branch' } },
      x: 'name',
      series: [{ field: 'qtyRate', label: '到货率', format: 'rate' }],
    };
    const dashboard = {
      id: 't.dashboard',
      kind: 'dashboard',
      route: '/x/overview',
      title: '概况',
      menuCode: 'SCM_PURCHASE_SUMMARY',
      filters: [{ field: 'date', widget: 'dateRange' }],
      tiles: [widget],
    };
    const [e, ...rest] = await errorsOf(dashboard);
    expect(rest).toEqual([]);
    expect(e!.text).toMatch(
      /\/tiles\/0\/api\/url {2}POST \/scm\/report\/delivery-rate-analyse\/query belongs to menu code SCM_ARRIVAL_RATE, this page to SCM_PURCHASE_SUMMARY: a user whose menu holds SCM_PURCHASE_SUMMARY but not SCM_ARRIVAL_RATE gets 107 \(guard this part with "shieldCode": "SCM_ARRIVAL_RATE"\)/,
    );
    expect(await errorsOf({ ...dashboard, tiles: [{ ...widget, shieldCode: 'SCM_ARRIVAL_RATE' }] })).toEqual([]);
    // receipts and returns are seen by the same users: a returns page may call the receipts' route
    expect(await errorsOf({ ...list, menuCode: 'SCM_PURCHASE_OUT', route: '/x/y' })).toEqual([]);
  });

  it("a dashboard tile's condition reads only the parameters the page's filters send", async () => {
    const tile = {
      type: 'bar',
      api: { url: '/scm/report/delivery-rate-analyse/query', params: { groupBy: 'branch' } },
      shieldCode: 'SCM_ARRIVAL_RATE',
      visibleWhen: { field: 'dateFrm', op: 'notEmpty' },
      x: 'name',
      series: [{ field: 'qtyRate', label: '到货率', format: 'rate' }],
    };
    const dashboard = { id: 't.dashboard', kind: 'dashboard', route: '/x/overview', title: '概况', menuCode: 'SCM_PURCHASE_SUMMARY', filters: [{ field: 'date', widget: 'dateRange' }], tiles: [tile] };
    expect((await errorsOf(dashboard)).map((e) => e.text)).toEqual([expect.stringMatching(/\/tiles\/0\/visibleWhen {2}reads "dateFrm", which no filter of this page sends \(did you mean "dateFrom"\?\)$/)]);
    expect(await errorsOf({ ...dashboard, tiles: [{ ...tile, visibleWhen: { field: 'dateFrom', op: 'notEmpty' } }] })).toEqual([]);
  });

  it("a column's other name reads only the parameters the page's filters send", async () => {
    const named = (field: string) => ({ ...list, columns: [list.columns[0], { ...list.columns[1], labelWhen: [{ when: { field, op: 'notEmpty' }, label: '门店数量' }] }] });
    expect((await errorsOf(named('branchid'))).map((e) => e.text)).toEqual([expect.stringMatching(/\/columns\/1\/labelWhen\/0\/when {2}reads "branchid", which no filter of this page sends \(did you mean "branchId"\?\)$/)]);
    expect(await errorsOf(named('branchId'))).toEqual([]);
  });

  it("a dashboard tile sent filters its route does not take, unless it opts out of them", async () => {
    const dashboard = {
      id: 't.dashboard',
      kind: 'dashboard',
      route: '/x/overview',
      title: '概况',
      menuCode: 'SCM_PURCHASE_IN',
      filters: [{ field: 'period', widget: 'dateRange' }],
      tiles: [{ type: 'stat', api: { url: '/scm/purchase/purchase-in/detail/1', method: 'GET' }, items: [{ field: 'totalQty', label: '数量' }] }],
    };
    expect((await errorsOf(dashboard)).map((e) => e.text)).toEqual([expect.stringMatching(/\/filters\/0\/field {2}GET \/scm\/purchase\/purchase-in\/detail\/:id declares no querystring: the parameters this page sends \(periodFrom, periodTo\) would be ignored/)]);
    const tiles = [{ ...dashboard.tiles[0], filters: false }];
    expect(await errorsOf({ ...dashboard, tiles })).toEqual([]);
  });

  it('a column hidden by a shield code the server does not apply to its field', async () => {
    const columns = [...list.columns, { field: 'inTime', label: '时间', shieldCode: 'SCM_FINANCE_AMOUNTS' }, { field: 'totalAmount', label: '金额', shieldCode: 'SCM_FINANCE_AMOUNTS' }];
    const [e, ...rest] = await errorsOf({ ...list, columns });
    expect(rest).toEqual([]);
    expect(e!.text).toMatch(/\/columns\/2\/field {2}column "inTime" is hidden from users shielded from SCM_FINANCE_AMOUNTS, but POST \/scm\/purchase\/purchase-in\/list does not mark it "x-shieldCode": "SCM_FINANCE_AMOUNTS": the server still sends it/);
  });

  it('a total or a chart series of a field the server shields, shown without its shield code (an error)', async () => {
    const root = (page: Page) => scratchRepo({ 't.json': page });
    const warningsOf = (page: Page) => checkSchemaFiles(root(page), { routes: fixtureRoutes }).errors.map(formatIssue).filter((w) => w.includes('shielded from'));
    const report = { ...summaryReport, api: { ...summaryReport.api, listPath: 'rows' }, summaryPath: 'rows.0', summary: [{ field: 'netAmount', format: 'amount' }], chart: { type: 'bar', x: 'name', series: [{ field: 'netAmount', format: 'amount' }] } };
    expect(warningsOf(report)).toEqual([
      expect.stringMatching(/\/chart\/series\/0\/field {2}the server removes "netAmount" for users shielded from SCM_FINANCE_AMOUNTS: give the chart \(or the column of its field\) "shieldCode": "SCM_FINANCE_AMOUNTS"/),
      expect.stringMatching(/\/summary\/0\/field {2}the server removes "netAmount" for users shielded from SCM_FINANCE_AMOUNTS: give the summary field \(or the column of its field\) "shieldCode"/),
    ]);
    // carried by the total and the chart, or by the column they go with: nothing to say
    expect(warningsOf({ ...report, summary: [{ field: 'netAmount', format: 'amount', shieldCode: 'SCM_FINANCE_AMOUNTS' }], chart: { ...report.chart, shieldCode: 'SCM_FINANCE_AMOUNTS' } })).toEqual([]);
    expect(warningsOf({ ...report, columns: [...report.columns, { field: 'netAmount', label: '金额', format: 'amount', shieldCode: 'SCM_FINANCE_AMOUNTS' }] })).toEqual([]);
  });

  it('a section hidden by a shield code the server does not apply', async () => {
    const page = { ...detail, sections: [{ shieldCode: 'SCM_FINANCE_AMOUNTS', fields: [{ field: 'branchName', label: '门店' }, { field: 'totalAmount', label: '金额' }] }] };
    const errs = await errorsOf(page);
    expect(errs.map((e) => e.pointer)).toEqual(['/sections/0/fields/0/field']);
    expect(errs[0]!.text).toContain('the server still sends it');
  });

  it('an action hidden by a shield code whose route does not carry it, and a body the route refuses', async () => {
    const page = {
      ...detail,
      id: 't.confirm',
      route: '/x/confirm',
      menuCode: 'SCM_PURCHASE_ORDER',
      api: { url: '/scm/purchase/purchase-in/detail/{{id}}', method: 'GET' },
      sections: [{ fields: [{ field: 'branchName', label: '门店' }] }],
      lines: undefined,
      actions: [
        { id: 'ok', label: '确认', type: 'request', shieldCode: 'SCM_FINANCE_AMOUNTS', api: { url: '/scm/purchase/purchase-order/saveConfirm' }, body: { id: '{{id}}', versoin: 1, lines: { $map: 'lines', to: { lineId: '{{id}}', qty: '{{qty}}' } } } },
      ],
    };
    const errs = (await errorsOf(page)).filter((e) => e.pointer.startsWith('/actions'));
    expect(errs.map((e) => e.text)).toEqual([
      expect.stringMatching(/\/actions\/0\/api\/url {2}the action is hidden from users shielded from SCM_FINANCE_AMOUNTS, but POST \/scm\/purchase\/purchase-order\/saveConfirm carries SCM_PURCHASE_ORDER_CONFIRM: the server still accepts the call from them/),
      expect.stringMatching(/\/actions\/0\/body\/versoin {2}sends "versoin" that POST \/scm\/purchase\/purchase-order\/saveConfirm does not accept \(did you mean "version"\?\)$/),
      expect.stringMatching(/\/actions\/0\/body\/lines\/to\/qty {2}sends "lines\[\]\.qty" that .* does not accept; known: "lineId", "confirmedQty"$/),
    ]);
  });

  it('a page with neither its own route nor a menu entry that opens one', async () => {
    const [e] = await errorsOf({ ...list, menuCode: 'SCM_GROUP_PURCHASE', api: { url: '/nowhere' } });
    expect(e!.text).toMatch(/\/menuCode {2}no route: the page sets none and menu entry SCM_GROUP_PURCHASE \(schemas\/menu\/supplier\.json \/menu\/1\) opens none/);
  });

  it('route and title come from the menu entry: a list without them serves the entry route once', async () => {
    const errs = await errorsOf(list, { 'u.json': { ...list, id: 'u.list' } });
    expect(errs.map((e) => e.text)).toEqual([expect.stringMatching(/u\.json:\d+ {2}\/menuCode {2}route \/packagesSub\/purchaseIn\/list is also served by schemas\/supplier\/t\.json/)]);
  });
});
