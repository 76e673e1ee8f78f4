import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { demoPassword } from '../support/testContext';
import { loginThroughUi, phone, snap, useServerAndBrowser } from '../support/browser';

// The purchase order screens are schema files rendered by the engine, against the real server and the
// seeded database, on a 390x844 phone: list, status tabs, load-more, pull-to-refresh, detail, confirm.

const server = useServerAndBrowser();
let page: Page;
const listCalls: { pageNum?: number; status?: unknown }[] = [];

beforeAll(async () => {
  page = await server.browser.newPage(phone);
  page.on('request', (r: Request) => {
    if (new URL(r.url()).pathname.endsWith('/scm/purchase/purchase-order/list')) listCalls.push(JSON.parse(r.postData() ?? '{}'));
  });
});

const list = () => page.locator('.eng-list[data-page-id="purchase-order.list"]');
async function loaded(): Promise<number> {
  return Number(await list().getAttribute('data-loaded'));
}
async function logIn(): Promise<void> {
  if (await page.evaluate(() => Boolean(localStorage.getItem('access_token'))).catch(() => false)) return;
  await loginThroughUi(page, server.ctx.url + '/', '13800000001', demoPassword);
}
async function settled(): Promise<void> {
  await page.waitForSelector('.eng-list[data-status="ready"]');
}

/** A finger pulling the page down from near the top: what PullToRefresh listens to. */
async function pullDown(distance: number): Promise<void> {
  // A pull starts only once the last one has folded back (a touch during restoring is the browser's).
  await page.locator('.eng-pull[data-pull="idle"]').waitFor();
  const cdp = await page.context().newCDPSession(page);
  const x = 195;
  const y0 = 330;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: y0 }] });
  for (let d = 10; d <= distance; d += 10) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y0 + d }] });
    await page.waitForTimeout(16);
  }
  await snap(page, 'engine-po-04-pulling');
  // Spec §2: the indicator is a circle in #2BD009.
  expect(await page.locator('.eng-pull__head circle[stroke="#2BD009"]').count()).toBe(1);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

