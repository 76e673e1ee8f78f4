import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { phone, snap, useServerAndBrowser } from '../support/browser';
import { demoPassword } from '../support/testContext';

// Publishing at run time, on a phone that was already open: the page author publishes a menu entry and its list
// page (through the API the studio and `npm run schemas:publish` use); the supplier's phone shows the new tile after
// its next navigation, with no reload, and the tile opens the page drawn by the list kind from the published
// document. After a roll back the tile is gone on the next navigation. The phone keeps the release's index and page
// texts: a reload of a release it holds asks nothing before drawing, and a newer release replaces what it keeps.

const menuPath = 'schemas/menu/supplier.json';
const pagePath = 'schemas/supplier/goods-quick.list.json';
const route = '/packagesSub/goodsQuick/index';

const server = useServerAndBrowser();
let author: string;

const menuWithQuickGoods = (): string => menuWith('SCM_GOODS', { code: 'SCM_GOODS_QUICK', name: { 'zh-CN': '商品速查', en: 'Goods at a glance' }, route, icon: 'cube' });

function quickGoodsPage(): string {
  const page = JSON.parse(fs.readFileSync('schemas/supplier/goods-data.list.json', 'utf8'));
  return JSON.stringify({ ...page, id: 'goods-quick.list', menuCode: 'SCM_GOODS_QUICK', columns: page.columns.slice(0, 4) }, null, 2);
}

const post = (url: string, body: unknown) => server.ctx.call('POST', url, { token: author, body });
const revision = async () => (await server.ctx.call('GET', '/scm/authoring/documents', { token: author })).data.revision as number;
/** The draft revision a save of `path` must name (0: no document yet). */
const draftRevOf = async (path: string) =>
  ((await server.ctx.call('GET', '/scm/authoring/documents', { token: author })).data.documents.find((d: { path: string }) => d.path === path)?.draftRev as number | undefined) ?? 0;

/** `serviceWorkers: 'block'`: every request of the page is the page's own, as a test routing them needs. */
async function supplierPhone(options: { serviceWorkers?: 'block' } = {}): Promise<Page> {
  const context = await server.browser.newContext({ ...phone, ...options });
  const page = await context.newPage();
  await page.goto(server.ctx.url + '/');
  await page.locator('#login-account').fill('13800000001');
  await page.locator('#login-password').fill(demoPassword);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL(/pages\/index\/index/);
  return page;
}

/** A navigation away from home and back (the tab bar), as a user moves about. */
async function moveAboutAndHome(page: Page): Promise<void> {
  await page.evaluate(() => (window.location.hash = '/pages/my/index'));
  await page.waitForURL(/pages\/my\/index/);
  await page.evaluate(() => (window.location.hash = '/pages/index/index'));
  await page.waitForURL(/pages\/index\/index/);
}

/** The supplier menu with one more entry under the group holding `sibling`. */
function menuWith(sibling: string, entry: { code: string; name: { 'zh-CN': string; en: string }; route: string; icon: string }): string {
  const file = JSON.parse(fs.readFileSync(menuPath, 'utf8'));
  const group = file.menu.find((e: { children: { code: string }[] }) => e.children.some((c) => c.code === sibling));
  group.children.push({ ...entry, children: [] });
  return JSON.stringify(file, null, 2);
}

beforeAll(async () => {
  author = await server.ctx.login('author', 'Boss@2026demo');
});

