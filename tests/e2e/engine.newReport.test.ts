import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addMenuEntry, buildAppCopy, type AppCopy } from '../../bench/listRenderAppCopy';
import { freePort } from '../support/freePort';
import { adminQuery, demoPassword } from '../support/testContext';
import { todaysTemplate } from '../support/template';
import { closeContexts, sharedBrowser, phone, snap } from '../support/browser';

// A config author adds a report with one JSON file and one menu entry, and no TypeScript: a copy of the
// purchase summary grouped by branch. The change is made in a copy of the app (the working tree stays
// as it is), the copy is built with vite and started with its own server on a fresh database, and the
// new report is opened from the home screen and shows data. The same copy carries a page file with a
// mistake, to show what an author then sees instead of a blank page.

const route = '/packagesSub/report/purchaseByBranch/index';
const brokenRoute = '/packagesSub/report/brokenExample/index';
// A typo in a format name, on a line of its own so the error screen can point at it.
const brokenFile = `{
  "id": "zz-test-broken.list",
  "kind": "list",
  "route": "${brokenRoute}",
  "title": { "zh-CN": "配置有误的页面", "en": "Misconfigured page" },
  "menuCode": "SCM_PURCHASE_IN",
  "api": { "url": "/scm/purchase/purchase-in/list" },
  "columns": [
    { "field": "sheetNo", "label": "单号" },
    { "field": "totalAmount", "label": "金额",
      "format": "amout" }
  ]
}
`;
const repo = process.cwd();

function newReportFile(): string {
  const summary = JSON.parse(fs.readFileSync(path.join(repo, 'schemas/supplier/purchase-summary.report.json'), 'utf8'));
  const page = {
    ...summary,
    id: 'zz-test-purchase-by-branch.report',
    route,
    title: { 'zh-CN': '门店采购汇总', en: 'Purchases by branch' },
    menuCode: 'SCM_PURCHASE_BY_BRANCH',
    description: 'The purchase summary, always grouped by branch.',
    api: { ...summary.api, params: { groupBy: 'branch' } },
    chart: { ...summary.chart, title: { 'zh-CN': '各门店净采购金额', en: 'Net purchases per branch' } },
    export: { ...summary.export, fileName: { 'zh-CN': '门店采购汇总', en: 'purchases-by-branch' } },
    filters: summary.filters.filter((f: { field: string }) => f.field !== 'groupBy' && f.field !== 'keyword'),
    columns: summary.columns.map((c: { field: string }) => (c.field === 'name' ? { ...c, label: { 'zh-CN': '门店', en: 'Branch' } } : c)),
  };
  return `${JSON.stringify(page, null, 2)}\n`;
}

let app: AppCopy;
let server: ChildProcess;
let refusal: { code: number | null; log: string };
let checkErrors: string[] = [];

/** Starts the copy's server; rejects with its exit code and output when it stops before it is running. */
function startServer(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(path.join(repo, 'node_modules/.bin/tsx'), ['server/main.ts'], { cwd: app.dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let log = '';
    const timer = setTimeout(() => reject({ code: null, log: `no start within 60 s:\n${log}` }), 60_000);
    const seen = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('is running')) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', seen);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject({ code, log });
    });
  });
}
let url = '';
let browser: Browser;
let page: Page;
const database = `t_${randomBytes(6).toString('hex')}`;

