/**
 * Screenshots of a running app for a before/after comparison at 390×844, device pixel ratio 2, each cropped to the
 * part of the screen that changed. Run it once against a server of the old commit and once against one of the new:
 *
 *   npx tsx scripts/screenshots/beforeAfter.ts http://localhost:3132 docs/screenshots before
 *   npx tsx scripts/screenshots/beforeAfter.ts http://localhost:3133 docs/screenshots after
 *
 * writes docs/screenshots/<shot>-before.png and <shot>-after.png. Accounts are the demo accounts of the README.
 */
import { chromium } from 'playwright-core';
import { chromeFlags, chromiumPath, phoneLoggedInAs } from '../../tests/support/browser';
import { LOADING } from '../../tests/support/loading';
import { demoPassword } from '../../tests/support/testContext';

interface Shot {
  name: string;
  account: string;
  lang: 'zh-CN' | 'en';
  route: string;
  /** The band of the screen to keep, in CSS pixels from the top. */
  top: number;
  height: number;
  /** A store to choose in the screen's 门店 filter first. */
  store?: string;
}

const supplier = '13800000001';
const buyer = '13900000001';
const boss = 'boss';

export const shots: Shot[] = [
  { name: 'order-list-search', account: supplier, lang: 'zh-CN', route: '/packagesSub/purchaseOrder/index', top: 0, height: 210 },
  { name: 'assistant-chips', account: supplier, lang: 'zh-CN', route: '/packagesSub/AI/AI', top: 724, height: 120 },
  { name: 'replenish-suggestions', account: supplier, lang: 'zh-CN', route: '/packagesSub/replenish/addProduct', top: 130, height: 520, store: '云快订人民路店' },
  { name: 'message-centre', account: supplier, lang: 'zh-CN', route: '/packagesSub/my/message', top: 0, height: 420 },
  { name: 'new-product-form', account: supplier, lang: 'zh-CN', route: '/packagesSub/newProductApply/info', top: 0, height: 560 },
  { name: 'sales-analysis-en', account: supplier, lang: 'en', route: '/packagesSub/report/salesAnalysis/index', top: 0, height: 340 },
  { name: 'buyer-home', account: buyer, lang: 'zh-CN', route: '/pages/index/index', top: 0, height: 480 },
  { name: 'app-health', account: boss, lang: 'zh-CN', route: '/packagesBoss/monitor/index', top: 560, height: 284 },
  { name: 'device-list', account: boss, lang: 'zh-CN', route: '/packagesBoss/device/index', top: 150, height: 350 },
  { name: 'arrival-rate', account: boss, lang: 'zh-CN', route: '/packagesBoss/arrivalRate/index', top: 140, height: 140 },
];

async function main(): Promise<void> {
  const [url, out, suffix] = process.argv.slice(2);
  if (!url || !out || !suffix) throw new Error('usage: beforeAfter.ts <app url> <output folder> <before|after>');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromeFlags, headless: true });
  // One phone per account and language, opened in turn: a second login of an account ends the first one's session.
  const groups = new Map<string, Shot[]>();
  for (const s of shots) groups.set(`${s.account} ${s.lang}`, [...(groups.get(`${s.account} ${s.lang}`) ?? []), s]);
  for (const group of groups.values()) {
    const { account, lang } = group[0];
    const page = await phoneLoggedInAs(browser, url, account, lang, account === boss ? 'Boss@2026demo' : demoPassword);
    for (const shot of group) {
      if (shot.route !== '/pages/index/index') await page.evaluate((p) => (window.location.hash = p), shot.route);
      await page.waitForTimeout(800);
      await page.waitForFunction((sel) => !document.querySelector(sel), LOADING, { timeout: 15_000 }).catch(() => undefined);
      if (shot.store) {
        await page.getByText('门店', { exact: true }).first().click();
        await page.getByText(shot.store).first().click();
        await page.waitForTimeout(800);
        await page.waitForFunction((sel) => !document.querySelector(sel), LOADING, { timeout: 30_000 });
      }
      await page.waitForTimeout(700); // the enter transition
      await page.screenshot({ path: `${out}/${shot.name}-${suffix}.png`, clip: { x: 0, y: shot.top, width: 390, height: shot.height } });
      console.log(`${shot.name}-${suffix}.png`);
    }
    await page.context().close();
  }
  await browser.close();
}

await main();
