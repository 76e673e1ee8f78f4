import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, demoPassword, type TestContext } from '../support/testContext';
import { newPage, SIDES, TEMPLATES } from '../../src/widgets/studio/templates';

// Publishing at run time (server/modules/publishing): the page author drafts, publishes and rolls back the merchant's
// page and menu documents; every save and publish passes the schema check of the files; a supplier's next request
// sees the new menu (menu answer, guard) with no restart.

const bossPassword = 'Boss@2026demo';
const menuPath = 'schemas/menu/supplier.json';
const pagePath = 'schemas/supplier/goods-quick.list.json';

let ctx: TestContext;
let author: string;
/** a second page author of the same merchant (a second login of one account would end the first session) */
let coAuthor: string;
let supplier: string;

/** The supplier menu file with one more entry under the first group that has children. */
function menuWithQuickGoods(): string {
  const file = JSON.parse(fs.readFileSync(menuPath, 'utf8'));
  const group = file.menu.find((e: { children: unknown[] }) => e.children.length > 0);
  group.children.push({ code: 'SCM_GOODS_QUICK', name: { 'zh-CN': '商品速查', en: 'Goods at a glance' }, route: '/packagesSub/goodsQuick/index', icon: 'cube', children: [] });
  return JSON.stringify(file, null, 2);
}

/** A list page of the new entry over the goods route (copied from the built-in goods list). */
function quickGoodsPage(changes: Record<string, unknown> = {}): string {
  const page = JSON.parse(fs.readFileSync('schemas/supplier/goods-data.list.json', 'utf8'));
  return JSON.stringify({ ...page, id: 'goods-quick.list', menuCode: 'SCM_GOODS_QUICK', columns: page.columns.slice(0, 4), ...changes }, null, 2);
}

const get = (token: string, url: string, query?: Record<string, string | number>) => ctx.call('GET', url, { token, query });
const post = (token: string, url: string, body: unknown) => ctx.call('POST', url, { token, body });
const documents = (token = author) => get(token, '/scm/authoring/documents');
const draftRevOf = async (path: string) => ((await documents()).data.documents.find((d: { path: string }) => d.path === path)?.draftRev as number | undefined) ?? 0;
const save = async (path: string, text: string, token = author) => post(token, '/scm/authoring/draft/save', { path, text, draftRev: await draftRevOf(path) });
const menuCodes = async (token: string) => {
  const info = await get(token, '/mobile/scm/getLoginUserInfo');
  const codes: string[] = [];
  const walk = (items: { code: string; children: unknown[] }[]) => items.forEach((i) => (codes.push(i.code), walk(i.children as never)));
  walk(info.data.menuList);
  return { codes, revision: info.data.schemaRevision as number };
};

beforeAll(async () => {
  ctx = await createTestContext();
  author = await ctx.login('author', bossPassword);
  const me = await ctx.db.selectFrom('merchant_user').select(['merchant_id', 'password_hash']).where('login_name', '=', 'author').executeTakeFirstOrThrow();
  await ctx.db
    .insertInto('merchant_user')
    .values({ id: 901, merchant_id: me.merchant_id, login_name: 'author1b', mobile: '13900000901', name: '李想', role: 'author', password_hash: me.password_hash, status: 0 })
    .execute();
  coAuthor = await ctx.login('author1b', bossPassword);
  supplier = await ctx.login('13800000001', demoPassword);
});
afterAll(() => ctx.close());

