import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginThroughUi, phone, snap, useServerAndBrowser } from '../support/browser';
import { demoPassword } from '../support/testContext';

// The page author's studio (src/widgets/studio), in a browser against the real server: a report made from a template
// is previewed on a supplier's real data, published, seen by a supplier's phone that was already open on its next
// navigation, and rolled back; and each kind of mistake shows in the editor as it is typed, with its
// line, pointer and "did you mean", and the server refuses to store it with the same words.

const STUDIO = '/packagesSub/studio/index';
const desktop = { viewport: { width: 1280, height: 800 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', permissions: ['clipboard-read', 'clipboard-write'] };

const server = useServerAndBrowser();
let token: string;

beforeAll(async () => {
  const { ctx } = server;
  // A second page author of the merchant for the test's own calls: the browser's login as `author` ends any other
  // session of that account.
  const me = await ctx.db.selectFrom('merchant_user').select(['merchant_id', 'password_hash']).where('login_name', '=', 'author').executeTakeFirstOrThrow();
  await ctx.db
    .insertInto('merchant_user')
    .values({ id: 903, merchant_id: me.merchant_id, login_name: 'author3', mobile: '13900000903', name: '周到', role: 'author', password_hash: me.password_hash, status: 0 })
    .execute();
  token = await ctx.login('author3', 'Boss@2026demo');
});

/** The studio, opened by the page author through the login screen. */
/** What the Content-Security-Policy refused on each studio page (the console's words). */
const refusals = new WeakMap<Page, string[]>();

async function openStudio(options: object = desktop): Promise<Page> {
  const page = await (await server.browser.newContext(options)).newPage();
  const refused: string[] = [];
  refusals.set(page, refused);
  page.on('console', (m) => /Content Security Policy/.test(m.text()) && refused.push(m.text()));
  await loginThroughUi(page, `${server.ctx.url}/`, 'author', 'Boss@2026demo');
  await page.evaluate((to) => (window.location.hash = to), STUDIO);
  await page.locator('.studio .cm-content').waitFor();
  // the built-in report it opens with has been checked
  // (the first check of a working set checks the whole tree once: seconds on a loaded machine)
  await page.locator('.studio-problems__clean').waitFor({ timeout: 60_000 });
  return page;
}

const problems = (page: Page) => page.locator('.studio-problems').innerText();

/** The words of the question the studio asks, answered with 确定; a document's version as vN (a retry publishes again). */
async function confirmed(page: Page): Promise<string> {
  const question = page.locator('.adm-dialog-content');
  await question.waitFor();
  const words = await question.innerText();
  await page.locator('.adm-dialog-button', { hasText: '确定' }).click();
  await question.waitFor({ state: 'detached' });
  return words.replace(/\bv\d+\b/g, 'vN');
}

async function supplierPhone(): Promise<Page> {
  const page = await (await server.browser.newContext(phone)).newPage();
  await loginThroughUi(page, `${server.ctx.url}/`, '13800000001', demoPassword);
  return page;
}

async function moveAboutAndHome(page: Page): Promise<void> {
  await page.evaluate(() => (window.location.hash = '/pages/my/index'));
  await page.waitForURL(/pages\/my\/index/);
  await page.evaluate(() => (window.location.hash = '/pages/index/index'));
  await page.waitForURL(/pages\/index\/index/);
}

interface Documents {
  revision: number;
  documents: { path: string; publishedVersion: number | null; hasDraft: boolean; draftRev: number }[];
}

/**
 * The merchant back on the built-in files with no draft, as before the first attempt: a retry must not meet the
 * drafts and the release its failed attempt left (the same new page would be refused as existing). The revision now.
 */
async function fromBuiltInFiles(): Promise<number> {
  const { ctx } = server;
  const now = (await ctx.call('GET', '/scm/authoring/documents', { token })).data as Documents;
  for (const d of now.documents.filter((d) => d.hasDraft)) {
    await ctx.call('POST', '/scm/authoring/draft/discard', { token, body: { path: d.path, draftRev: d.draftRev } });
  }
  if (!now.documents.some((d) => d.publishedVersion !== null)) return now.revision;
  await ctx.call('POST', '/scm/authoring/rollback', { token, body: { toRevision: 0, revision: now.revision } });
  return ((await ctx.call('GET', '/scm/authoring/documents', { token })).data as Documents).revision;
}

describe('the studio', () => {
  it('makes a report from a template, previews it on real data, publishes it to an open phone and rolls it back', async () => {
    const before = await fromBuiltInFiles();
    const phonePage = await supplierPhone();
    await phonePage.getByText('采购汇总').first().waitFor();
    const studio = await openStudio();

    // the preview reads as the chosen supplier: the phone user's own
    const supplierId = (await server.ctx.db.selectFrom('supplier_user_link').select('supplier_id').where('user_id', '=', 1).executeTakeFirstOrThrow()).supplier_id;
    await studio.locator('.studio-preview select').first().selectOption(String(supplierId));

    await studio.getByRole('button', { name: '新建页面' }).click();
    await studio.getByRole('radio', { name: '报表' }).click();
    await studio.getByLabel('中文名称').fill('周采购');
    await studio.getByLabel('英文名称').fill('Weekly purchases');
    // the body read as it arrives: the preview frame may draw again (and drop it) before the test gets to it
    const previewRows = studio
      .waitForResponse((r) => r.url().includes('/scm/report/purchase-summary/query') && r.request().headers()['scm-preview'] !== undefined, { timeout: 30_000 })
      .then(async (r) => ({ r, body: (await r.json()) as { data: { rows: { name: string }[] } } }));
    await studio.getByRole('button', { name: '创建' }).click();
    await studio.locator('.studio__file').getByText('schemas/supplier/weekly-purchases.report.json').waitFor();
    await studio.locator('.studio-problems__clean').waitFor({ timeout: 60_000 });

    // the preview draws the draft with the report kind on the supplier's rows, the very rows the supplier is answered
    const rows = (await previewRows).body.data.rows;
    expect(rows.length).toBeGreaterThan(0);
    const frame = studio.frameLocator('iframe[name="scm-studio-preview"]');
    await frame.getByText(rows[0]!.name).first().waitFor({ timeout: 15_000 });
    await snap(studio, 'studio-new-report');

    await studio.getByRole('button', { name: '保存草稿' }).click();
    // a save and a publish check the whole tree with the new documents: many seconds on a loaded machine
    await studio.getByText('草稿已保存').waitFor({ timeout: 120_000 });
    // after a publish the editor reloads the document: the notice stays (the reload cleared it as it showed)
    const reopened = studio.waitForResponse((r) => r.url().includes('/scm/authoring/document?') && r.url().includes('weekly-purchases'), { timeout: 120_000 });
    await studio.getByRole('button', { name: /发布全部草稿/ }).click();
    // asked first, each document with the version it becomes
    expect(await confirmed(studio)).toMatch(/^发布以下 2 个文档？手机在下次切换页面时看到新版本。\nmenu\/supplier\.json (vN|未发布) → vN\nsupplier\/weekly-purchases\.report\.json 未发布 → vN$/);
    await studio.getByText(`已发布，版本 ${before + 1}`).waitFor({ timeout: 120_000 });
    await reopened;
    await studio.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await studio.locator('.studio__notice').innerText()).toBe(`已发布，版本 ${before + 1}`);

    // the phone that was open: the new tile after its next navigation, and the report behind it
    await moveAboutAndHome(phonePage);
    const tile = phonePage.getByText('周采购').first();
    await tile.waitFor({ timeout: 15_000 });
    await tile.click();
    await phonePage.waitForURL(/packagesSub\/custom\/weeklyPurchases\/index/);
    await phonePage.locator('.page__body').getByText(rows[0]!.name).first().waitFor({ timeout: 15_000 });

    // one audit row per published document of the release
    const audit = (await server.ctx.call('GET', '/scm/authoring/audit', { token, query: { pageNum: 1, pageSize: 50 } })).data.rows as { action: string; path: string; revision: number }[];
    expect(audit.filter((r) => r.action === 'publish' && r.revision === before + 1).map((r) => r.path).sort()).toEqual(['schemas/menu/supplier.json', 'schemas/supplier/weekly-purchases.report.json']);

    // edits not saved when rolling back: saved as the page's draft first (a roll back leaves drafts alone) and still in
    // the editor after its reload, and the notice says so (the reload threw them away without a word)
    const editor = studio.locator('.studio .cm-content');
    // the whole document (the editor draws only the lines in view)
    const editorText = async () => {
      await editor.click();
      await studio.keyboard.press('Control+A');
      await studio.keyboard.press('Control+C');
      return studio.evaluate(() => navigator.clipboard.readText());
    };
    const edited = (await editorText()).replace('"kind": "report",', '"kind": "report",\n  "title": { "zh-CN": "周采购（改）", "en": "Weekly purchases, edited" },');
    expect(edited).toContain('周采购（改）');
    await studio.evaluate((pasted) => navigator.clipboard.writeText(pasted), edited);
    await studio.keyboard.press('Control+V');
    await expect.poll(() => studio.locator('.studio__state').innerText()).toContain('未保存');
    await studio.getByRole('button', { name: '历史' }).click();
    await studio.getByRole('button', { name: `回滚到版本 ${before}` }).click();
    // asked first, with what changes on the phones and what becomes of the edits
    expect(await confirmed(studio)).toBe(
      `确定回滚到版本 ${before}？手机在下次切换页面时生效。\n已发布的文档将变为：\nmenu/supplier.json vN → 内置文件\nsupplier/weekly-purchases.report.json vN → 无（移除此页面）\nsupplier/weekly-purchases.report.json 未保存的修改会先存为草稿（回滚不改动草稿）。`,
    );
    await studio.getByText(`已回滚，版本 ${before + 2}；当前文档未保存的修改已先存为草稿，仍在编辑器中`).waitFor({ timeout: 120_000 });
    await expect.poll(editorText, { timeout: 30_000 }).toContain('周采购（改）');
    expect(await studio.locator('.studio__state').innerText()).not.toContain('未保存');
    const saved = (await server.ctx.call('GET', '/scm/authoring/document', { token, query: { path: 'schemas/supplier/weekly-purchases.report.json' } })).data as { draft: { text: string | null } };
    expect(saved.draft.text).toContain('周采购（改）');
    // the author drops the draft (the tests after this one start from no draft)
    await studio.getByRole('button', { name: '放弃修改' }).click();
    expect(await confirmed(studio)).toBe('放弃 supplier/weekly-purchases.report.json 的已保存的草稿？编辑器将回到新文件的起始内容（此文件尚未发布，也没有内置文件）。放弃后无法恢复。');
    await expect.poll(editorText, { timeout: 30_000 }).not.toContain('周采购（改）');
    await moveAboutAndHome(phonePage);
    await phonePage.waitForFunction(() => !document.body.innerText.includes('周采购'), undefined, { timeout: 15_000 });

    // on a phone the parts stack, nothing scrolls sideways; the English words
    await studio.setViewportSize(phone.viewport);
    await snap(studio, 'studio-phone');
    await studio.evaluate(() => localStorage.setItem('lang', 'en'));
    await studio.reload();
    await studio.getByRole('button', { name: 'Save draft' }).waitFor();
    await studio.locator('.studio-problems__clean').waitFor({ timeout: 60_000 });
    await snap(studio, 'studio-phone-en');
    await studio.context().close();
    await phonePage.context().close();
  }, 300_000);

  it('asks before publishing all drafts, and refuses the menu entry a new page left behind when it was never saved', async () => {
    const before = await fromBuiltInFiles();
    const studio = await openStudio();
    await studio.getByRole('button', { name: '新建页面' }).click();
    await studio.getByRole('radio', { name: '报表' }).click();
    await studio.getByLabel('中文名称').fill('半途页');
    await studio.getByLabel('英文名称').fill('Half done');
    await studio.getByRole('button', { name: '创建' }).click();
    await studio.locator('.studio__file').getByText('schemas/supplier/half-done.report.json').waitFor();
    // the author walks away from the new page without saving it: its menu entry stays behind as a draft
    await studio.getByLabel('文件路径').fill('schemas/menu/supplier.json');
    await studio.getByRole('button', { name: '打开', exact: true }).click();
    expect(await confirmed(studio)).toContain('schemas/supplier/half-done.report.json 有未保存的修改');
    await studio.locator('.studio__file').getByText('schemas/menu/supplier.json').waitFor();
    // the check of the menu calls the entry out
    const orphan = '菜单项 SCM_X_HALF_DONE 打开 /packagesSub/custom/halfDone/index，但没有为它发布或保存草稿的页面';
    await expect.poll(() => problems(studio), { timeout: 60_000 }).toContain(orphan);

    await studio.getByRole('button', { name: /发布全部草稿（1）/ }).click();
    expect(await confirmed(studio)).toMatch(/^发布以下 1 个文档？手机在下次切换页面时看到新版本。\nmenu\/supplier\.json (vN|未发布) → vN$/);
    await studio.locator('.studio__notice--bad').waitFor({ timeout: 120_000 });
    expect(await studio.locator('.studio__notice--bad').innerText()).toContain(orphan);
    expect(((await server.ctx.call('GET', '/scm/authoring/documents', { token })).data as Documents).revision).toBe(before);
    await snap(studio, 'studio-orphan-menu');

    // declining the question publishes nothing and asks nothing of the server
    let published = 0;
    studio.on('request', (r) => r.url().includes('/scm/authoring/publish') && published++);
    await studio.getByRole('button', { name: /发布全部草稿（1）/ }).click();
    await studio.locator('.adm-dialog-button', { hasText: '取消' }).click();
    await studio.locator('.adm-dialog-content').waitFor({ state: 'detached' });
    expect(published).toBe(0);
    await studio.context().close();
    // the menu draft left behind goes, so the tests after this one start from the drafts they make
    await fromBuiltInFiles();
  });

  it('makes a report of the merchant’s app from a template and previews it as the merchant’s admin on real data', async () => {
    const studio = await openStudio();
    await studio.getByRole('button', { name: '新建页面' }).click();
    await studio.getByRole('radio', { name: '商家端' }).click();
    await studio.getByRole('radio', { name: '报表' }).click();
    await studio.getByLabel('中文名称').fill('门店零售');
    await studio.getByLabel('英文名称').fill('Store retail');
    await studio.getByText('schemas/boss/store-retail.report.json').waitFor();
    const previewRows = studio
      .waitForResponse((r) => r.url().includes('/administer/report/retail/query') && r.request().headers()['scm-preview'] === 'boss:admin', { timeout: 30_000 })
      .then(async (r) => ({ r, body: (await r.json()) as { data: { rows: { name: string }[] } } }));
    await studio.getByRole('button', { name: '创建' }).click();
    await studio.locator('.studio__file').getByText('schemas/boss/store-retail.report.json').waitFor();
    await studio.locator('.studio-problems__clean').waitFor({ timeout: 60_000 });
    // drawn with the report kind on the merchant's rows, as its admin would be answered
    const { r: answered, body } = await previewRows;
    const rows = body.data.rows;
    expect(rows.length).toBeGreaterThan(0);
    const boss = await server.ctx.login('boss', 'Boss@2026demo');
    const own = await server.ctx.call('POST', '/administer/report/retail/query', { token: boss, body: JSON.parse(answered.request().postData() ?? '{}') });
    expect(own.data.rows[0].name).toBe(rows[0]!.name);
    await studio.locator('.studio-preview').getByText('商家管理员').waitFor();
    await studio.frameLocator('iframe[name="scm-studio-preview"]').getByText(rows[0]!.name).first().waitFor({ timeout: 15_000 });
    await snap(studio, 'studio-boss-report');
    // the boss menu's draft with the new entry goes, as the author would discard it
    const menu = (await server.ctx.call('GET', '/scm/authoring/documents', { token })).data.documents.find((d: { path: string }) => d.path === 'schemas/menu/boss.json');
    expect((await server.ctx.call('POST', '/scm/authoring/draft/discard', { token, body: { path: 'schemas/menu/boss.json', draftRev: menu.draftRev } })).code).toBe(0);
    await studio.context().close();
  }, 300_000);

  it('shows each kind of mistake as it is typed, with line, pointer and did-you-mean; the server refuses it in the same words', async () => {
    const studio = await openStudio();
    // syntax colours drawn from the style file adopted into the editor's shadow root: keys and strings; CodeMirror's
    // own styles are there as a constructed sheet, which the policy allows (a <style> element it would refuse)
    const colour = (cls: string) => studio.locator(`.studio .cm-content .${cls}`).first().evaluate((el) => getComputedStyle(el).color);
    expect([await colour('tok-propertyName'), await colour('tok-string')]).toEqual(['rgb(0, 0, 204)', 'rgb(170, 17, 17)']);
    expect(await studio.locator('.studio .cm-editor').evaluate((el) => getComputedStyle(el).display)).toBe('flex');
    expect(refusals.get(studio)).toEqual([]);
    // CodeMirror's own words in the app's language: its search panel (its look is CodeMirror's theme, in the same sheet)
    await studio.locator('.studio .cm-content').click();
    await studio.keyboard.press('Control+f');
    await expect.poll(() => studio.locator('.studio .cm-search input[name=search]').getAttribute('placeholder')).toBe('查找');
    await studio.keyboard.press('Escape');
    await expect.poll(() => studio.locator('.studio .cm-search').count()).toBe(0);
    const path = 'schemas/supplier/purchase-summary.report.json';
    const base = (await server.ctx.call('GET', '/scm/authoring/document', { token, query: { path } })).data.builtIn as string;
    type Report = Record<string, any>;
    const mistakes: [string, (p: Report) => void, RegExp][] = [
      // the author's words: a zh-CN author reads the check in Chinese
      ['unknown answer field', (p) => (p.columns[0].field = 'nmae'), /^列 "nmae" 不在 .*（是否应为 "name"？）/],
      ['enum typo', (p) => (p.columns[1].format = { type: 'enum', enum: 'poStatsu' }), /（是否应为 "poStatus"？）/],
      ['unknown route', (p) => (p.rowLink = { to: '/packagesSub/purchaseIn/lsit', query: { dateFrom: '{{$params.dateFrom}}' } }), /^链接目标 .*（是否应为 \/packagesSub\/purchaseIn\/list？）/],
      ['unknown menu code', (p) => (p.menuCode = 'SCM_PURCHASE_SUMMARI'), /^未知的菜单编码 .*（是否应为 SCM_PURCHASE_SUMMARY？）/],
      ['no menu code', (p) => delete p.menuCode, /^缺少属性 "menuCode"：此画面所属菜单项的编码（schemas\/menu\/supplier\.json）.*（是否应为 SCM_PURCHASE_SUMMARY？）$/],
      ['unknown endpoint', (p) => (p.summaryApi.url = '/scm/report/purchase-summary/totl'), /不是服务器的接口.*（是否应为 \/scm\/report\/purchase-summary\/total？）/],
      ['misspelt property', (p) => ((p.colums = p.columns), delete p.columns), /^未知属性 "colums"（是否应为 "columns"？）/],
      ['parameter the endpoint does not take', (p) => (p.filters[3].field = 'branchID'), /^发送了参数 "branchID"，但 POST \/scm\/report\/purchase-summary\/query 的请求体不接受它（是否应为 "branchId"？）/],
      ['format type typo', (p) => (p.columns[2].format = { type: 'numbr', decimals: 1 }), /^不允许 "numbr"（是否应为 "number"？）/],
      ['expression operation typo', (p) => (p.rowLink = { to: '/packagesSub/purchaseIn/list', query: { dateFrom: { $expr: { or: [{ monthstart: { var: 'key' } }, { var: '$params.dateFrom' }] } } } }), /^表达式中没有运算 "monthstart"（是否应为 "monthStart"？）/],
      ['unshielded shielded field', (p) => delete p.columns.find((c: Report) => c.field === 'netAmount').shieldCode, /^服务器对受 SCM_FINANCE_AMOUNTS 屏蔽的用户去掉 "netAmount"：/],
      ['unfilled drill value', (p) => (p.chart.drill = { to: '/packagesSub/purchaseIn/list', query: { dateFrom: '{{date}}' } }), /^按 groupBy=month 分组时发送的 "dateFrom" 为空：/],
      ['data from a route that changes data', (p) => (p.summaryApi.url = '/scm/purchase/purchase-order/saveConfirm'), /POST \/scm\/purchase\/purchase-order\/saveConfirm 会修改数据（服务器没有声明它是读取）/],
    ];
    const editor = studio.locator('.studio .cm-content');
    /** Pastes `text` over the open document `at`: the server's words must show, and refuse a save. */
    const shownAndRefused = async (name: string, at: string, text: string, expected: RegExp) => {
      // what the server's check says of it: the words, line and pointer the editor must show
      const said = (await server.ctx.call('POST', '/scm/authoring/check', { token, body: { path: at, text } })).data.errors as { line: number; pointer: string; message: string }[];
      const issue = said.find((i) => expected.test(i.message));
      expect(issue, name).toBeDefined();

      // the whole document pasted over the old one, as an author pastes a page (typed, the editor would close brackets)
      await studio.evaluate((pasted) => navigator.clipboard.writeText(pasted), text);
      await editor.click();
      await studio.keyboard.press('Control+A');
      await studio.keyboard.press('Control+V');
      // how soon it shows is the bench's (bench/results.md, "Page check"); here, that it shows, as the server said it
      await expect.poll(() => problems(studio), { timeout: 30_000, interval: 50, message: name }).toContain(issue!.message);
      const listed = await problems(studio);
      expect(listed, name).toContain(`第 ${issue!.line} 行`);
      expect(listed, name).toContain(issue!.pointer);
      // inline too: a tap on it in the list brings its line into view, underlined
      await studio.locator('.studio-problem', { hasText: issue!.message }).first().locator('.studio-problem__at').click();
      await expect.poll(() => studio.locator('.cm-lintRange-error').count(), { message: name }).toBeGreaterThan(0);

      // the server refuses to store it, in the same words
      await studio.getByRole('button', { name: '保存草稿' }).click();
      await studio.locator('.studio__notice--bad').waitFor();
      // the banner says what is wrong, where: never "服务器拒绝：检查未通过（1 处错误）：" and nothing after
      expect(await studio.locator('.studio__notice--bad').innerText(), name).toMatch(/^服务器拒绝：检查未通过（\d+ 处错误）(，第一处)?：schemas\/\S+( 第 \d+ 行)?：\S/);
      expect(await problems(studio), name).toContain(issue!.message);
      const saved = await server.ctx.call('POST', '/scm/authoring/draft/save', { token, body: { path: at, text, draftRev: 0 } });
      expect(saved.code, name).toBe(400);
      expect(saved.data.issues.map((i: { message: string }) => i.message), name).toContain(issue!.message);
    };
    for (const [name, make, expected] of mistakes) {
      const page = JSON.parse(base) as Report;
      make(page);
      await shownAndRefused(name, path, JSON.stringify(page, null, 2), expected);
    }
    // a publish with a mistake in the editor: its edits are saved first, so the check refuses them and nothing is
    // published; the text stays in the editor (the saved drafts went out and the editor was reloaded, the edits gone)
    const { revision } = (await server.ctx.call('GET', '/scm/authoring/documents', { token })).data as { revision: number };
    const money = JSON.parse(base) as Report;
    money.columns[0].format = 'money';
    await studio.evaluate((pasted) => navigator.clipboard.writeText(pasted), JSON.stringify(money, null, 2));
    await editor.click();
    await studio.keyboard.press('Control+A');
    await studio.keyboard.press('Control+V');
    await expect.poll(() => problems(studio), { timeout: 30_000 }).toContain('不允许 "money"（是否应为 "amount" 或 "currency"？）');
    await studio.getByRole('button', { name: /发布全部草稿（1）/ }).click();
    expect(await confirmed(studio)).toMatch(/^发布以下 1 个文档？.*\n\S+\.report\.json (vN|未发布) → vN（未保存的修改先存为草稿）$/);
    await studio.locator('.studio__notice--bad').waitFor({ timeout: 120_000 });
    expect(await studio.locator('.studio__notice--bad').innerText()).toContain('不允许 "money"（是否应为 "amount" 或 "currency"？）');
    expect((await server.ctx.call('GET', '/scm/authoring/documents', { token })).data.revision).toBe(revision);
    // still the author's text, unsaved, with its finding
    await expect.poll(() => studio.locator('.studio__state').innerText()).toContain('未保存');
    expect(await problems(studio)).toContain('不允许 "money"（是否应为 "amount" 或 "currency"？）');
    // a comma too many: named at the comma, as the slip it is
    await shownAndRefused('trailing comma', path, base.replace(/\n}\s*$/, ',\n}\n'), /^不是有效的 JSON：} 前多了一个逗号：请删除（第 \d+ 行第 \d+ 列）$/);
    await snap(studio, 'studio-trailing-comma');
    // marked at the comma, not over the whole document; a tap on it puts the cursor on it, so Delete mends the file
    const underlined = await studio.locator('.cm-lintRange-error').allInnerTexts();
    expect(underlined.join('')).toBe(',');
    await studio.locator('.studio-problem', { hasText: '前多了一个逗号' }).first().locator('.studio-problem__at').click();
    await studio.keyboard.press('Delete');
    await studio.locator('.studio-problems__clean').waitFor({ timeout: 30_000 });
    // a menu file with a bracket missing: the file's line and the JSON error, never a stack trace
    const menuPath = 'schemas/menu/supplier.json';
    await studio.getByLabel('文件路径').fill(menuPath);
    await studio.getByRole('button', { name: '打开', exact: true }).click();
    await studio.locator('.studio__file').getByText(menuPath).waitFor();
    const menu = (await server.ctx.call('GET', '/scm/authoring/document', { token, query: { path: menuPath } })).data.builtIn as string;
    await shownAndRefused('broken menu file', menuPath, menu.replace(/\]\s*}\s*$/, '}\n'), /^不是有效的 JSON：此处的 } 闭合的是第 \d+ 行的 \[：它之前缺少 \]/);
    expect((await server.ctx.call('GET', '/scm/authoring/documents', { token })).data.documents.filter((d: { path: string; hasDraft: boolean }) => [path, menuPath].includes(d.path) && d.hasDraft)).toEqual([]);
    await studio.context().close();
  });

  it('an author who made a mess throws the edits away, and rolls the published page back, told first what goes', async () => {
    const before = await fromBuiltInFiles();
    const path = 'schemas/supplier/purchase-summary.report.json';
    const base = (await server.ctx.call('GET', '/scm/authoring/document', { token, query: { path } })).data.builtIn as string;
    // a published edit of the report, to roll back
    const titled = base.replace('"kind": "report",', '"kind": "report",\n  "title": "采购汇总（试）",');
    expect((await server.ctx.call('POST', '/scm/authoring/draft/save', { token, body: { path, text: titled, draftRev: 0 } })).code).toBe(0);
    expect((await server.ctx.call('POST', '/scm/authoring/publish', { token, body: { paths: [path], revision: before } })).code).toBe(0);
    const studio = await openStudio();
    const editor = studio.locator('.studio .cm-content');
    const paste = async (text: string) => {
      await studio.evaluate((pasted) => navigator.clipboard.writeText(pasted), text);
      await editor.click();
      await studio.keyboard.press('Control+A');
      await studio.keyboard.press('Control+V');
    };
    const discard = studio.getByRole('button', { name: '放弃修改' });
    expect(await discard.isDisabled()).toBe(true);
    // a text that is not JSON, never saved (no draft): it can be thrown away all the same
    const mess = titled.replace('"rowKey"', 'rowKey');
    await paste(mess);
    await expect.poll(() => problems(studio), { timeout: 30_000 }).toContain('名称没有加引号');
    await discard.click();
    expect(await confirmed(studio)).toBe(`放弃 supplier/purchase-summary.report.json 的未保存的修改？编辑器将回到已发布的 vN。放弃后无法恢复。`);
    await studio.getByText('已放弃 supplier/purchase-summary.report.json 的未保存的修改').waitFor();
    await studio.locator('.studio-problems__clean').waitFor({ timeout: 30_000 });
    expect(await studio.locator('.studio__state').innerText()).not.toContain('未保存');

    // the mess again, then a roll back: it goes through; the edits the check refuses stay in the editor, unsaved
    await paste(mess);
    await expect.poll(() => problems(studio), { timeout: 30_000 }).toContain('名称没有加引号');
    await studio.getByRole('button', { name: '历史' }).click();
    await studio.getByRole('button', { name: `回滚到版本 ${before}` }).click();
    expect(await confirmed(studio)).toBe(
      `确定回滚到版本 ${before}？手机在下次切换页面时生效。\n已发布的文档将变为：\nsupplier/purchase-summary.report.json vN → 内置文件\nsupplier/purchase-summary.report.json 未保存的修改未通过检查，不能存为草稿：回滚后它们仍在编辑器中，未保存；不要它们可点“放弃修改”。`,
    );
    await studio.getByText(`已回滚，版本 ${before + 2}；当前文档未保存的修改未通过检查，没有存为草稿，仍在编辑器中（未保存）`).waitFor({ timeout: 120_000 });
    const now = (await server.ctx.call('GET', '/scm/authoring/documents', { token })).data as Documents;
    expect(now.documents.find((d) => d.path === path)).toMatchObject({ publishedVersion: null, hasDraft: false });
    await expect.poll(() => studio.locator('.studio__state').innerText()).toContain('未保存');
    await expect.poll(() => problems(studio), { timeout: 30_000 }).toContain('名称没有加引号');
    // opening another file over them asks first; declined, nothing moves
    await studio.getByLabel('文件路径').fill('schemas/menu/supplier.json');
    await studio.getByRole('button', { name: '打开', exact: true }).click();
    const question = studio.locator('.adm-dialog-content');
    expect(await question.innerText()).toBe('schemas/supplier/purchase-summary.report.json 有未保存的修改，打开其他文件会丢弃它们。继续？');
    await studio.locator('.adm-dialog-button', { hasText: '取消' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await studio.locator('.studio__file').innerText()).toContain(path);
    expect(await studio.locator('.studio__state').innerText()).toContain('未保存');
    // and thrown away: the editor on the built-in file again
    await discard.click();
    expect(await confirmed(studio)).toBe('放弃 supplier/purchase-summary.report.json 的未保存的修改？编辑器将回到内置文件。放弃后无法恢复。');
    await studio.locator('.studio-problems__clean').waitFor({ timeout: 30_000 });
    await snap(studio, 'studio-thrown-away');
    await studio.context().close();
  }, 300_000);

  it('a page opened at a new path starts as the kind its name says: the first check asks only for what is left', async () => {
    await fromBuiltInFiles();
    const path = 'schemas/supplier/sales-by-day.report.json';
    const studio = await openStudio(phone);
    const openNew = async (button: string) => {
      await studio.locator('.studio__open input').fill(path);
      await studio.getByRole('button', { name: button, exact: true }).click();
      await studio.locator('.studio__file').getByText(path).waitFor();
    };
    await openNew('打开');
    // a report of the guide's parts with its id and menu code from the name: one finding, the menu entry to add
    await expect.poll(() => studio.locator('.studio-problem').count(), { timeout: 60_000 }).toBe(1);
    expect(await studio.locator('.studio-problem__message').innerText()).toMatch(/^未知的菜单编码 SCM_X_SALES_BY_DAY：不是 schemas\/menu\/supplier\.json 中的菜单项/);
    expect(await studio.locator('.studio .cm-content').innerText()).toContain('"kind": "report"');
    await snap(studio, 'studio-new-path');

    await studio.evaluate(() => localStorage.setItem('lang', 'en'));
    await studio.reload();
    await studio.locator('.studio-problems__clean').waitFor({ timeout: 60_000 });
    await openNew('Open');
    await expect.poll(() => studio.locator('.studio-problem').count(), { timeout: 60_000 }).toBe(1);
    expect(await studio.locator('.studio-problem__message').innerText()).toMatch(/^unknown menu code SCM_X_SALES_BY_DAY: not an entry of schemas\/menu\/supplier\.json/);
    await snap(studio, 'studio-new-path-en');
    await studio.context().close();
  });

  it('on a phone, a tap on a finding in the list below the editor brings its line into sight', async () => {
    const studio = await openStudio({ ...phone, permissions: ['clipboard-read', 'clipboard-write'] });
    const path = 'schemas/supplier/purchase-summary.report.json';
    const base = (await server.ctx.call('GET', '/scm/authoring/document', { token, query: { path } })).data.builtIn as string;
    // a mistake in the last column, far below the top of the file
    const at = base.lastIndexOf('"field"');
    await studio.evaluate((pasted) => navigator.clipboard.writeText(pasted), `${base.slice(0, at)}"fieldd"${base.slice(at + 7)}`);
    await studio.locator('.studio .cm-content').click();
    await studio.keyboard.press('Control+A');
    await studio.keyboard.press('Control+V');
    await studio.keyboard.press('Control+Home');
    const finding = studio.locator('.studio-problem', { hasText: '未知属性 "fieldd"' }).locator('.studio-problem__at');
    await finding.waitFor({ timeout: 30_000 });
    // the author has scrolled down to the list: the editor is above the screen
    await studio.locator('.studio-problems').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await finding.tap();
    // the marked line is on screen and what is drawn there is the editor (the line at the window's top edge sat under
    // the fixed nav bar); the list said line 55, the cursor is on it
    const seen = () =>
      studio.evaluate(() => {
        const mark = document.querySelector('.studio__editor')!.shadowRoot!.querySelector('.cm-lintRange-error')!.getBoundingClientRect();
        const y = mark.top + mark.height / 2;
        const drawn = document.elementFromPoint(mark.left + 2, y);
        return y > 0 && y < window.innerHeight && drawn !== null && drawn.closest('.studio__editor') !== null;
      });
    await expect.poll(seen, { timeout: 5_000 }).toBe(true);
    expect(await studio.locator('.studio .cm-activeLine').innerText()).toContain('"fieldd"');
    await snap(studio, 'studio-phone-finding');
    await studio.context().close();
  });
});