describe('a page published at run time', () => {
  it('shows on an open phone after its next navigation, opens, and leaves after a roll back', async () => {
    const page = await supplierPhone();
    await page.getByText('商品资料').first().waitFor();
    expect(await page.getByText('商品速查').count()).toBe(0);

    for (const [path, text] of [[menuPath, menuWithQuickGoods()], [pagePath, quickGoodsPage()]] as const) {
      expect((await post('/scm/authoring/draft/save', { path, text, draftRev: 0 })).code).toBe(0);
    }
    const before = await revision();
    expect((await post('/scm/authoring/publish', { paths: [menuPath, pagePath], revision: before })).code).toBe(0);

    await moveAboutAndHome(page);
    const tile = page.getByText('商品速查').first();
    await tile.waitFor({ timeout: 15_000 });
    await snap(page, 'publishing-home-tile');
    await tile.click();
    await page.waitForURL(new RegExp(route.replace(/\//g, '\\/')));
    // the list kind draws the published document: its columns' labels on the cards, the supplier's own goods
    await page.locator('.page__body').getByText('货号').first().waitFor({ timeout: 15_000 });
    expect(await page.getByText('功能暂未开放').count()).toBe(0);
    await snap(page, 'publishing-page');

    expect((await post('/scm/authoring/rollback', { toRevision: before, revision: before + 1 })).code).toBe(0);
    await moveAboutAndHome(page);
    await page.waitForFunction(() => !document.body.innerText.includes('商品速查'), undefined, { timeout: 15_000 });
    await page.context().close();
  });

  it('says a page a roll back removed is gone, not "no permission", to a phone that had opened it', async () => {
    const page = await supplierPhone();
    await page.getByText('商品资料').first().waitFor();
    for (const [path, text] of [[menuPath, menuWithQuickGoods()], [pagePath, quickGoodsPage()]] as const) {
      expect((await post('/scm/authoring/draft/save', { path, text, draftRev: await draftRevOf(path) })).code).toBe(0);
    }
    const before = await revision();
    expect((await post('/scm/authoring/publish', { paths: [menuPath, pagePath], revision: before })).code).toBe(0);
    await moveAboutAndHome(page);
    await page.getByText('商品速查').first().click({ timeout: 15_000 });
    await page.locator('.page__body').getByText('货号').first().waitFor({ timeout: 15_000 });

    expect((await post('/scm/authoring/rollback', { toRevision: before, revision: before + 1 })).code).toBe(0);
    // a reload on the page: the release the phone keeps draws it, until the launch's menu brings the roll back (or the
    // roll back is known before the address is looked up: then the address is no page at all)
    await page.reload();
    await page.locator('.status-page__title').getByText(/^(此页面已下线|页面不存在)$/).waitFor({ timeout: 15_000 });
    expect(await page.getByText('无权限', { exact: true }).count()).toBe(0);
    // the phone learns of the roll back on a navigation (home without the tile), then comes back to the address
    await moveAboutAndHome(page);
    await page.waitForFunction(() => !document.body.innerText.includes('商品速查'), undefined, { timeout: 15_000 });
    await page.evaluate((to) => (window.location.hash = to), route);
    await page.locator('.status-page__title').getByText('此页面已下线').waitFor({ timeout: 15_000 });
    expect(await page.getByText('无权限', { exact: true }).count()).toBe(0);
    expect(await page.locator('.adm-nav-bar').getByText('商品速查').count()).toBe(0);
    await snap(page, 'publishing-removed-page');
    await page.context().close();
  });

  it('replaces a built-in route from the first navigation after a reload', async () => {
    const goodsPath = 'schemas/supplier/goods-data.list.json';
    const goodsRoute = '/pages/index/goods/index';
    const goods = JSON.parse(fs.readFileSync(goodsPath, 'utf8'));
    goods.columns = goods.columns.map((c: { field: string }) => (c.field === 'spec' ? { ...c, label: { 'zh-CN': '规格（发布版）', en: 'Spec. (published)' } } : c));
    const page = await supplierPhone();
    expect((await post('/scm/authoring/draft/save', { path: goodsPath, text: JSON.stringify(goods, null, 2), draftRev: 0 })).code).toBe(0);
    const before = await revision();
    expect((await post('/scm/authoring/publish', { paths: [goodsPath], revision: before })).code).toBe(0);

    // a reload straight onto the route: no navigation before it, the published document draws
    await page.goto(`${server.ctx.url}/#${goodsRoute}`);
    await page.reload();
    await page.locator('.page__body').getByText('规格（发布版）').first().waitFor({ timeout: 15_000 });
    expect(await page.locator('.page__body').getByText('规格', { exact: true }).count()).toBe(0);

    expect((await post('/scm/authoring/rollback', { toRevision: before, revision: before + 1 })).code).toBe(0);
    await page.reload();
    await page.locator('.page__body').getByText('规格', { exact: true }).first().waitFor({ timeout: 15_000 });
    await page.context().close();
  });

  it('keeps the release it has seen on the phone, and replaces it with a newer one', async () => {
    const goodsPath = 'schemas/supplier/goods-data.list.json';
    const goodsRoute = '/pages/index/goods/index';
    const labelled = (label: string) => {
      const goods = JSON.parse(fs.readFileSync(goodsPath, 'utf8'));
      goods.columns = goods.columns.map((c: { field: string }) => (c.field === 'spec' ? { ...c, label: { 'zh-CN': label, en: label } } : c));
      return JSON.stringify(goods, null, 2);
    };
    const kept = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('published_pages') ?? 'null') as { revision: number; texts: Record<string, string> } | null);
    const page = await supplierPhone({ serviceWorkers: 'block' });
    const validator: string[] = [];
    page.on('request', (r) => (/\/assets\/validatePage-/.test(r.url()) ? validator.push(r.url()) : undefined));
    const before = await revision();
    expect((await post('/scm/authoring/draft/save', { path: goodsPath, text: labelled('规格（第一版）'), draftRev: await draftRevOf(goodsPath) })).code).toBe(0);
    expect((await post('/scm/authoring/publish', { paths: [goodsPath], revision: before })).code).toBe(0);

    await page.goto(`${server.ctx.url}/#${goodsRoute}`);
    await page.reload();
    await page.locator('.page__body').getByText('规格（第一版）').first().waitFor({ timeout: 15_000 });
    await expect.poll(async () => (await kept(page))?.revision, { timeout: 15_000 }).toBe(before + 1);
    expect(Object.values((await kept(page))!.texts).join()).toContain('规格（第一版）');
    expect(validator.length).toBeGreaterThan(0);

    // The release the phone holds draws with the server's published answers cut off: nothing was asked for it, and
    // the text this build has checked is not checked again (the page validator's chunk is not fetched).
    const asked: string[] = [];
    await page.route('**/scm/published/**', (r) => {
      asked.push(r.request().url());
      return r.abort();
    });
    validator.length = 0;
    await page.reload();
    await page.locator('.page__body').getByText('规格（第一版）').first().waitFor({ timeout: 15_000 });
    expect(asked).toEqual([]);
    expect(validator).toEqual([]);
    // The shell's first-round script found the route in the kept release: it fetched the list kind's renderer while
    // the shell was still parsed, and not the built-in file's page module, which the release replaces.
    const firstRound = (await page.evaluate(`(() => {
      const parsed = performance.getEntriesByType('navigation')[0].domInteractive;
      const starts = (name) => performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname.startsWith('/assets/' + name)).map((e) => e.startTime);
      return { parsed, renderer: starts('ListView-'), builtIn: starts('goods-data.list-') };
    })()`)) as { parsed: number; renderer: number[]; builtIn: number[] };
    expect(firstRound.renderer.length).toBeGreaterThan(0);
    expect(Math.min(...firstRound.renderer)).toBeLessThan(firstRound.parsed);
    expect(firstRound.builtIn).toEqual([]);
    await page.unroute('**/scm/published/**');

    // A newer release: the launch's menu names it, the phone asks for it and keeps it in place of the first.
    expect((await post('/scm/authoring/draft/save', { path: goodsPath, text: labelled('规格（第二版）'), draftRev: await draftRevOf(goodsPath) })).code).toBe(0);
    expect((await post('/scm/authoring/publish', { paths: [goodsPath], revision: before + 1 })).code).toBe(0);
    await page.reload();
    await page.locator('.page__body').getByText('规格（第二版）').first().waitFor({ timeout: 15_000 });
    await expect.poll(async () => (await kept(page))?.revision, { timeout: 15_000 }).toBe(before + 2);
    const texts = Object.values((await kept(page))!.texts).join();
    expect(texts).toContain('规格（第二版）');
    expect(texts).not.toContain('规格（第一版）');

    // A roll back is a newer release too: the built-in file draws again, and the phone keeps no published page.
    expect((await post('/scm/authoring/rollback', { toRevision: before, revision: before + 2 })).code).toBe(0);
    await page.reload();
    await page.locator('.page__body').getByText('规格', { exact: true }).first().waitFor({ timeout: 15_000 });
    await expect.poll(async () => (await kept(page))?.revision, { timeout: 15_000 }).toBe(before + 3);
    expect((await kept(page))!.texts).toEqual({});
    await page.context().close();
  });

  it("asks a new release's texts in one answer beside the validator's code, and a page's data beside its renderer and chart", async () => {
    const reportPath = 'schemas/supplier/purchase-quick.report.json';
    const reportRoute = '/packagesSub/purchaseQuick/index';
    const report = JSON.parse(fs.readFileSync('schemas/supplier/purchase-summary.report.json', 'utf8'));
    const menu = menuWith('SCM_PURCHASE_IN', { code: 'SCM_PURCHASE_QUICK', name: { 'zh-CN': '采购速览', en: 'Purchases at a glance' }, route: reportRoute, icon: 'chart' });
    const page = await supplierPhone({ serviceWorkers: 'block' });
    const asked: string[] = [];
    page.on('request', (r) => void asked.push(new URL(r.url()).pathname));
    const askedFor = (pattern: RegExp) => asked.some((p) => pattern.test(p));
    const before = await revision();
    for (const [path, text] of [[menuPath, menu], [reportPath, JSON.stringify({ ...report, id: 'purchase-quick.report', menuCode: 'SCM_PURCHASE_QUICK' }, null, 2)]] as const) {
      expect((await post('/scm/authoring/draft/save', { path, text, draftRev: await draftRevOf(path) })).code).toBe(0);
    }
    expect((await post('/scm/authoring/publish', { paths: [menuPath, reportPath], revision: before })).code).toBe(0);

    // Held: the index (with the release's texts) and the report's data. Each is let go once what should go beside it
    // has been asked for while it was held.
    const gate = () => {
      let resolve = () => {};
      return { promise: new Promise<void>((r) => (resolve = r)), resolve: () => resolve() };
    };
    const gates = { index: gate(), data: gate() };
    await page.route('**/scm/published/index**', async (r) => {
      await gates.index.promise;
      await r.continue();
    });
    await page.route('**/scm/report/purchase-summary/query', async (r) => {
      await gates.data.promise;
      await r.continue();
    });
    // A launch straight onto the new report's address: its menu names a release the phone has not seen.
    await page.goto(`${server.ctx.url}/#${reportRoute}`);
    asked.length = 0;
    await page.reload();
    await expect.poll(() => askedFor(/\/scm\/published\/index$/) && askedFor(/\/assets\/validatePage-/), { timeout: 15_000 }).toBe(true);
    // the page's text is in the index's answer: no request of its own
    expect(askedFor(/\/scm\/published\/page$/)).toBe(false);
    gates.index.resolve();
    await expect.poll(() => askedFor(/\/scm\/report\/purchase-summary\/query$/), { timeout: 15_000 }).toBe(true);
    // the data is held: the report's renderer and its chart were asked for beside it
    await expect.poll(() => askedFor(/\/assets\/ReportPage-/) && askedFor(/\/assets\/ChartBox-/), { timeout: 15_000 }).toBe(true);
    expect(askedFor(/\/scm\/published\/page$/)).toBe(false);
    gates.data.resolve();
    await page.unrouteAll({ behavior: 'wait' });
    await page.locator('.eng-chart svg[role="img"]').first().waitFor({ timeout: 15_000 });
    await snap(page, 'publishing-report-chart');

    // A reload of the release the phone now holds: the shell's first round fetches the chart with the kind's renderer.
    await page.reload();
    await page.locator('.eng-chart svg[role="img"]').first().waitFor({ timeout: 15_000 });
    const firstRound = (await page.evaluate(`(() => {
      const parsed = performance.getEntriesByType('navigation')[0].domInteractive;
      const starts = (name) => performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname.startsWith('/assets/' + name)).map((e) => e.startTime);
      return { parsed, renderer: starts('ReportPage-'), chart: starts('ChartBox-') };
    })()`)) as { parsed: number; renderer: number[]; chart: number[] };
    expect(Math.min(...firstRound.renderer)).toBeLessThan(firstRound.parsed);
    expect(Math.min(...firstRound.chart)).toBeLessThan(firstRound.parsed);

    expect((await post('/scm/authoring/rollback', { toRevision: before, revision: before + 1 })).code).toBe(0);
    await page.context().close();
  });
});