describe('publishing pages and menus', () => {
  it('is the page author’s alone: the merchant admin and a supplier get 107', async () => {
    expect((await documents(author)).code).toBe(0);
    expect((await menuCodes(author)).codes).toContain('BOSS_AUTHORING');
    const boss = await ctx.login('boss', bossPassword);
    expect((await menuCodes(boss)).codes).not.toContain('BOSS_AUTHORING');
    for (const token of [boss, supplier]) {
      expect((await documents(token)).code).toBe(107);
      expect((await post(token, '/scm/authoring/draft/save', { path: pagePath, text: quickGoodsPage(), draftRev: 0 })).code).toBe(107);
      expect((await post(token, '/scm/authoring/publish', { paths: [pagePath], revision: 0 })).code).toBe(107);
    }
  });

  it('refuses a draft that fails the schema check with file, line, pointer and the check’s words in the author’s language, and stores nothing', async () => {
    const unknownCode = await save(pagePath, quickGoodsPage());
    expect(unknownCode.code).toBe(400);
    expect(unknownCode.data.issues).toContainEqual({ file: pagePath, line: 5, pointer: '/menuCode', message: '未知的菜单编码 SCM_GOODS_QUICK：不是 schemas/menu/supplier.json 中的菜单项；请在 schemas/menu/supplier.json 的某个分组中添加它的菜单项（{ "code": "SCM_GOODS_QUICK", "name": …, "route": …, "children": [] }）' });
    expect(unknownCode.message).toContain(`${pagePath}:5  /menuCode  未知的菜单编码 SCM_GOODS_QUICK`);
    const inEnglish = await ctx.call('POST', '/scm/authoring/draft/save', { token: author, body: { path: pagePath, text: quickGoodsPage(), draftRev: 0 }, headers: { 'accept-language': 'en' } });
    expect(inEnglish.data.issues).toContainEqual({ file: pagePath, line: 5, pointer: '/menuCode', message: 'unknown menu code SCM_GOODS_QUICK: not an entry of schemas/menu/supplier.json; add its entry ({ "code": "SCM_GOODS_QUICK", "name": …, "route": …, "children": [] }) to a group of schemas/menu/supplier.json' });
    expect(inEnglish.message).toContain(`${pagePath}:5  /menuCode  unknown menu code SCM_GOODS_QUICK`);
    // the first line (the studio's banner) says what is wrong, never a colon with nothing after it; one mistake is one
    // error (the page's route belongs to another menu code only because this one is unknown: not said again)
    expect(unknownCode.data.issues).toHaveLength(1);
    expect(unknownCode.message.split('\n')[0]).toBe(`检查未通过（1 处错误）：${pagePath} 第 5 行：未知的菜单编码 SCM_GOODS_QUICK：不是 schemas/menu/supplier.json 中的菜单项；请在 schemas/menu/supplier.json 的某个分组中添加它的菜单项（{ "code": "SCM_GOODS_QUICK", "name": …, "route": …, "children": [] }）`);
    expect(inEnglish.message.split('\n')[0]).toBe(`The check failed (1 error): ${pagePath} line 5: unknown menu code SCM_GOODS_QUICK: not an entry of schemas/menu/supplier.json; add its entry ({ "code": "SCM_GOODS_QUICK", "name": …, "route": …, "children": [] }) to a group of schemas/menu/supplier.json`);

    const broken = await save(menuPath, menuWithQuickGoods().replace(/\]\s*}\s*$/, '}'));
    expect(broken.code).toBe(400);
    expect(broken.data.issues[0]).toMatchObject({ file: menuPath, pointer: '' });
    expect(broken.data.issues[0].message).toMatch(/^不是有效的 JSON：此处的 } 闭合的是第 \d+ 行的 \[：它之前缺少 \]/);
    expect(broken.data.issues[0].line).toBeGreaterThan(1);

    const badPath = await post(author, '/scm/authoring/draft/save', { path: 'schemas/../server/x.json', text: '{}', draftRev: 0 });
    expect(badPath.code).toBe(400);
    expect((await documents()).data.documents).toEqual([]);
  });

  it('checks a document as typed (the studio’s diagnostics) with the words a save refuses with, storing nothing', async () => {
    const typo = JSON.parse(fs.readFileSync('schemas/supplier/goods-data.list.json', 'utf8'));
    typo.columns[0].field = `${typo.columns[0].field}x`;
    const text = JSON.stringify(typo, null, 2);
    const checked = await post(author, '/scm/authoring/check', { path: 'schemas/supplier/goods-data.list.json', text });
    expect(checked.code).toBe(0);
    expect(checked.data.errors).toEqual([
      expect.objectContaining({ file: 'schemas/supplier/goods-data.list.json', pointer: '/columns/0/field', line: expect.any(Number), message: expect.stringContaining('是否应为') }),
    ]);
    const saved = await save('schemas/supplier/goods-data.list.json', text);
    expect(saved.code).toBe(400);
    expect(saved.data.issues).toEqual(checked.data.errors);
    expect((await post(author, '/scm/authoring/check', { path: 'schemas/supplier/goods-data.list.json', text: fs.readFileSync('schemas/supplier/goods-data.list.json', 'utf8') })).data).toEqual({ errors: [], warnings: [] });
    // a file that is not JSON: its slip by line and column, for the editor to mark (its pointer is the whole file)
    const comma = await post(author, '/scm/authoring/check', { path: pagePath, text: '{\n  "id": "x",\n}\n' });
    expect(comma.data.errors).toEqual([{ file: pagePath, line: 2, column: 12, pointer: '', message: '不是有效的 JSON：} 前多了一个逗号：请删除（第 2 行第 12 列）' }]);
    // bad input is refused with the envelope; only the author may ask
    expect((await post(author, '/scm/authoring/check', { path: 'schemas/../x.json', text })).code).toBe(400);
    expect((await post(author, '/scm/authoring/check', { path: pagePath })).code).toBe(400);
    expect((await post(supplier, '/scm/authoring/check', { path: pagePath, text })).code).toBe(107);
    expect((await documents()).data.documents).toEqual([]);
  });

  it('refuses a page that draws its data from a route the server does not declare a read', async () => {
    const page = JSON.parse(fs.readFileSync('schemas/supplier/goods-data.list.json', 'utf8'));
    page.api = { ...page.api, url: '/scm/product/new-item/delete' };
    const text = JSON.stringify(page, null, 2);
    const checked = await post(author, '/scm/authoring/check', { path: 'schemas/supplier/goods-data.list.json', text });
    const words = 'POST /scm/product/new-item/delete 会修改数据（服务器没有声明它是读取）：页面只从读取接口取数据显示';
    expect(checked.data.errors).toContainEqual(expect.objectContaining({ pointer: '/api/url', message: expect.stringContaining(words) }));
    const saved = await save('schemas/supplier/goods-data.list.json', text);
    expect(saved.code).toBe(400);
    expect(saved.message).toContain(words);
    expect((await documents()).data.documents).toEqual([]);
  });

  it('lists the endpoint catalogue: each route a page may call, its parameters and answer fields', async () => {
    const answer = await get(author, '/scm/authoring/catalogue');
    expect(answer.code).toBe(0);
    const receipts = answer.data.routes.find((r: { method: string; url: string }) => r.method === 'POST' && r.url === '/scm/purchase/purchase-in/list');
    expect(receipts).toMatchObject({ auth: 'supplier', menuCode: 'SCM_PURCHASE_IN' });
    expect(receipts.params).toContainEqual({ path: 'dateFrom', type: 'string (date)', required: false, shieldCode: null });
    expect(receipts.answer).toContainEqual({ path: 'rows[].sheetNo', type: 'string', required: false, shieldCode: null });
    // a field the server removes for users shielded from a code says which
    const summary = answer.data.routes.find((r: { method: string; url: string }) => r.method === 'POST' && r.url === '/scm/report/purchase-summary/query');
    expect(summary.answer).toContainEqual(expect.objectContaining({ path: 'rows[].inAmount', shieldCode: 'SCM_FINANCE_AMOUNTS' }));
    expect(answer.data.routes.some((r: { url: string }) => r.url === '/mobile/scm/login')).toBe(false);
    expect((await get(supplier, '/scm/authoring/catalogue')).code).toBe(107);
  });

  it('previews as a supplier of the merchant: its reads answered as to that supplier, nothing else, for the author alone', async () => {
    const s001 = await ctx.supplier('S001');
    const as = (value: string) => ({ 'scm-preview': value });
    const body = { pageNum: 1, pageSize: 5, groupBy: 'branch', dateFrom: '2026-01-01', dateTo: '2026-12-31' };
    const own = await post(supplier, '/scm/report/purchase-summary/query', body);
    const previewed = await ctx.call('POST', '/scm/report/purchase-summary/query', { token: author, body, headers: as(`${s001.id}:admin`) });
    expect(previewed).toMatchObject({ code: 0, data: own.data });
    const info = await ctx.call('GET', '/mobile/scm/getLoginUserInfo', { token: author, headers: as(`${s001.id}:sales`) });
    expect(info.data).toMatchObject({ userKind: 'supplier', supplier: { id: s001.id } });
    // sales staff are shielded from purchase amounts: the previewed answer leaves them out as the supplier's would
    const asSales = await ctx.call('POST', '/scm/report/purchase-summary/query', { token: author, body, headers: as(`${s001.id}:sales`) });
    expect(asSales.data.rows[0]).not.toHaveProperty('inAmount');
    // never a change: the server's routes say which are reads, and the refusal says the preview only reads
    const change = await ctx.call('POST', '/scm/purchase/purchase-order/saveConfirm', { token: author, body: {}, headers: as(`${s001.id}:admin`) });
    expect(change).toMatchObject({ code: 107, message: '预览只读取数据，不会执行此操作' });
    expect((await ctx.call('POST', '/scm/authoring/draft/save', { token: author, body: {}, headers: as(`${s001.id}:admin`) })).code).toBe(107);
    // any read the server declares, one no built-in page makes included, within the previewed role's menu
    const sums = { dateFrom: '2026-01-01', dateTo: '2026-12-31' };
    const ownSums = await post(supplier, '/scm/financial/supplier/settlement/sum/getListData', sums);
    expect(ownSums.code).toBe(0);
    const previewedSums = await ctx.call('POST', '/scm/financial/supplier/settlement/sum/getListData', { token: author, body: sums, headers: as(`${s001.id}:admin`) });
    expect(previewedSums).toMatchObject({ code: 0, data: ownSums.data });
    expect((await ctx.call('POST', '/scm/financial/supplier/settlement/sum/getListData', { token: author, body: sums, headers: as(`${s001.id}:sales`) })).code).toBe(107);
    // only the author, only the merchant's own suppliers, only a supplier role
    const other = await ctx.db.selectFrom('supplier').select('id').where('merchant_id', '!=', s001.merchant_id).executeTakeFirstOrThrow();
    for (const value of [`${other.id}:admin`, `${s001.id}:author`, 'x', `${s001.id}`]) {
      expect((await ctx.call('POST', '/scm/report/purchase-summary/query', { token: author, body, headers: as(value) })).code, value).toBe(107);
    }
    const boss = await ctx.login('boss', bossPassword);
    for (const token of [supplier, boss]) expect((await ctx.call('POST', '/scm/report/purchase-summary/query', { token, body, headers: as(`${s001.id}:admin`) })).code).toBe(107);
    const listed = await get(author, '/scm/authoring/suppliers');
    expect(listed.data.rows).toContainEqual({ id: s001.id, code: 'S001', name: s001.name });
    expect(listed.data.rows.some((r: { id: number }) => r.id === other.id)).toBe(false);
  });

  it('previews a page of the merchant’s own app as its admin: the admin’s answers, reads only', async () => {
    const as = (value: string) => ({ 'scm-preview': value });
    const body = { pageNum: 1, pageSize: 5 };
    const url = '/administer/report/negative-stock/query';
    const boss = await ctx.login('boss', bossPassword);
    const own = await post(boss, url, body);
    expect(own.code).toBe(0);
    expect(await ctx.call('POST', url, { token: author, body, headers: as('boss:admin') })).toMatchObject({ code: 0, data: own.data });
    const info = await ctx.call('GET', '/mobile/scm/getLoginUserInfo', { token: author, headers: as('boss:admin') });
    expect(info.data).toMatchObject({ userKind: 'boss' });
    // never a change; not the supplier side's routes; only the admin role
    const change = await ctx.call('POST', '/administer/feedback/accept', { token: author, body: { id: 1, version: 1 }, headers: as('boss:admin') });
    expect(change).toMatchObject({ code: 107, message: '预览只读取数据，不会执行此操作' });
    expect((await ctx.call('POST', '/scm/report/purchase-summary/query', { token: author, body: { pageNum: 1, pageSize: 5 }, headers: as('boss:admin') })).code).toBe(107);
    for (const value of ['boss:author', 'boss:buyer', 'boss']) expect((await ctx.call('POST', url, { token: author, body, headers: as(value) })).code, value).toBe(107);
  });

  it('publishes a menu entry and its page: the supplier’s next menu answer holds it, and the page is served', async () => {
    expect((await save(menuPath, menuWithQuickGoods())).code).toBe(0);
    // the page's menu code is now in the merchant's drafts: the page passes
    const page = await save(pagePath, quickGoodsPage());
    expect(page).toMatchObject({ code: 0, data: { path: pagePath, draftRev: 1, warnings: [] } });
    // nothing is published yet
    expect((await menuCodes(supplier)).codes).not.toContain('SCM_GOODS_QUICK');

    const published = await post(author, '/scm/authoring/publish', { paths: [menuPath, pagePath], revision: 0 });
    expect(published).toMatchObject({ code: 0, data: { revision: 1 } });
    // the menu overrides a built-in file, the page adds one (a roll back removes it rather than bring a file back)
    const rows = (await documents()).data.documents as { path: string; builtIn: boolean }[];
    expect(Object.fromEntries(rows.map((r) => [r.path, r.builtIn]))).toEqual({ [menuPath]: true, [pagePath]: false });

    const menu = await menuCodes(supplier);
    expect(menu.codes).toContain('SCM_GOODS_QUICK');
    expect(menu.revision).toBe(1);
    // the index brings the texts of a release the app does not hold, in the same answer; not those of one it holds
    const index = await get(supplier, '/scm/published/index');
    const ref = { path: pagePath, version: 1, id: 'goods-quick.list', kind: 'list', menuCode: 'SCM_GOODS_QUICK', route: '/packagesSub/goodsQuick/index' };
    expect(index.data).toEqual({ revision: 1, pages: [{ ...ref, text: expect.any(String) }] });
    expect(JSON.parse(index.data.pages[0].text)).toEqual(JSON.parse(quickGoodsPage()));
    expect((await get(supplier, '/scm/published/index', { have: 0 })).data.pages[0].text).toEqual(index.data.pages[0].text);
    expect((await get(supplier, '/scm/published/index', { have: 1 })).data).toEqual({ revision: 1, pages: [{ ...ref, text: null }] });
    for (const have of ['-1', 'x']) expect((await get(supplier, '/scm/published/index', { have })).code, have).toBe(400);
    const served = await get(supplier, '/scm/published/page', { path: pagePath });
    expect(JSON.parse(served.data.text)).toEqual(JSON.parse(quickGoodsPage()));
    // the page's data comes from its route as before: the supplier's own goods
    expect((await post(supplier, '/shop/item/data/summary', { pageNum: 1, pageSize: 5 })).code).toBe(0);
    // other kinds of user are not served supplier pages
    const boss = await ctx.login('boss', bossPassword);
    expect((await get(boss, '/scm/published/index')).data.pages).toEqual([]);
    expect((await get(boss, '/scm/published/page', { path: pagePath })).code).toBe(404);
  });

  it('writes an audit row per change: who, when, release, version and the JSON-pointer diff', async () => {
    const audit = await get(author, '/scm/authoring/audit', { pageNum: 1, pageSize: 20 });
    expect(audit.code).toBe(0);
    const rows = audit.data.rows as { path: string; action: string; revision: number | null; version: number | null; userName: string; at: string; diff: { op: string; path: string; to?: unknown }[] }[];
    expect(rows.map((r) => `${r.action} ${r.path}`)).toEqual([`publish ${pagePath}`, `publish ${menuPath}`, `draft ${pagePath}`, `draft ${menuPath}`]);
    const menuPublish = rows.find((r) => r.action === 'publish' && r.path === menuPath)!;
    expect(menuPublish).toMatchObject({ revision: 1, version: 1, userName: '孙悦' });
    expect(Date.parse(menuPublish.at)).toBeGreaterThan(Date.now() - 600_000);
    expect(menuPublish.diff).toEqual([expect.objectContaining({ op: 'add', to: expect.objectContaining({ code: 'SCM_GOODS_QUICK' }) })]);
    expect(menuPublish.diff[0]!.path).toMatch(/^\/menu\/\d+\/children\/\d+$/);
    // a new page: the whole document is added
    expect(rows.find((r) => r.action === 'publish' && r.path === pagePath)!.diff).toEqual([expect.objectContaining({ op: 'add', path: '' })]);
  });

  it('lets one of two authors racing to publish win; the other gets 409 and nothing of it is stored', async () => {
    const page = JSON.parse(quickGoodsPage());
    expect((await save(pagePath, JSON.stringify({ ...page, emptyText: { 'zh-CN': '无', en: 'None' } }))).code).toBe(0);
    const before = (await documents()).data.revision;
    const answers = await Promise.all([author, coAuthor].map((t) => post(t, '/scm/authoring/publish', { paths: [pagePath], revision: before })));
    expect(answers.map((a) => a.code).sort()).toEqual([0, 409]);
    const after = await documents();
    expect(after.data.revision).toBe(before + 1);
    expect(after.data.releases.filter((r: { revision: number }) => r.revision > before)).toHaveLength(1);
    // a stale revision, and a stale draft, are refused the same way
    expect((await post(author, '/scm/authoring/publish', { paths: [pagePath], revision: before })).code).toBe(409);
    expect((await post(author, '/scm/authoring/draft/save', { path: pagePath, text: quickGoodsPage(), draftRev: 0 })).code).toBe(409);
    // publishing a path without a draft names it
    expect(await post(author, '/scm/authoring/publish', { paths: [pagePath], revision: before + 1 })).toMatchObject({ code: 400, data: { field: 'paths/0' } });
  });

  it('rolls back to the built-in files: the entry leaves the supplier’s menu at once; racing roll backs: one wins', async () => {
    const latest = (await documents()).data.revision as number;
    const raced = await Promise.all([author, coAuthor].map((t) => post(t, '/scm/authoring/rollback', { toRevision: 0, revision: latest })));
    expect(raced.map((a) => a.code).sort()).toEqual([0, 409]);
    const menu = await menuCodes(supplier);
    expect(menu.codes).not.toContain('SCM_GOODS_QUICK');
    expect(menu.revision).toBe(latest + 1);
    expect((await get(supplier, '/scm/published/index')).data.pages).toEqual([]);
    expect((await get(supplier, '/scm/published/page', { path: pagePath })).code).toBe(404);
    const audit = await get(author, '/scm/authoring/audit', { pageNum: 1, pageSize: 2 });
    expect(audit.data.rows.map((r: { action: string; path: string }) => `${r.action} ${r.path}`).sort()).toEqual([`rollback ${menuPath}`, `rollback ${pagePath}`]);
    // and forward again, to the release that had them
    expect((await post(author, '/scm/authoring/rollback', { toRevision: 1, revision: latest + 1 })).code).toBe(0);
    expect((await menuCodes(supplier)).codes).toContain('SCM_GOODS_QUICK');
  });

  it('refuses a menu that drops what built-in pages and routes name, and one that hides a function: the guard follows', async () => {
    const file = JSON.parse(fs.readFileSync(menuPath, 'utf8'));
    const drop = (items: { code: string; children: unknown[] }[]): unknown[] =>
      items.filter((e) => e.code !== 'SCM_GOODS').map((e) => ({ ...e, children: drop(e.children as never) }));
    const dropped = await save(menuPath, JSON.stringify({ ...file, menu: drop(file.menu) }, null, 2));
    expect(dropped.code).toBe(400);
    expect(dropped.data.issues).toContainEqual(expect.objectContaining({ file: 'schemas/supplier/goods-data.list.json', pointer: '/menuCode' }));

    // Goods (and the published page over its route) for finance staff only: S001's admin is refused the goods route
    // right after the publish. Restricting the goods entry alone is refused: the published page's users would get 107.
    const published = JSON.parse(menuWithQuickGoods());
    const only = (codes: string[]) => (items: { code: string; children: unknown[] }[]): unknown[] =>
      items.map((e) => ({ ...e, ...(codes.includes(e.code) ? { roles: ['finance'] } : {}), children: only(codes)(e.children as never) }));
    const goodsOnly = await save(menuPath, JSON.stringify({ ...published, menu: only(['SCM_GOODS'])(published.menu) }, null, 2));
    expect(goodsOnly.data.issues).toContainEqual(expect.objectContaining({ file: pagePath, message: expect.stringContaining('属于菜单编码 SCM_GOODS，本页属于 SCM_GOODS_QUICK') }));
    const revision = (await documents()).data.revision;
    const both = await save(menuPath, JSON.stringify({ ...published, menu: only(['SCM_GOODS', 'SCM_GOODS_QUICK'])(published.menu) }, null, 2));
    expect(both.data.issues ?? []).toEqual([]);
    expect((await post(supplier, '/shop/item/data/summary', { pageNum: 1, pageSize: 5 })).code).toBe(0);
    expect((await post(author, '/scm/authoring/publish', { paths: [menuPath], revision })).code).toBe(0);
    expect((await post(supplier, '/shop/item/data/summary', { pageNum: 1, pageSize: 5 })).code).toBe(107);
    expect((await menuCodes(supplier)).codes).not.toContain('SCM_GOODS');
    expect((await post(author, '/scm/authoring/rollback', { toRevision: revision, revision: revision + 1 })).code).toBe(0);
    expect((await post(supplier, '/shop/item/data/summary', { pageNum: 1, pageSize: 5 })).code).toBe(0);
  });

  it('keeps merchants apart: another merchant’s author sees none of it, and its users keep the built-in menus', async () => {
    const m2 = await ctx.db.selectFrom('merchant_user').select(['merchant_id', 'password_hash']).where('login_name', '=', 'boss2').executeTakeFirstOrThrow();
    await ctx.db
      .insertInto('merchant_user')
      .values({ id: 900, merchant_id: m2.merchant_id, login_name: 'author2', mobile: '13900000902', name: '钱多', role: 'author', password_hash: m2.password_hash, status: 0 })
      .execute();
    const other = await ctx.login('author2', bossPassword);
    const theirs = await documents(other);
    expect(theirs.data).toMatchObject({ revision: 0, documents: [], releases: [] });
    expect((await get(other, '/scm/authoring/document', { path: pagePath })).data).toMatchObject({ builtIn: null, published: null, draft: { rev: 0, text: null } });
    expect((await get(other, '/scm/authoring/audit', { pageNum: 1, pageSize: 20 })).data).toEqual({ rows: [], total: 0 });
    const boss2 = await ctx.login('boss2', bossPassword);
    expect((await menuCodes(boss2)).revision).toBe(0);
    // its publish does not reach merchant 1
    expect((await post(other, '/scm/authoring/rollback', { toRevision: 0, revision: 0 })).code).toBe(400);
    expect((await menuCodes(supplier)).codes).toContain('SCM_GOODS_QUICK');
  });

  it('makes a page of each kind from a template, on either side, that the check passes', async () => {
    // each side's menu as the studio starts from it: the draft, else the published document, else the file
    const working = async (path: string) => {
      const d = (await get(author, '/scm/authoring/document', { path })).data;
      return (d.draft.text ?? d.published?.text ?? d.builtIn) as string;
    };
    const menus = { supplier: await working(SIDES.supplier.menu), boss: await working(SIDES.boss.menu) };
    const pages = TEMPLATES.map((t) => {
      const made = newPage(t, fs.readFileSync(t.source, 'utf8'), menus[t.side], { zh: `新${t.kind}`, en: `New ${t.side} ${t.kind}` }, `new-${t.side}-${t.kind}`);
      menus[t.side] = made.menu;
      return made;
    });
    expect(new Set(TEMPLATES.map((t) => `${t.side} ${t.kind}`)).size).toBe(10);
    for (const side of ['supplier', 'boss'] as const) {
      const saved = await save(SIDES[side].menu, menus[side]);
      expect(saved.code, `${side}: ${saved.message}`).toBe(0);
    }
    for (const page of pages) {
      const checked = await post(author, '/scm/authoring/check', { path: page.path, text: page.text });
      expect(checked.data, page.path).toEqual({ errors: [], warnings: [] });
    }
    expect(pages.filter((p) => p.path.startsWith('schemas/boss/')).map((p) => p.code)).toContain('BOSS_X_NEW_BOSS_REPORT');
    for (const side of ['supplier', 'boss'] as const) expect((await post(author, '/scm/authoring/draft/discard', { path: SIDES[side].menu, draftRev: await draftRevOf(SIDES[side].menu) })).code).toBe(0);
  });
});
