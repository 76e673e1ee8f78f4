import fs from 'node:fs';
import path from 'node:path';
import { execSync } from 'node:child_process';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { screenFaults } from './screenFaults';
import { createTestContext, demoPassword, type TestContext } from './testContext';

/** The flags every headless Chromium of the tests and the bench starts with (no background traffic on a closed network). */
export const chromeFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function findChromium(): string | null {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  return candidates.find((p): p is string => !!p && fs.existsSync(p)) ?? null;
}

/** Debian's Chromium; as root on Debian it is installed when missing, otherwise the run stops and says how. */
export function chromiumPath(): string {
  let found = findChromium();
  if (!found && process.getuid?.() === 0 && fs.existsSync('/etc/debian_version')) {
    console.log('Chromium not found: installing Debian packages chromium, chromium-headless-shell and fonts-noto-cjk…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell fonts-noto-cjk', { stdio: 'inherit' });
    found = findChromium();
  }
  if (!found) {
    throw new Error(
      'Browser tests need Chromium. Install it with `sudo apt-get install -y chromium chromium-headless-shell fonts-noto-cjk` (Debian/Ubuntu) ' +
        'or point CHROME_PATH at a Chromium/Chrome binary.',
    );
  }
  return found;
}

const headlessShell = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The Chromium the tests drive: Debian's headless shell (package chromium-headless-shell, the same Blink and V8 as
 * its chromium) when it is there, else chromiumPath(). `/usr/bin/chromium` started headless is the whole browser
 * without a window (its own UI renderer, the package's default flags); the shell is the engine alone and, measured on
 * the same browser test files, costs about a sixth less CPU, which the browser tests of `npm test` are bound by.
 * CHROME_PATH, when set, is used as it is. The bench keeps chromiumPath() (its figures are the browser's).
 */
export function testChromiumPath(): string {
  if (!process.env.CHROME_PATH && fs.existsSync(headlessShell)) return headlessShell;
  return chromiumPath();
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: testChromiumPath(), args: chromeFlags, headless: true });
}

let shared: Promise<Browser> | undefined;

/**
 * The test process's one Chromium, started by the first file that asks (a start costs about a second of the run's
 * two cores, ~30 times over). Each test file works in contexts of its own (empty storage, cookies, service workers)
 * and ends them with `closeContexts`; the browser ends with the process. Files of a process run one at a time, so
 * the contexts open at a file's end are that file's.
 */
export function sharedBrowser(): Promise<Browser> {
  if (shared) return shared;
  const started = launchBrowser();
  // A browser that crashed or failed to start is not handed to the next file: that one starts a new one.
  const forget = () => {
    if (shared === started) shared = undefined;
  };
  started.then((b) => b.on('disconnected', forget), forget);
  return (shared = started);
}

/** Ends every context a test file opened in the shared browser (its pages with them). */
export async function closeContexts(browser: Browser | undefined): Promise<void> {
  await Promise.all(browser?.contexts().map((c) => c.close()) ?? []);
}

// The chain's phones are in China: their day is the server's business day (UTC+8), also around midnight.
export const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' };

export const screenshotDir = path.resolve('tests/e2e/screenshots');

/**
 * Checks the screen as a user sees it for what a look at its screenshot would catch, and fails the test when it
 * finds one (see tests/support/screenFaults.ts): a page that scrolls sideways, text cut off at the screen's edge,
 * an image that did not load, raw template text ("undefined", "NaN", "[object Object]", "{{"). The picture itself is
 * written to tests/e2e/screenshots/ only when SCM_SCREENSHOTS is set, for a person refreshing docs/screenshots: a
 * test run keeps no picture it compares with nothing.
 */
export async function snap(page: Page, name: string): Promise<void> {
  const faults = await page.evaluate(screenFaults);
  if (faults.length > 0) throw new Error(`screen "${name}" (${page.url()}) has layout faults:\n  ${faults.join('\n  ')}`);
  if (!process.env.SCM_SCREENSHOTS) return;
  fs.mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
}

/** Reads a value a file's beforeAll sets, failing plainly when a test reads it before then. */
function started<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('the session is read before its beforeAll ran');
  return value;
}

export interface ServerAndBrowser {
  readonly ctx: TestContext;
  readonly browser: Browser;
}

/**
 * A listening server on a fresh database and the process's Chromium, shared by every test of the calling file; the
 * file's browser contexts and its server are closed after the last. Read `ctx` and `browser` inside a test.
 */
export function useServerAndBrowser(): ServerAndBrowser {
  let ctx: TestContext | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    ctx = await createTestContext({ listen: true });
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await closeContexts(browser);
    await ctx?.close();
  });
  return {
    get ctx() {
      return started(ctx);
    },
    get browser() {
      return started(browser);
    },
  };
}