describe('purchase orders from page schemas, supplier 13800000001', () => {
  it('opens the list from home and shows order cards', async () => {
    await logIn();
    await page.getByText('采购订单').first().click();
    await page.waitForURL(/packagesSub\/purchaseOrder\/index/);
    await settled();
    expect(await page.locator('.eng-card').count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.eng-tabs [role="tab"]').count()).toBe(8);
    await snap(page, 'engine-po-01-list');
  });

  it('filters by status with the tabs', async () => {
    await page.locator('.eng-tabs [role="tab"]', { hasText: '待确认' }).click();
    await expect.poll(() => listCalls.at(-1)?.status).toBe(2);
    await settled();
    const badges = await page.locator('.eng-card .eng-tag').allInnerTexts();
    expect(badges.length).toBeGreaterThan(0);
    expect(new Set(badges)).toEqual(new Set(['待确认']));
    const tabText = await page.locator('.eng-tabs [role="tab"]', { hasText: '待确认' }).innerText();
    expect(Number(/\d+/.exec(tabText)?.[0])).toBe(Number(await list().getAttribute('data-total')));
    await snap(page, 'engine-po-02-status-tab');
  });

  it('loads the next page when scrolled near the bottom, keeping few rows in the DOM', async () => {
    // All statuses over all dates: enough orders for several pages.
    await page.locator('.eng-tabs [role="tab"]', { hasText: '全部' }).click();
    await settled();
    await page.locator('.eng-dropdown__item', { hasText: '近30天' }).click();
    await page.locator('.eng-presets .adm-button', { hasText: '近30天' }).waitFor();
    await page.locator('.eng-presets .adm-button', { hasText: '今年' }).click();
    await settled();
    const total = Number(await list().getAttribute('data-total'));
    expect(total).toBeGreaterThan(20);
    expect(await loaded()).toBe(20);
    const callsBefore = listCalls.length;
    for (let i = 0; i < 6 && (await loaded()) < 40; i++) {
      await page.mouse.wheel(0, 3000);
      await page.waitForTimeout(300);
    }
    await expect.poll(loaded).toBeGreaterThanOrEqual(Math.min(40, total));
    expect(listCalls.slice(callsBefore).some((c) => c.pageNum === 2)).toBe(true);
    expect(await page.locator('.eng-card').count()).toBeLessThan(30);
    await snap(page, 'engine-po-03-loaded-more');
  });

  it('refreshes when pulled down at the top, with the spec colour', async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    // A pull is only taken at the top of the page.
    await page.waitForFunction(() => window.scrollY === 0);
    const callsBefore = listCalls.length;
    await pullDown(260);
    await expect.poll(() => listCalls.slice(callsBefore).some((c) => c.pageNum === 1)).toBe(true);
    // the rows already loaded stay on screen until the refreshed first page replaces them
    await expect.poll(loaded, { timeout: 15_000 }).toBe(20);
    await settled();
  });

  it('pull-to-refresh goes through the states of spec §4: a short pull aborts, a long one refreshes and restores', async () => {
    await settled();
    // The last test's refresh folds back first (restoring, then idle): its states are not this pull's.
    await page.locator('.eng-pull[data-pull="idle"]').waitFor();
    // Every state the head takes, in order (kept in the page as window.__pull).
    await page.evaluate(() => {
      const w = window as unknown as { __pull: string[] };
      w.__pull = [];
      const el = document.querySelector('.eng-pull')!;
      new MutationObserver(() => {
        const state = el.getAttribute('data-pull') ?? '';
        if (w.__pull[w.__pull.length - 1] !== state) w.__pull.push(state);
      }).observe(el, { attributes: true, attributeFilter: ['data-pull'] });
    });
    const states = () => page.evaluate(() => (window as unknown as { __pull: string[] }).__pull.splice(0));
    const callsBefore = listCalls.length;
    // Under the trigger height of 70 px (the head follows the finger damped): let go, it folds back without a call.
    await pullDown(60);
    await page.locator('.eng-pull[data-pull="idle"]').waitFor();
    expect(await states()).toEqual(['pulling', 'aborting', 'idle']);
    expect(listCalls.length).toBe(callsBefore);
    await pullDown(260);
    await page.locator('.eng-pull[data-pull="idle"]').waitFor();
    expect(await states()).toEqual(['pulling', 'reached', 'refreshing', 'restoring', 'idle']);
    expect(listCalls.slice(callsBefore).some((c) => c.pageNum === 1)).toBe(true);
  });

  it('lets the user hide a field, and remembers it on the server', async () => {
    const labels = () => page.locator('.eng-card').first().locator('dt').allInnerTexts();
    expect(await labels()).toContain('数量');
    await page.getByRole('button', { name: '显示字段' }).click();
    await page.locator('.eng-colset__list li', { hasText: '数量' }).locator('.adm-checkbox').click();
    await snap(page, 'engine-po-04b-column-settings');
    await page.locator('.eng-colset__buttons .adm-button', { hasText: '保存' }).click();
    await expect.poll(labels).not.toContain('数量');
    await page.reload();
    await settled();
    await expect.poll(labels).not.toContain('数量');
    expect(await labels()).toContain('金额');
    // Back to the defaults for the tests that follow.
    await page.getByRole('button', { name: '显示字段' }).click();
    await page.locator('.eng-colset__buttons .adm-button', { hasText: '恢复默认' }).click();
    await expect.poll(labels).toContain('数量');
  });

  it('opens a detail from a card', async () => {
    const first = page.locator('.eng-card').first();
    const sheetNo = (await first.locator('.eng-card__title').innerText()).trim();
    await first.click();
    await page.waitForURL(/packagesSub\/purchaseOrder\/orderDetails\?id=\d+/);
    await page.locator('.eng-detail__heading', { hasText: sheetNo }).waitFor();
    expect(await page.locator('.eng-lines__item').count()).toBeGreaterThan(0);
    // A long document draws its first lines with the heading and every other line a frame later.
    const lineCount = Number(/\d+/.exec(await page.locator('.eng-lines__count').innerText())![0]);
    await expect.poll(() => page.locator('.eng-lines__item').count()).toBe(lineCount);
    await snap(page, 'engine-po-05-detail');
  });

  it('confirms an order awaiting confirmation as ordered', async () => {
    const order = await server.ctx.db
      .selectFrom('purchase_order as po')
      .innerJoin('supplier as s', 's.id', 'po.supplier_id')
      .select(['po.id', 'po.sheet_no'])
      .where('s.code', '=', 'S001')
      .where('po.status', '=', 2)
      .orderBy('po.id')
      .executeTakeFirstOrThrow();
    await page.goto(`${server.ctx.url}/#/packagesSub/purchaseOrder/orderDetails?id=${order.id}`);
    await page.locator('.eng-detail__heading', { hasText: order.sheet_no }).waitFor();
    await page.locator('.eng-detail__head .eng-tag', { hasText: '待确认' }).waitFor();
    await page.locator('[data-action="confirmAsOrdered"]').click();
    await snap(page, 'engine-po-06-confirm-dialog');
    await page.locator('.adm-dialog-button', { hasText: '确定' }).click();
    await page.locator('.eng-detail__head .eng-tag', { hasText: '已确认' }).waitFor();
    const row = await server.ctx.db.selectFrom('purchase_order').select(['status', 'version']).where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(row.status).toBe(3);
    expect(await page.locator('[data-action="confirmAsOrdered"]').count()).toBe(0);
    await snap(page, 'engine-po-07-confirmed');
  });
});

