import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatIssue } from './issues';
import { checkOnePage } from './onePage';
import { checkSchemaFiles } from './schemaFiles';
import { receiptDetail, summaryReport } from './fixtures/pages';
import { fixtureRoutes } from './fixtures/routes';
import { scratchRepo } from './fixtures/scratchRepo';

// One page checked alone (the publish path and the studio) says what the whole tree's check says of it.

const root = scratchRepo({ 't.json': summaryReport });
const { context } = checkSchemaFiles(root, { routes: fixtureRoutes });
const FILE = 'schemas/supplier/new.report.json';

describe('checkOnePage', () => {
  it('passes a good page, given as text or as JSON', () => {
    const page = { ...summaryReport, id: 'new.report', menuCode: 'SCM_ARRIVAL_RATE', api: { url: '/scm/report/delivery-rate-analyse/query', listPath: 'rows', paged: false } };
    expect(checkOnePage(context!, page, FILE)).toMatchObject({ errors: [], page: { id: 'new.report' } });
    expect(checkOnePage(context!, JSON.stringify(page), FILE).errors).toEqual([]);
  });

  it('says what the check of the whole tree says, in the same words and lines', () => {
    const page = { ...summaryReport, id: 'new.report', menuCode: 'SCM_ARRIVAL_RATE', api: { url: '/scm/report/delivery-rate-analyse/query', listPath: 'rows', paged: false }, columns: [{ field: 'nmae', label: '名称' }] };
    const text = JSON.stringify(page, null, 2);
    const alone = checkOnePage(context!, text, FILE).errors.map(formatIssue);
    const tree = scratchRepo({ 't.json': summaryReport });
    fs.writeFileSync(path.join(tree, FILE), text);
    const whole = checkSchemaFiles(tree, { routes: fixtureRoutes }).errors.map(formatIssue);
    expect(alone).toEqual([expect.stringMatching(/^schemas\/supplier\/new\.report\.json:\d+ {2}\/columns\/0\/field {2}column "nmae" is not in the answer .* \(did you mean "name"\?\)$/)]);
    expect(whole).toEqual(alone);
  });

  it('an edit replaces the page of its file; a new page may not take an id or a route that is taken', () => {
    expect(checkOnePage(context!, { ...summaryReport, title: '改' }, 'schemas/supplier/t.json').errors).toEqual([]);
    expect(checkOnePage(context!, summaryReport, FILE).errors.map(formatIssue)).toEqual([
      expect.stringMatching(/\/id {2}id "t\.report" is also used by schemas\/supplier\/t\.json/),
      expect.stringMatching(/\/menuCode {2}route \/packagesSub\/report\/purchaseSummary\/index is also served by schemas\/supplier\/t\.json/),
    ]);
  });

  it('a document that is not JSON: the slip in words, at the line of the comma too many or the bracket missing', () => {
    expect(checkOnePage(context!, '{\n  "id": "x",\n}', FILE).errors).toEqual([
      { file: FILE, line: 2, column: 12, pointer: '', message: 'not valid JSON: a comma before }: remove it (line 2, column 12)', zh: '不是有效的 JSON：} 前多了一个逗号：请删除（第 2 行第 12 列）' },
    ]);
    expect(checkOnePage(context!, '{\n  "id": "x",\n  "columns": [\n    { "field": "name" }\n', FILE).errors.map(formatIssue)).toEqual([
      `${FILE}:5  /  not valid JSON: the file ends before the [ of line 3 is closed: a ] is missing (line 5, column 1)`,
    ]);
    expect(checkOnePage(context!, '{\n  "id": "x"\n  "kind": "list"\n}', FILE).errors.map(formatIssue)).toEqual([`${FILE}:3  /  not valid JSON: a comma is missing before this (line 3, column 3)`]);
  });

  it('says each mistake in Chinese too, with the nearest name', () => {
    const page = { ...summaryReport, id: 'new.report', menuCode: 'SCM_ARRIVAL_RATE', api: { url: '/scm/report/delivery-rate-analyse/query', listPath: 'rows', paged: false } };
    const zh = (changed: object) => checkOnePage(context!, { ...page, ...changed }, FILE).errors.map((i) => `${i.pointer}  ${i.zh}`);
    expect(zh({ colums: [] })).toEqual(['/colums  未知属性 "colums"（是否应为 "columns"？）']);
    expect(zh({ columns: [{ field: 'name', label: '名称', format: 'amout' }] })).toEqual(['/columns/0/format  不允许 "amout"（是否应为 "amount"？）']);
    expect(zh({ columns: [{ field: 'nmae', label: '名称' }] })).toEqual([expect.stringMatching(/^\/columns\/0\/field {2}列 "nmae" 不在 POST \/scm\/report\/delivery-rate-analyse\/query 的返回中：未声明 rows\[\]\.nmae（是否应为 "name"？）$/)]);
    expect(zh({ menuCode: 'SCM_ARRIVAL_RATES' })[0]).toBe('/menuCode  未知的菜单编码 SCM_ARRIVAL_RATES：不是 schemas/menu/supplier.json 中的菜单项（是否应为 SCM_ARRIVAL_RATE？）');
    expect(zh({ api: { ...page.api, url: '/scm/report/delivery-rate-analyse/qery' } })).toEqual(['/api/url  POST /scm/report/delivery-rate-analyse/qery 不是服务器的接口（server/modules/*/routes.ts）（是否应为 /scm/report/delivery-rate-analyse/query？）']);
    expect(zh({ api: { ...page.api, params: { branchID: 1 } } })[0]).toMatch(/^\/api\/params\/branchID {2}发送了参数 "branchID"，但 POST \/scm\/report\/delivery-rate-analyse\/query 的请求体不接受它（是否应为 "branchId"？）$/);
    expect(zh({ rowLink: { to: '/packagesSub/purchaseIn/lst' } })).toEqual(['/rowLink/to  链接目标 /packagesSub/purchaseIn/lst 不是任何路由：既不是页面的、菜单项的，也不是 src/router/routes.ts 的画面（是否应为 /packagesSub/purchaseIn/list？）']);
    expect(zh({ rowLink: { to: '/packagesSub/purchaseIn/list', query: { d: { $expr: { monthstart: { var: 'key' } } } } } })[0]).toBe('/rowLink/query/d/$expr/monthstart  表达式中没有运算 "monthstart"（是否应为 "monthStart"？）');
  });

  it('a page without a menu code: what the code is for, and the entries that fit its id, route or title', () => {
    const { menuCode: _left, ...page } = { ...summaryReport, id: 'arrival-rate.report', api: { url: '/scm/report/delivery-rate-analyse/query', listPath: 'rows', paged: false } };
    const said = (p: object) => checkOnePage(context!, p, FILE).errors.map((i) => ({ line: i.line, pointer: i.pointer, en: i.message, zh: i.zh }));
    expect(said(page)).toEqual([
      {
        line: 1,
        pointer: '',
        en: 'missing property "menuCode": the code of the menu entry this screen belongs to (schemas/menu/supplier.json): it decides who may open the page and gives it its route and title (did you mean SCM_ARRIVAL_RATE?)',
        zh: '缺少属性 "menuCode"：此画面所属菜单项的编码（schemas/menu/supplier.json），决定谁能打开此页面，并为它提供路由和标题（是否应为 SCM_ARRIVAL_RATE？）',
      },
    ]);
    // the entry opening the page's route before any name; a title equal to an entry's name
    expect(said({ ...page, id: 'x.report', route: '/packagesSub/report/purchaseSummary/index' })[0]!.en).toMatch(/\(did you mean SCM_PURCHASE_SUMMARY\?\)$/);
    expect(said({ ...page, id: 'x.report', title: { 'zh-CN': '零售销售', en: 'Till sales' } })[0]!.zh).toMatch(/（是否应为 SCM_RETAIL_SALES？）$/);
    // nothing fits: say how to go on
    expect(said({ ...page, id: 'weekly-purchases.report' })[0]!.en).toMatch(/title; name the entry of schemas\/menu\/supplier\.json that opens this screen, or add one$/);
  });

  it('a detail or form without a menu code: the code decides who opens it, its route and title are its own', () => {
    const { menuCode: _left, ...detail } = receiptDetail;
    const said = (p: object, file: string) => checkOnePage(context!, p, file).errors.map((i) => ({ pointer: i.pointer, en: i.message, zh: i.zh }));
    // it names its own route and title (the meta-schema requires them): the code gives it neither
    expect(said(detail, 'schemas/supplier/t.detail.json')).toEqual([
      {
        pointer: '',
        en: 'missing property "menuCode": the code of the menu entry this screen belongs to (schemas/menu/supplier.json): it decides who may open the page (a detail sets its own route and title: it is opened from another screen, not from the menu) (did you mean SCM_PURCHASE_IN?)',
        zh: '缺少属性 "menuCode"：此画面所属菜单项的编码（schemas/menu/supplier.json），决定谁能打开此页面（详情页自己设置路由和标题：它从其他画面打开，不在菜单中）（是否应为 SCM_PURCHASE_IN？）',
      },
    ]);
    // nothing fits: the entry of the screen it is opened from, not one that opens it
    const form = { ...detail, id: 'weekly-note.form', kind: 'form', route: '/packagesSub/custom/weeklyNote/index', title: '周报', submit: { url: '/x', method: 'POST' } };
    const [issue] = said(form, 'schemas/supplier/weekly-note.form.json').filter((i) => i.pointer === '');
    expect(issue!.en).toMatch(/\(a form sets its own route and title: it is opened from another screen, not from the menu\); name the entry of schemas\/menu\/supplier\.json of the screen it is opened from \(the list of its records, say\)$/);
    expect(issue!.en).not.toContain('gives it its route');
  });

  it('says what the meta-schema expects there in Chinese too, not in its English description', () => {
    const page = { ...summaryReport, id: 'new.report', menuCode: 'SCM_ARRIVAL_RATE', api: { url: '/scm/report/delivery-rate-analyse/query', listPath: 'rows', paged: false } };
    const errors = checkOnePage(context!, { ...page, rowLink: { to: 'packagesSub/purchaseIn/list' } }, FILE).errors;
    expect(errors.map((i) => `${i.pointer}  ${i.zh}`)).toEqual(['/rowLink/to  格式不对 — 规格路由表中的一个应用路由，例如 /packagesSub/purchaseOrder/index。']);
    expect(errors.map((i) => `${i.pointer}  ${i.message}`)).toEqual(["/rowLink/to  has the wrong form — An app route of the spec's route table, e.g. /packagesSub/purchaseOrder/index."]);
  });
});