beforeAll(async () => {
  app = await buildAppCopy({
    'schemas/supplier/zz-test-purchase-by-branch.report.json': newReportFile(),
    'schemas/supplier/zz-test-broken.list.json': brokenFile,
    'schemas/menu/supplier.json': addMenuEntry('SCM_GROUP_REPORT', {
      code: 'SCM_PURCHASE_BY_BRANCH',
      name: { 'zh-CN': '门店采购汇总', en: 'Purchases by branch' },
      route,
      icon: 'chart',
    }),
  }, { precompress: false });
  await adminQuery(`create database ${database} template ${await todaysTemplate()}`);
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: inject('pgServerUrl').replace(/\/postgres$/, `/${database}`) };
  const { checkSchemas, formatIssue } = await import('../../scripts/checkSchemas');
  checkErrors = (await checkSchemas(app.dir, { artifacts: false })).errors.map(formatIssue);
  // With the broken file the server refuses to start, listing what schemas:check lists.
  refusal = await startServer(env).then(
    async (started) => {
      const exited = new Promise((r) => started.once('exit', r));
      started.kill('SIGTERM');
      await exited;
      return { code: 0, log: 'started' };
    },
    (err: { code: number; log: string }) => err,
  );
  // Without it the server starts; the build still holds the broken page, as `npm run dev` would serve it while
  // the author edits, so the browser's error screen can be shown too.
  fs.rmSync(path.join(app.dir, 'schemas/supplier/zz-test-broken.list.json'));
  server = await startServer(env).catch((err: { log: string }) => {
    throw new Error(`the copy's server did not start:\n${err.log}`);
  });
  url = `http://127.0.0.1:${port}`;
  browser = await sharedBrowser();
  page = await browser.newPage(phone);
}, 240_000);

afterAll(async () => {
  await closeContexts(browser);
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  await adminQuery(`drop database if exists ${database} with (force)`).catch(() => undefined);
  app?.cleanup();
});

describe('a report added with only a JSON file and a menu entry', () => {
  it('is a valid page file (the schema check finds only the deliberate mistake)', async () => {
    expect(checkErrors).toEqual([
      'schemas/supplier/zz-test-broken.list.json:11  /columns/1/format  "amout" is not allowed (did you mean "amount"?)',
    ]);
    expect(fs.existsSync(path.join(repo, 'schemas/supplier/zz-test-purchase-by-branch.report.json'))).toBe(false);
  });

  it('stops the server from starting while a page file is broken, in the words of the schema check', () => {
    expect(refusal.code).not.toBe(0);
    expect(checkErrors).toHaveLength(1);
    expect(refusal.log).toContain(checkErrors[0]);
  });

  it('appears on the home screen and shows the purchases of each branch', async () => {
    await page.goto(url + '/');
    await page.getByPlaceholder('请输入手机号或账号').fill('13800000001');
    await page.getByPlaceholder('请输入密码').fill(demoPassword);
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/pages\/index\/index/);
    await page.getByText('门店采购汇总').first().click();
    await page.waitForURL(/packagesSub\/report\/purchaseByBranch\/index/);
    await page.waitForSelector('.eng-list[data-page-id="zz-test-purchase-by-branch.report"][data-status="ready"]');
    await page.locator('.eng-dropdown__item', { hasText: '本月' }).click();
    await page.locator('.eng-presets .adm-button', { hasText: '今年' }).click();
    await page.waitForSelector('.eng-list[data-page-id="zz-test-purchase-by-branch.report"][data-status="ready"]');

    const titles = (await page.locator('.eng-card__title').allInnerTexts()).map((t) => t.trim());
    expect(titles.length).toBeGreaterThan(1);
    const client = new pg.Client({ connectionString: inject('pgServerUrl').replace(/\/postgres$/, `/${database}`) });
    await client.connect();
    const branches = (await client.query<{ name: string }>('select name from branch')).rows.map((r) => r.name);
    await client.end();
    for (const t of titles) expect(branches).toContain(t);
    await page.locator('.eng-summary__item', { hasText: '净采购金额' }).waitFor();
    await page.locator('.eng-chart svg[role="img"]').waitFor();
    await page.waitForTimeout(800); // let the drop-down mask fade
    await snap(page, 'engine-new-report-by-branch');
  });

  it('a page file with a mistake shows the file, the JSON pointer, the line and what was expected', async () => {
    await page.goto(`${url}/#${brokenRoute}`);
    const screen = page.locator('.eng-schema-error');
    await screen.waitFor();
    expect(await screen.locator('.eng-schema-error__file').innerText()).toBe('schemas/supplier/zz-test-broken.list.json');
    expect(await screen.locator('.eng-schema-error__pointer').first().innerText()).toBe('/columns/1/format');
    expect(await screen.locator('.eng-schema-error__line').first().innerText()).toBe('第 11 行');
    expect(await screen.locator('.eng-schema-error__message').first().innerText()).toBe('"amout" is not allowed (did you mean "amount"?)');
    await snap(page, 'engine-schema-error-screen');
  });
});
