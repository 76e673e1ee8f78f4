import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { zhCN } from '../../src/i18n/zh-CN';
import { engineZh } from '../../src/engine/texts/zh-CN';
import { loginThroughUi, usePhoneSession } from '../support/browser';
import { demoPassword } from '../support/testContext';

// Spec §8 on the screens: every code of the catalogue answered to a form's submit and to a list's load, and what the
// user sees. The server cannot be made to answer most of these codes, so the one call under test is answered in the
// browser (the rest of the app talks to the real server).

const session = usePhoneSession();

interface Case {
  name: string;
  envelope: Record<string, unknown>;
  /** the toast a form shows; undefined: none */
  toast?: string;
}

const ITEM_ERRORS = JSON.stringify([{ itemId: 9, failReason: '库存不足 m140' }]);

// Silent ones first: a message one of them showed would land in the record before the next expected toast.
const CASES: Case[] = [
  { name: '300192 rejects silently', envelope: { code: 300192, message: 'm300192' } },
  { name: '301544 rejects silently', envelope: { code: 301544, message: 'm301544' } },
  { name: '301554 rejects silently', envelope: { code: 301554, message: 'm301554' } },
  { name: '301546 rejects', envelope: { code: 301546, message: 'm301546' } },
  { name: 'businessCode 113 rejects with data', envelope: { code: 0, businessCode: 113, message: 'm113', data: { rows: [] } } },
  { name: 'businessCode 300022 toasts', envelope: { code: 0, businessCode: 300022, message: 'm300022' }, toast: 'm300022' },
  { name: 'code 0 with businessCode 300007 toasts', envelope: { code: 0, businessCode: 300007, message: 'm300007' }, toast: 'm300007' },
  { name: '301553 login expired', envelope: { code: 301553, message: 'm301553' }, toast: zhCN['error.loginExpiredAuth'] },
  { name: '301552 not authorized', envelope: { code: 301552, message: 'm301552' }, toast: zhCN['error.notAuthorized'] },
  { name: '140 item errors', envelope: { code: 140, message: ITEM_ERRORS }, toast: '库存不足 m140' },
  { name: 'other code with a message', envelope: { code: 500, message: 'm500' }, toast: 'm500' },
  { name: 'other code without one', envelope: { code: 409 }, toast: zhCN['error.system'] },
];

const DIALOGS: Array<{ code: number; text: string }> = [
  { code: 107, text: zhCN['error.noPermission'] },
  { code: 301543, text: zhCN['error.loggedInElsewhere'] },
  { code: 140001, text: zhCN['error.authFailed'] },
  { code: 140002, text: zhCN['error.authFailed'] },
  { code: 301537, text: zhCN['error.authFailed'] },
];

/** Answers `glob` with whatever `answer()` says at the time of the call. */
async function answerWith(page: Page, glob: string, answer: () => Record<string, unknown>): Promise<void> {
  await page.route(glob, (route: Route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(answer()) }));
}

