import type { Browser, Page } from 'playwright-core';
import { SHELL_CALLS_KEY } from '../../common/shell/shellCalls';
import { phoneContext } from './chromium';

// Logged-in pages are measured with the session already in localStorage, as a returning user has it: the login
// screen is used once, as a user would, and what the app stored is copied into every measured browser before
// it navigates (so no run pays for the login, and no run starts with the app's code in its cache).

export const benchAccount = { account: '13800000001', password: 'Scm@2026demo' };
/**
 * Who a home bench logs in as (WHO=boss: the merchant admin, else the supplier) and home's first content for them:
 * the supplier's first banner, the merchant admin's first overview figure.
 */
export function homeUser(): { who: { account: string; password: string }; content: string } {
  return process.env.WHO === 'boss'
    ? { who: { account: 'boss', password: 'Boss@2026demo' }, content: '.home-boss-overview .eng-stat__value:not(.eng-stat__value--loading)' }
    : { who: benchAccount, content: '.home-banner__subtitle' };
}

/** The demo page author, as scripts/publishing/authorSession.ts reads it from the environment. */
export const benchAuthor = { SCM_AUTHOR: 'author', SCM_AUTHOR_PASSWORD: 'Boss@2026demo' };

export type StoredSession = Record<string, string>;

export async function loginAndReadStorage(browser: Browser, base: string, who: { account: string; password: string } = benchAccount): Promise<StoredSession> {
  const context = await browser.newContext(phoneContext);
  try {
    const page = await context.newPage();
    await page.goto(`${base}/`);
    await page.getByPlaceholder('请输入手机号或账号').fill(who.account);
    await page.getByPlaceholder('请输入密码').fill(who.password);
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/pages\/index\/index/, { waitUntil: 'commit' });
    const stored: StoredSession = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
    // The calls home's opening remembered for the shell are this browser's, not the session's: copied into a measured
    // browser they would replace what its own earlier visits remembered (a returning way's list).
    delete stored[SHELL_CALLS_KEY];
    return stored;
  } finally {
    await context.close();
  }
}

/** An address of the origin that runs none of the app's code and is never cached (an API 404): localStorage is per origin. */
export const SESSION_PAGE = '/mobile/api/bench-no-such-route';

/**
 * Puts the session in the origin's localStorage from a page that loads nothing of the app, before a measured load:
 * the measured page then finds it stored, as on a phone that logged in earlier, and pays for no init script.
 */
export async function storeSession(page: Page, base: string, stored: StoredSession): Promise<void> {
  await page.goto(`${base}${SESSION_PAGE}`);
  await page.evaluate(writeStorage, stored);
}

/** Run in the page (Playwright's or Puppeteer's evaluate): writes the stored session into localStorage. */
export function writeStorage(stored: StoredSession): void {
  for (const [k, v] of Object.entries(stored)) localStorage.setItem(k, v);
}

/** An init script (runs before the app's code on every navigation) that puts the session in place once. */
export function storageInitScript(stored: StoredSession): string {
  return `(() => { if (sessionStorage.getItem('__benchSeeded')) return; sessionStorage.setItem('__benchSeeded', '1');
    const s = ${JSON.stringify(stored)}; for (const k in s) localStorage.setItem(k, s[k]); })();`;
}