export interface PhoneSession {
  readonly ctx: TestContext;
  readonly page: Page;
}

/**
 * useServerAndBrowser with one phone-sized page, shared by every test of the calling file. The hooks run only once
 * the file's tests start, so read `ctx` and `page` inside a test.
 */
export function usePhoneSession(pageOptions: BrowserContextOptions = {}): PhoneSession {
  const server = useServerAndBrowser();
  let page: Page | undefined;
  beforeAll(async () => {
    page = await server.browser.newPage({ ...phone, ...pageOptions });
  });
  return {
    get ctx() {
      return server.ctx;
    },
    get page() {
      return started(page);
    },
  };
}

/**
 * A fresh phone page (cold cache) holding the session `page` has in localStorage, put there before the app's code
 * runs; closed after `use`.
 */
export async function withSessionPhone(page: Page, use: (fresh: Page) => Promise<void>): Promise<void> {
  const stored = await page.evaluate(() => Object.entries(localStorage));
  const fresh = await page.context().browser()!.newPage({ ...phone });
  try {
    await fresh.addInitScript((entries: [string, string][]) => {
      for (const [k, v] of entries) localStorage.setItem(k, v);
    }, stored);
    await use(fresh);
  } finally {
    await fresh.close();
  }
}

/**
 * Opens the app at `url` and types into the login form as a user would, without sending it. A page still logged in
 * (a test's retry on a page its first attempt logged in, a file's shared page logged in by the test before) is logged
 * out here first: the form would never show.
 *
 * The keys go in the next documents, before their app starts, not in the one open now: its app keeps the session in
 * memory and writes every key of it back with its next change (an answer arriving: its launch refresh was still asking),
 * so keys removed under it came back and the reload opened the home, logged in (firstRound.test.ts under load: 30 s
 * waiting for the form, 4 of 13 runs of the file).
 */
export async function fillLoginForm(page: Page, url: string, account: string, password: string): Promise<void> {
  await page.goto(url);
  const wasLoggedIn = await page.evaluate(() => localStorage.getItem('access_token') !== null);
  if (wasLoggedIn) {
    const loggedOut = await page.addInitScript(() => {
      for (const key of ['access_token', 'is_login']) localStorage.removeItem(key);
    });
    try {
      await page.goto(url);
      await page.reload();
    } finally {
      await loggedOut.dispose();
    }
  }
  await page.getByPlaceholder('请输入手机号或账号').fill(account);
  await page.getByPlaceholder('请输入密码').fill(password);
}

/** Logs a single-supplier user in through the login screen and waits for the home page. */
export async function loginThroughUi(page: Page, url: string, account: string, password: string): Promise<void> {
  await fillLoginForm(page, url, account, password);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(/pages\/index\/index/);
}

/**
 * The layout shift of the page since `since` (performance.now() in the page): every shift, also those just after a
 * tap, which CLS forgives (a screen opened by a tap should not move as it draws either). The caller has waited for
 * the state it asks about; the entries are read once two frames have been laid out and painted after it, when
 * Chromium has reported every shift of them (no fixed wait).
 */
export async function layoutShiftSince(page: Page, since: number): Promise<number> {
  return page.evaluate(
    (from) =>
      new Promise<number>((resolve) => {
        // Layout shifts are not in the performance timeline: a buffered observer is the way to read past ones.
        let sum = 0;
        const add = (entries: PerformanceEntryList) => {
          for (const e of entries as (PerformanceEntry & { value: number })[]) if (e.startTime >= from) sum += e.value;
        };
        const observer = new PerformanceObserver((list) => add(list.getEntries()));
        observer.observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              add(observer.takeRecords());
              observer.disconnect();
              resolve(Math.round(sum * 1000) / 1000);
            }),
          ),
        );
      }),
    since,
  );
}

/**
 * A new phone in `lang` (stored before the app first reads it, so the login screen is in that language already),
 * logged in as `account` (with the demo password unless another is given) through the login form; the home page is
 * shown. A test that logs in takes a phone of its own from here, so that it passes alone and on its retry.
 */
export async function phoneLoggedInAs(browser: Browser, url: string, account: string, lang: 'zh-CN' | 'en', password = demoPassword): Promise<Page> {
  const context = await browser.newContext({ ...phone, locale: lang });
  await context.addInitScript((l) => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', l);
  }, lang);
  const page = await context.newPage();
  await page.goto(url + '/');
  await page.locator('#login-account').fill(account);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: lang === 'en' ? 'Log in' : '登录', exact: true }).click();
  await page.waitForURL(/pages\/index\/index/);
  return page;
}