/** Every toast text the page shows from now on, in order (kept in the page as window.__toasts). */
async function recordToasts(page: Page): Promise<void> {
  // A toast still up from before would be counted as a new one.
  await page.locator('.adm-toast-main').waitFor({ state: 'detached' });
  await page.evaluate(() => {
    const w = window as unknown as { __toasts: string[] };
    w.__toasts = [];
    new MutationObserver(() => {
      const text = document.querySelector('.adm-toast-main')?.textContent?.trim() ?? '';
      if (text && w.__toasts[w.__toasts.length - 1] !== text) w.__toasts.push(text);
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

const toasts = (page: Page) => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);

const FORM = '/packagesSub/my/changePhone';
const FORM_CALL = '**/scm/my/updatePassWord*';
const LIST = '/packagesSub/replenish/list';
const LIST_CALL = '**/scm/purchase/self-replenish/list*';

async function openForm(page: Page): Promise<void> {
  await page.goto(`${session.ctx.url}/#${FORM}`);
  await page.waitForSelector('.eng-form');
  await page.locator('[data-field="root_oldPassword"] input').fill(demoPassword);
  await page.locator('[data-field="root_newPassword"] input').fill('Another#2026');
  await page.locator('[data-field="root_confirmPassword"] input').fill('Another#2026');
}

async function submit(page: Page): Promise<void> {
  await Promise.all([page.waitForResponse((r) => r.url().includes('/scm/my/updatePassWord')), page.locator('[data-action="submit"]').click()]);
}

describe('the error catalogue on a form and a list (spec §8)', () => {
  it('a form shows what the catalogue shows for every code, and nothing it keeps silent', async () => {
    const { ctx, page } = session;
    await loginThroughUi(page, ctx.url + '/', '13800000001', demoPassword);
    let current: Case = CASES[0]!;
    await answerWith(page, FORM_CALL, () => current.envelope);
    await openForm(page);
    await recordToasts(page);
    for (const c of CASES) {
      current = c;
      await submit(page);
      if (c.toast) await expect.poll(() => toasts(page), { message: c.name }).toContain(c.toast);
    }
    // In order, once each: no silent code added a message of its own.
    expect(await toasts(page)).toEqual(CASES.flatMap((c) => (c.toast ? [c.toast] : [])));

    for (const d of DIALOGS) {
      current = { name: String(d.code), envelope: { code: d.code, message: `m${d.code}` } };
      await openForm(page);
      await recordToasts(page);
      await submit(page);
      await page.locator('.adm-dialog-content', { hasText: d.text }).waitFor();
      expect(await page.locator('.adm-dialog-content').innerText()).not.toContain(`m${d.code}`);
      expect(await toasts(page), String(d.code)).toEqual([]);
      // Confirming 107 goes home; the session codes would log out, so the page is loaded afresh instead.
      if (d.code === 107) {
        await page.locator('.adm-dialog-button', { hasText: '确定' }).click();
        await page.waitForURL(/pages\/index\/index/);
      } else {
        await page.reload();
      }
    }
    await page.unroute(FORM_CALL);
  });

  it('a list (loading silently) shows the catalogue\'s words under its failed state and never a silent message', async () => {
    const { ctx, page } = session;
    let current: Case = CASES[0]!;
    await answerWith(page, LIST_CALL, () => current.envelope);
    await page.goto(`${ctx.url}/#${LIST}`);
    await page.waitForSelector('.eng-list .eng-state--error');
    await recordToasts(page);
    for (const c of CASES) {
      current = c;
      await Promise.all([page.waitForResponse((r) => r.url().includes('/self-replenish/list')), page.locator('.eng-state--error button').click()]);
      const failed = page.locator('.eng-state--error');
      await failed.waitFor();
      if (c.toast) await failed.locator(':scope > span', { hasText: c.toast }).waitFor();
      else expect(await failed.locator(':scope > span').count(), c.name).toBe(0);
      expect(await failed.innerText()).toContain(engineZh['engine.loadFailed']);
    }
    // The list calls silently: the catalogue's messages are its own to show, as no toast.
    expect(await toasts(page)).toEqual([]);
    await page.unroute(LIST_CALL);
  });

  it('a failed screen offers a retry only where asking again may pass', async () => {
    const { ctx, page } = session;
    // Stock per branch opened without its item: the server refuses the request itself (400), as it would again.
    await page.goto(`${ctx.url}/#/pages/index/stockDetail`);
    // not the failed list the test before leaves on screen (it offers a retry), while it is still on its way out
    const refused = page.locator('.eng-state--error:not(.eng-list *)');
    await refused.waitFor();
    expect(await refused.innerText()).toContain(engineZh['engine.loadFailed']);
    expect(await refused.locator(':scope > span').count()).toBe(1);
    expect(await refused.locator('button').count()).toBe(0);
    // The network failed: a retry is offered, and once the network is back it loads the list.
    await page.route(LIST_CALL, (route: Route) => route.abort('internetdisconnected'));
    await page.goto(`${ctx.url}/#${LIST}`);
    const failed = page.locator('.eng-list .eng-state--error');
    await failed.waitFor();
    await page.unroute(LIST_CALL);
    await Promise.all([page.waitForResponse((r) => r.url().includes('/self-replenish/list')), failed.locator('button', { hasText: '重试' }).click()]);
    await page.locator('.eng-list .eng-card').first().waitFor();
    expect(await failed.count()).toBe(0);
  });
});