describe('the confirm form (kind "form")', () => {
  async function awaitingOrder() {
    return server.ctx.db
      .selectFrom('purchase_order as po')
      .innerJoin('supplier as s', 's.id', 'po.supplier_id')
      .select(['po.id', 'po.sheet_no'])
      .where('s.code', '=', 'S001')
      .where('po.status', '=', 2)
      .orderBy('po.id', 'desc')
      .executeTakeFirstOrThrow();
  }
  const qty = (i: number) => page.locator(`[data-field="root_lines_${i}_confirmedQty"] input`);

  it('keeps a draft across a reload, refuses more than ordered on the field, then confirms', async () => {
    await logIn();
    const order = await awaitingOrder();
    await page.goto(`${server.ctx.url}/#/packagesSub/purchaseOrder/orderDetails?id=${order.id}`);
    await page.locator('[data-action="adjustAndConfirm"]').click();
    await page.waitForURL(/packagesSub\/purchaseOrder\/confirm\?id=/);
    await qty(0).waitFor();
    const ordered = (await page.locator('[data-field="root_lines_0_orderQty"] .eng-form__value').innerText()).replace(/,/g, '');
    // Opened and left untouched, the form keeps no draft: nothing is offered back as restored (issue 32 §11).
    await page.waitForTimeout(600);
    await page.reload();
    await qty(0).waitFor();
    expect(await page.getByText('已恢复未提交的草稿').count()).toBe(0);

    // More than ordered: refused on that line (in the browser as typed; the server refuses it too, see engineUx).
    await qty(0).fill('99999');
    await page.waitForTimeout(600);
    await page.reload();
    await page.getByText('已恢复未提交的草稿').waitFor();
    expect(await qty(0).inputValue()).toBe('99999');
    await snap(page, 'engine-po-08-confirm-form-draft');

    await page.locator('[data-action="submit"]').click();
    await page.locator('[data-field="root_lines_0_confirmedQty"] .eng-form__error').waitFor();
    expect(await page.locator('[data-field="root_lines_0_confirmedQty"] .eng-form__error').innerText()).toContain(`不能大于 ${ordered}`);
    await snap(page, 'engine-po-09-confirm-form-server-error');

    // A malformed quantity never leaves the phone.
    await qty(0).fill('1.2345');
    await page.locator('[data-action="submit"]').click();
    await page.locator('[data-field="root_lines_0_confirmedQty"] .eng-form__error', { hasText: '最多 3 位小数' }).waitFor();

    await qty(0).fill(ordered === '' ? '1' : String(Math.max(0, Math.floor(Number(ordered)) - 1)));
    await page.locator('[data-action="submit"]').click();
    await page.waitForURL(/packagesSub\/purchaseOrder\/orderDetails\?id=/);
    await page.locator('.eng-detail__head .eng-tag', { hasText: '已确认' }).waitFor();
    const row = await server.ctx.db.selectFrom('purchase_order').select('status').where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(row.status).toBe(3);
    expect(await page.evaluate((id) => Object.keys(localStorage).filter((k) => k.includes(`purchase-order.confirm?id=${id}`)), order.id)).toEqual([]);
  });
});
