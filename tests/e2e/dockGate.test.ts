import { afterAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { snap, usePhoneSession } from '../support/browser';
import { dockFixtures } from '../support/dockFixtures';
import { installBarcodeDetector, type DetectorRecord } from '../support/barcodeDetector';
import { browserWithCamera, qrVideo } from '../support/fakeCamera';

// The chain's dock on a phone (390x844): the week ahead of a store, and the gate checking a truck in by scanning the
// printed notice's QR code with the camera (read by the browser's BarcodeDetector where it has one for QR codes, else
// by jsQR), or by typing its number where no camera opens.

const session = usePhoneSession();
const dock = dockFixtures(session);
const cameras: Browser[] = [];
afterAll(() => Promise.all(cameras.map((c) => c.close())));

/** A Chromium whose camera films the QR code of `sheetNo` (closed after the file). */
async function cameraFilming(sheetNo: string): Promise<Browser> {
  const camera = await browserWithCamera(qrVideo(sheetNo));
  cameras.push(camera);
  return camera;
}

const asnStatus = async (id: number) => (await session.ctx.db.selectFrom('asn').select(['status', 'arrival']).where('id', '=', id).executeTakeFirstOrThrow());

describe("the chain's dock: the week ahead and the gate", () => {
  it("shows a store's week, booked against room per day (zh-CN) and per slot (en); a day opens its schedule", async () => {
    const { ctx } = session;
    await dock.notice(['3'], true);
    const page = await dock.bossPage('zh-CN');
    await page.goto(`${ctx.url}/#/packagesBoss/dock/index?branchId=${dock.storeId}`);
    await page.locator('[data-action="week"]').click();
    await page.waitForURL(/dock\/week/);
    // Seven days charted (the cards below are drawn as they scroll into view).
    await page.locator('.eng-chart[data-points="7"]').waitFor();
    await snap(page, 'dock-15-week-zh');
    // The chart draws what a day's load is taken from: its cases' and its pallets' fill, the load the taller of the two.
    const table = page.locator('.eng-chart table');
    expect(await table.locator('thead th').allTextContents()).toEqual(['箱数占用', '托盘占用']);
    const first = page.locator('.eng-card').first();
    const firstDay = (await first.locator('.eng-card__title').innerText()).trim();
    const load = await first.locator('dt', { hasText: /^负荷$/ }).locator('xpath=following-sibling::dd[1]').innerText();
    const bars = await table.locator('tbody tr', { has: page.locator('th', { hasText: firstDay }) }).locator('td').allTextContents();
    expect(parseFloat(load)).toBe(Math.max(...bars.map((b) => parseFloat(b) || 0)));
    const second = page.locator('.eng-card').nth(1);
    const label = (await second.locator('.eng-card__title').innerText()).trim();
    await second.click();
    await page.waitForURL(/dock\/index/);
    const day = new URL(page.url().replace('#/', '')).searchParams.get('dateFrom');
    expect(day?.slice(5)).toBe(label);

    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.goto(`${ctx.url}/#/packagesBoss/dock/week?branchId=${dock.storeId}&groupBy=slot`);
    await page.reload();
    await page.locator('.eng-card', { hasText: 'Cases booked' }).first().waitFor();
    expect(Number(await page.locator('.eng-chart').getAttribute('data-points'))).toBeGreaterThan(7);
    // The slots charted are the week's first, in time order, not its busiest: the title says so.
    expect(await page.locator('.eng-chart h3').innerText()).toMatch(/\(first \d+\)$/);
    await snap(page, 'dock-16-week-slots-en');
    await page.close();
  });

  it("checks a truck in by scanning the notice's QR code with the camera (zh-CN)", async () => {
    const { ctx } = session;
    const asn = await dock.notice(['2'], true);
    const page = await dock.bossPage('zh-CN', await cameraFilming(asn.sheetNo));
    await page.context().grantPermissions(['camera'], { origin: ctx.url });
    await page.goto(`${ctx.url}/#/packagesBoss/dock/index?branchId=${dock.storeId}`);
    await page.locator('[data-action="checkIn"]').click();
    await page.locator('[data-action="scan"]').click();
    await page.locator('[data-scan-view]').waitFor();
    // The frame is read by the decoder this browser has (headless Chromium on Linux has no BarcodeDetector: jsQR),
    // and the number lands in the box as if typed.
    await expect.poll(() => page.getByRole('textbox').inputValue(), { timeout: 20_000 }).toBe(asn.sheetNo);
    await expect(page.locator('[data-scan-view]').count()).resolves.toBe(0);
    await snap(page, 'dock-17-scanned-zh');
    await page.locator('.adm-dialog-button', { hasText: '确定' }).click();
    await expect.poll(async () => (await asnStatus(asn.id)).status, { timeout: 15_000 }).toBe(3);
    await page.close();
  });

  it("reads the code with the browser's BarcodeDetector where it reads QR codes, else with jsQR (zh-CN)", async () => {
    const { ctx } = session;
    const asn = await dock.notice(['2'], true);
    const camera = await cameraFilming(asn.sheetNo);
    /** Scans at the gate in a browser whose BarcodeDetector reads `formats`: the number read, how the detector was used, and whether jsQR was loaded. */
    const scanWith = async (formats: string[]) => {
      const page = await dock.bossPage('zh-CN', camera);
      await page.context().grantPermissions(['camera'], { origin: ctx.url });
      await page.addInitScript(installBarcodeDetector, { code: asn.sheetNo, formats });
      await page.goto(`${ctx.url}/#/packagesBoss/dock/index?branchId=${dock.storeId}`);
      // The init script runs on a document's load, not on a move within the app.
      await page.reload();
      await page.locator('[data-action="checkIn"]').click();
      await page.locator('[data-action="scan"]').click();
      await expect.poll(() => page.getByRole('textbox').inputValue(), { timeout: 20_000 }).toBe(asn.sheetNo);
      const detector = await page.evaluate(() => (window as unknown as { __detector: DetectorRecord }).__detector);
      const jsQrLoaded = await page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/jsQR-[\w-]+\.js$/.test(e.name)));
      return { page, detector, jsQrLoaded };
    };

    // A phone's detector that reads QR codes reads the frames (built for the formats of a notice it knows), and the
    // 47 KB of jsQR are never loaded.
    const native = await scanWith(['qr_code', 'code_128', 'ean_13', 'pdf417']);
    expect(native.detector.builtFor).toEqual(['qr_code', 'code_128', 'ean_13']);
    expect(native.detector.framesRead).toBeGreaterThan(0);
    expect(native.jsQrLoaded).toBe(false);
    await snap(native.page, 'dock-19-scanned-by-detector-zh');
    await native.page.locator('.adm-dialog-button', { hasText: '确定' }).click();
    await expect.poll(async () => (await asnStatus(asn.id)).status, { timeout: 15_000 }).toBe(3);
    await native.page.close();

    // A detector that reads retail barcodes only is passed over: jsQR reads the notice's QR code.
    const fallback = await scanWith(['ean_13', 'upc_a']);
    expect(fallback.detector).toEqual({ builtFor: null, framesRead: 0 });
    expect(fallback.jsQrLoaded).toBe(true);
    await fallback.page.close();
  });

  it('falls back to typing the number where no camera opens (en)', async () => {
    const { ctx } = session;
    const asn = await dock.notice(['2'], true);
    // The shared browser has no camera device: the scan says so and the dialog stays for typing.
    const page = await dock.bossPage('en');
    await page.goto(`${ctx.url}/#/packagesBoss/dock/index?branchId=${dock.storeId}`);
    await page.locator('[data-action="checkIn"]').click();
    await page.locator('[data-action="scan"]').click();
    await page.getByText('The camera could not open: type the number').waitFor();
    await page.getByText('I know').click();
    await expect(page.locator('[data-scan-view]').count()).resolves.toBe(0);
    await page.getByRole('textbox').fill(asn.sheetNo.toLowerCase());
    await snap(page, 'dock-18-typed-en');
    await page.locator('.adm-dialog-button', { hasText: 'OK' }).click();
    await expect.poll(async () => (await asnStatus(asn.id)).status, { timeout: 15_000 }).toBe(3);
    await page.close();
  });
});
