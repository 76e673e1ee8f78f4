import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { installFakeBluetooth, type FakePrinterOptions, type FakePrinterRecord } from '../../src/devices/print/testing/fakeBluetooth';
import { tokenizeEscPos } from '../../src/devices/print/tokenize';
import { layoutShiftSince, loginThroughUi, phone, snap, usePhoneSession } from '../support/browser';
import { demoPassword } from '../support/testContext';

// Printing from the phone, with a fake Bluetooth printer injected into Chromium (it records the bytes it is
// sent; it stands in for the printer hardware only — the app talks to the real server). A confirmed order's
// delivery note goes to the printer in chunks, progress reaches 100 %, and the bytes read back are the
// preview's lines. A dropped link is reported with the share sent and the reprint sends the whole note.

const session = usePhoneSession();

async function confirmedOrder(): Promise<{ id: number; sheetNo: string }> {
  const row = await session.ctx.db
    .selectFrom('purchase_order as po')
    .innerJoin('supplier as s', 's.id', 'po.supplier_id')
    .select(['po.id', 'po.sheet_no'])
    .where('s.code', '=', 'S001')
    .where('po.status', '=', 3)
    .orderBy('po.id')
    .executeTakeFirstOrThrow();
  return { id: row.id, sheetNo: row.sheet_no };
}

const record = (page: Page): Promise<FakePrinterRecord> => page.evaluate(() => (globalThis as unknown as { __fakePrinter: FakePrinterRecord }).__fakePrinter);

async function openPrintSheet(page: Page, orderId: number): Promise<void> {
  await page.goto(`${session.ctx.url}/#/packagesSub/purchaseOrder/orderDetails?id=${orderId}`);
  await page.locator('[data-action="print"]').click();
  await page.locator('.eng-print-sheet .print-preview').waitFor();
}

async function previewText(page: Page): Promise<string[]> {
  return (await page.locator('.eng-print-sheet .print-preview').getAttribute('data-text'))!.split('\n');
}

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A phone with the fake printer, or (null) one like an iPhone: no Web Bluetooth, Serial or USB at all. */
async function newPhone(fake: FakePrinterOptions | null, lang: 'zh-CN' | 'en' = 'zh-CN'): Promise<Page> {
  const browser = session.page.context().browser()!;
  const page = await browser.newPage({ ...phone, locale: lang, ...(fake ? {} : { userAgent: IPHONE }) });
  if (fake) await page.addInitScript(installFakeBluetooth, fake);
  else {
    await page.addInitScript(() => {
      // nor a share sheet (as in a desktop browser): the receipt image is downloaded instead
      for (const api of ['bluetooth', 'serial', 'usb', 'share', 'canShare']) Reflect.deleteProperty(Navigator.prototype, api);
    });
  }
  await loginThroughUi(page, session.ctx.url + '/', '13800000001', demoPassword);
  if (lang === 'en') {
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.reload();
  }
  return page;
}

/**
 * Scrolls to the printer screen's test page: its slot until it is near, the preview after. The slot is swapped for the
 * preview as it comes near, so the element found can leave the page while it is being scrolled to: found again then.
 */
async function scrollToPreview(page: Page): Promise<void> {
  await expect
    .poll(() => page.locator('.print-preview-slot, .print-preview').first().scrollIntoViewIfNeeded({ timeout: 2_000 }).then(() => true, () => false))
    .toBe(true);
}

/** The session's own phone, with the fake printer, logged in once for the tests that share it. */
let sharedReady: Promise<Page> | null = null;
function sharedPhone(): Promise<Page> {
  sharedReady ??= (async () => {
    const { page, ctx } = session;
    await page.addInitScript(installFakeBluetooth, { writeDelayMs: 3 });
    await loginThroughUi(page, ctx.url + '/', '13800000001', demoPassword);
    return page;
  })();
  return sharedReady;
}

describe('Bluetooth printing with a fake printer (Chromium, 390x844)', () => {
  it('prints a confirmed order\'s delivery note: chooser, chunks, 100 %, bytes = preview (zh-CN)', async () => {
    const page = await sharedPhone();
    const order = await confirmedOrder();
    await openPrintSheet(page, order.id);
    const sheet = page.locator('.eng-print-sheet');
    // The delivery note is the order's first printout: title, order number, its barcode for the store to scan.
    const text = await previewText(page);
    expect(text[0]!.trim()).toBe('送货单');
    expect(text).toContain(`采购订单：${order.sheetNo}`);
    expect(text).toContain(`[code128 ${order.sheetNo}]`);
    await snap(page, 'print-01-delivery-note-preview-zh');

    const seen: number[] = [];
    await page.exposeFunction('reportProgress', (n: number) => seen.push(n));
    await page.evaluate(() => {
      new MutationObserver(() => {
        const el = document.querySelector('[data-progress]');
        if (el) (window as unknown as { reportProgress: (n: number) => void }).reportProgress(Number(el.getAttribute('data-progress')));
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await sheet.locator('[data-action="print-device"]').click();
    await sheet.locator('.print-panel[data-status="done"]').waitFor();
    await expect.poll(() => Math.max(...seen)).toBe(100);
    expect(seen.some((n) => n > 0 && n < 100)).toBe(true);
    await snap(page, 'print-02-delivery-note-printed-zh');

    const rec = await record(page);
    expect(rec.requests).toHaveLength(1);
    const sizes = rec.writes.map((w) => w.bytes.length);
    // A POS-58 (service 18f0) starts at its profile's packet size, 100 bytes, each write with response.
    expect(Math.max(...sizes)).toBe(100);
    expect(rec.writes.every((w) => w.mode === 'response')).toBe(true);
    const bytes = Uint8Array.from(rec.writes.flatMap((w) => w.bytes));
    expect(Array.from(bytes.subarray(0, 4))).toEqual([0x1b, 0x40, 0x1c, 0x26]);
    expect(tokenizeEscPos(bytes).lines).toEqual(text);
    // the printer is remembered under the spec's store names
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('printer') ?? '{}').state);
    expect(stored).toMatchObject({ deviceId: 'fake-printer-1', writeServiceId: '000018f0-0000-1000-8000-00805f9b34fb', writeCharaterId: '00002af1-0000-1000-8000-00805f9b34fb' });
    expect(stored.bluetoothList[0]).toMatchObject({ name: 'POS-58 Fake' });
  });

  it('a link dropped mid-job says so with the share sent; the reprint sends the whole note again (en)', async () => {
    const page = await newPhone({ writeDelayMs: 2 }, 'en');
    const order = await confirmedOrder();
    await openPrintSheet(page, order.id);
    const sheet = page.locator('.eng-print-sheet');
    expect((await previewText(page))[0]!.trim()).toBe('DELIVERY NOTE');
    await page.evaluate(() => {
      const r = (globalThis as unknown as { __fakePrinter: FakePrinterRecord }).__fakePrinter;
      r.options.failAtWrite = r.attempts + 4;
    });
    await sheet.locator('[data-action="print-device"]').click();
    const alert = sheet.locator('[data-error="DISCONNECTED"]');
    await alert.waitFor();
    expect(await alert.innerText()).toMatch(/^Printing broke off \(\d+% sent\)\. Reconnect and reprint the whole document$/);
    expect(await sheet.locator('.print-panel').getAttribute('data-status')).toBe('failed');
    expect(await sheet.locator('.print-panel__printer small').innerText()).toBe('Not connected');
    await snap(page, 'print-03-disconnected-en');
    const before = (await record(page)).writes.length;
    expect(before).toBe(3);

    await sheet.getByRole('button', { name: 'Reprint all' }).click();
    await sheet.locator('.print-panel[data-status="done"]').waitFor();
    const rec = await record(page);
    const again = Uint8Array.from(rec.writes.slice(before).flatMap((w) => w.bytes));
    expect(tokenizeEscPos(again).lines).toEqual(await previewText(page));
    expect(rec.connects).toBe(2);
    await page.close();
  });

  it('the printer screen: chooser, packet size 20, test page printed in 20-byte writes (zh-CN, then en)', async () => {
    // A phone of its own: the other tests' phones log in to the same account, and an account has one live session.
    const page = await newPhone({ writeDelayMs: 3 });
    await page.goto(`${session.ctx.url}/#/packagesSub/bluetoothPrint/index`);
    await page.evaluate(() => void ((globalThis as unknown as { __fakePrinter: FakePrinterRecord }).__fakePrinter.writes.length = 0));
    await page.getByText('这台手机的浏览器支持蓝牙打印。').waitFor();
    // The user closes the chooser: said quietly, nothing else changes.
    await page.evaluate(() => void ((globalThis as unknown as { __fakePrinter: FakePrinterRecord }).__fakePrinter.options.cancel = true));
    await page.locator('[data-action="choose-printer"]').click();
    expect(await page.locator('[data-error="CANCELLED"]').innerText()).toBe('已取消选择打印机');
    await page.evaluate(() => void ((globalThis as unknown as { __fakePrinter: FakePrinterRecord }).__fakePrinter.options.cancel = false));
    await page.locator('[data-action="choose-printer"]').click();
    await expect.poll(async () => page.locator('[data-printer-name]').first().innerText()).toBe('POS-58 Fake');
    await page.locator('[data-setting="chunk"]').getByText('20', { exact: true }).click();
    // The preview is drawn once it is scrolled near (it sits below the settings).
    await scrollToPreview(page);
    const preview = page.locator('.print-preview');
    await expect.poll(async () => (await preview.getAttribute('data-text'))?.includes('传输包：20 字节')).toBe(true);
    // the app's icon, dithered to 1 bit, heads the test page (raster GS v 0 on the printer)
    await expect.poll(async () => /^\[image 96x96\]$/m.test((await preview.getAttribute('data-text')) ?? '')).toBe(true);
    await snap(page, 'print-04-printer-screen-zh');
    await page.locator('[data-action="print-device"]').click();
    await page.locator('.print-panel[data-status="done"]').waitFor();
    const rec = await record(page);
    expect(rec.writes.every((w) => w.bytes.length <= 20)).toBe(true);
    expect(tokenizeEscPos(Uint8Array.from(rec.writes.flatMap((w) => w.bytes))).lines).toEqual((await preview.getAttribute('data-text'))!.split('\n'));
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.reload();
    await page.getByText("This phone's browser can print over Bluetooth.").waitFor();
    await scrollToPreview(page);
    await page.locator('.print-preview').waitFor();
    // The settings drawn first keep their place as the test page's panel (and its style sheet) arrives.
    expect(await layoutShiftSince(page, 0)).toBe(0);
    await snap(page, 'print-05-printer-screen-en');
    await page.close();
  });

  it('without Web Bluetooth the sheet says why and offers system print and the receipt as an image (downloaded where there is no share sheet)', async () => {
    const page = await newPhone(null);
    const order = await confirmedOrder();
    await openPrintSheet(page, order.id);
    const sheet = page.locator('.eng-print-sheet');
    await expect(sheet.locator('[data-action="print-device"]').count()).resolves.toBe(0);
    const note = sheet.locator('.print-panel__note[data-why="ios"]');
    expect(await note.innerText()).toContain('这台手机的浏览器不能直接连接打印机：iPhone / iPad 上的浏览器都不支持网页蓝牙。');
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void (window as unknown as { printed: number }).printed++;
    });
    await sheet.locator('[data-action="print-system"]').click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await snap(page, 'print-06-no-bluetooth-zh');
    const [download] = await Promise.all([page.waitForEvent('download'), sheet.locator('[data-action="print-share"]').click()]);
    expect(download.suggestedFilename()).toBe(`送货单-${order.sheetNo}.png`);
    const png = await download.createReadStream().then(async (stream) => {
      const parts: Buffer[] = [];
      for await (const part of stream) parts.push(part as Buffer);
      return Buffer.concat(parts);
    });
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // 384 dots wide: one pixel per printer dot of a 58 mm roll
    expect(png.readUInt32BE(16)).toBe(384);
    await page.close();
  });
});
