import type { Page } from 'playwright-core';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { businessToday } from '../../server/lib/businessDay';
import { installFakeBluetooth, type FakePrinterRecord } from '../../src/devices/print/testing/fakeBluetooth';
import { loginThroughUi, phone, snap, usePhoneSession } from '../support/browser';
import { demoPassword } from '../support/testContext';

// Delivery appointments on a phone (390x844): the supplier ships two confirmed orders of one store in one shipping
// notice, books a slot with room in the slot picker and prints the notice on a (fake) Bluetooth printer; the
// chain's gate checks the truck in within its slot from the dock schedule and receives the notice short by one line;
// the supplier reads the difference on its notice and its goods receipt, and its scorecard counts the order that came
// on time and in full. Each step in Chinese or English, the other language's screens at the end.

const session = usePhoneSession();

interface Order { id: number; sheetNo: string }

/** Two confirmed orders of S001 to the first store, one line each, for goods without a shelf life. */
async function twoOrders(): Promise<{ storeId: number; storeName: string; orders: Order[] }> {
  const { ctx } = session;
  const s = await ctx.supplier('S001');
  const store = await ctx.db.selectFrom('branch').select(['id', 'name']).where('merchant_id', '=', s.merchant_id).where('type', '=', 3).orderBy('id').executeTakeFirstOrThrow();
  await ctx.db.updateTable('dock_capacity').set({ closed_weekdays: [], closed_dates: [] }).where('branch_id', '=', store.id).execute();
  const item = await ctx.db.selectFrom('item').select(['id', 'name']).where('merchant_id', '=', s.merchant_id).orderBy('id').executeTakeFirstOrThrow();
  await ctx.db.updateTable('item').set({ shelf_life_days: null }).where('id', '=', item.id).execute();
  const orders: Order[] = [];
  for (const n of [1, 2]) {
    const po = await ctx.db
      .insertInto('purchase_order')
      .values({
        merchant_id: s.merchant_id, sheet_no: `CG9${n}${Date.now() % 100000000}`, supplier_id: s.id, order_branch_id: store.id, receive_branch_id: store.id,
        status: 3, order_date: new Date().toISOString().slice(0, 10), expected_date: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
        total_qty: '12', total_amount: '24',
      })
      .returning(['id', 'sheet_no'])
      .executeTakeFirstOrThrow();
    await ctx.db.insertInto('purchase_order_line').values({
      merchant_id: s.merchant_id, supplier_id: s.id, order_id: po.id, line_no: 1, item_id: item.id, name: item.name, order_qty: '12', confirmed_qty: '12', price: '2.0000', amount: '24.00',
    }).execute();
    orders.push({ id: po.id, sheetNo: po.sheet_no });
  }
  return { storeId: store.id, storeName: store.name, orders };
}

async function chooseBranch(page: Page, name: string, confirm: string): Promise<void> {
  await page.locator('[data-field="root_branchId"] button').click();
  await page.locator('.adm-cascader-view-content .adm-list-item-content-main', { hasText: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).first().click();
  await page.locator('.adm-cascader-header-button', { hasText: confirm }).click();
}

/**
 * The scorecard for `day` at `storeId` (the orders' due day): its one month's "OTIF orders" as the screen shows them.
 * Orders due count whether received or not, so only the on-time-in-full count moves when the truck is received.
 */
async function otifOrdersOnScreen(page: Page, url: string, day: string, storeId: number, label: string): Promise<number> {
  await page.goto(`${url}/#/packagesSub/report/scorecard/index?dateFrom=${day}&dateTo=${day}&branchId=${storeId}`);
  await page.waitForSelector('.eng-list[data-page-id="scorecard-monthly.report"][data-status="ready"]');
  await page.locator('.eng-chart svg[role="img"]').waitFor();
  const value = page.locator('.eng-card .eng-card__grid dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  return Number((await value.innerText()).replace(/,/g, ''));
}

async function addOrderLine(page: Page, sheetNo: string): Promise<void> {
  await page.locator('.eng-addfrom__search input').fill(sheetNo);
  const result = page.locator('.eng-addfrom__result', { hasText: sheetNo });
  await result.waitFor({ timeout: 20_000 });
  await expect.poll(() => page.locator('.eng-addfrom__result').count(), { timeout: 20_000 }).toBe(1);
  await result.locator('button.adm-button').click();
}

describe('delivery appointments on a phone, supplier 13800000001 and the chain (boss)', () => {
  let notice = { id: 0, sheetNo: '', slotDay: '', storeId: 0, dueDay: '', otifBefore: 0, firstOrderId: 0 };

  it('ships two orders in one notice, books a slot with room, prints the notice (zh-CN)', async () => {
    const { ctx, page } = session;
    const { storeId, storeName, orders } = await twoOrders();
    await page.addInitScript(installFakeBluetooth, { writeDelayMs: 1 });
    await loginThroughUi(page, ctx.url + '/', '13800000001', demoPassword);
    await page.goto(`${ctx.url}/#/packagesSub/delivery/list`);
    await page.waitForSelector('.eng-list[data-status="ready"]');
    await snap(page, 'delivery-01-list-zh');
    await page.locator('[data-action="create"]').click();
    await page.waitForURL(/delivery\/form/);
    await page.locator('.eng-addfrom__note', { hasText: '先选择收货门店' }).waitFor();
    await chooseBranch(page, storeName, '确定');
    await addOrderLine(page, orders[0]!.sheetNo);
    await addOrderLine(page, orders[1]!.sheetNo);
    await expect.poll(() => page.locator('.eng-addfrom .eng-form__row-head').count(), { timeout: 15_000 }).toBe(2);
    // What is left to ship comes as the quantity; this truck takes 10 of the first order's 12.
    expect(await page.locator('[data-field="root_lines_0_qty"] input').inputValue()).toBe('12');
    await page.locator('[data-field="root_lines_0_qty"] input').fill('10');
    await page.locator('[data-field="root_lines_0_cases"] input').fill('2');
    await page.locator('[data-field="root_lines_1_cases"] input').fill('1');
    await page.locator('.eng-addfrom__search input').fill('');
    await page.locator('#root_plate').fill('浙A12345');
    await page.locator('#root_driver').fill('王师傅');
    await page.locator('#root_driverPhone').fill('13900001111');
    await snap(page, 'delivery-02-form-zh');
    await page.locator('[data-action="submit"]').click();
    await page.waitForURL(/delivery\/list/);

    const asn = await ctx.db.selectFrom('asn').select(['id', 'sheet_no', 'status', 'cases']).where('branch_id', '=', storeId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(asn).toMatchObject({ status: 1, cases: 3 });
    const lines = await ctx.db.selectFrom('asn_line').select(['order_id', 'qty']).where('asn_id', '=', asn.id).orderBy('line_no').execute();
    expect(lines.map((l) => [l.order_id, l.qty])).toEqual([[orders[0]!.id, '10.000'], [orders[1]!.id, '12.000']]);

    await page.locator('.eng-card', { hasText: asn.sheet_no }).click();
    await page.waitForURL(/delivery\/detail/);
    await page.locator('.eng-detail', { hasText: '待预约' }).waitFor();
    await snap(page, 'delivery-03-detail-zh');
    await page.locator('[data-action="book"]').click();
    await page.waitForURL(/delivery\/book/);
    // The picker: days as tabs, a day's slots with their free room; take the second day's first free slot.
    await page.locator('.eng-slot__day').nth(1).click();
    const slot = page.locator('.eng-slot__slot:not([disabled])').first();
    const slotStart = (await slot.getAttribute('data-slot'))!;
    await slot.click();
    await expect.poll(() => slot.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
    await snap(page, 'delivery-04-slot-picker-zh');
    await page.locator('[data-action="submit"]').click();
    await page.waitForURL(/delivery\/detail/);
    await page.locator('.eng-detail', { hasText: '已预约' }).waitFor();
    const booked = await ctx.db.selectFrom('asn').select(['status', 'slot_start']).where('id', '=', asn.id).executeTakeFirstOrThrow();
    expect(booked.status).toBe(2);
    expect(booked.slot_start!.getTime()).toBe(new Date(slotStart).getTime());
    await snap(page, 'delivery-05-booked-zh');

    await page.locator('[data-action="print"]').click();
    const sheet = page.locator('.eng-print-sheet');
    await sheet.locator('.print-preview').waitFor();
    const preview = (await sheet.locator('.print-preview').getAttribute('data-text'))!;
    expect(preview).toContain('发货通知单');
    expect(preview).toContain(asn.sheet_no);
    expect(preview).toContain(orders[0]!.sheetNo);
    expect(await sheet.locator('.print-preview svg, .print-preview canvas, .print-preview img').count()).toBeGreaterThan(0);
    await snap(page, 'delivery-06-print-preview-zh');
    await sheet.locator('[data-action="print-device"]').click();
    await sheet.locator('.print-panel[data-status="done"]').waitFor();
    const rec = await page.evaluate(() => (globalThis as unknown as { __fakePrinter: FakePrinterRecord }).__fakePrinter);
    expect(rec.writes.length).toBeGreaterThan(0);

    // The scorecard before the truck comes: both orders are due on their day, neither is in yet.
    const due = await ctx.db.selectFrom('purchase_order').select(sql<string>`to_char(expected_date, 'YYYY-MM-DD')`.as('day')).where('id', '=', orders[1]!.id).executeTakeFirstOrThrow();
    const otifBefore = await otifOrdersOnScreen(page, ctx.url, due.day, storeId, '准时足量订单');
    await snap(page, 'delivery-07-scorecard-before-zh');
    notice = { id: asn.id, sheetNo: asn.sheet_no, slotDay: businessToday(new Date(slotStart)), storeId, dueDay: due.day, otifBefore, firstOrderId: orders[0]!.id };
  });

  it('moving a booking says which slot is booked now; a slot gone by without the truck is marked on the notice (zh-CN)', async () => {
    const { ctx, page } = session;
    const zhSlot = (start: Date, end: Date) => {
      const part = (d: Date, o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', ...o }).format(d);
      const hm = (d: Date) => part(d, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
      const md = part(start, { month: '2-digit', day: '2-digit' }).replace('/', '-');
      return `当前预约：${md} ${part(start, { weekday: 'short' })} ${hm(start)}–${hm(end)}`;
    };
    const asn = await ctx.db.selectFrom('asn').select(['slot_start', 'slot_end']).where('id', '=', notice.id).executeTakeFirstOrThrow();
    await page.goto(`${ctx.url}/#/packagesSub/delivery/book?id=${notice.id}`);
    await page.reload();
    await expect.poll(() => page.locator('.eng-slot__booked').innerText()).toBe(zhSlot(asn.slot_start!, asn.slot_end!));
    // its chip is the one pressed
    expect(await page.locator('.eng-slot__slot--on').getAttribute('data-slot')).toBe(asn.slot_start!.toISOString());
    // The slot goes by and no truck came: the notice and its card say so (the chain marks it a no-show later).
    await ctx.db.updateTable('asn').set({ slot_start: sql`now() - interval '3 hours'`, slot_end: sql`now() - interval '1 hour'` }).where('id', '=', notice.id).execute();
    await page.goto(`${ctx.url}/#/packagesSub/delivery/detail?id=${notice.id}`);
    await page.reload();
    await page.locator('.eng-detail', { hasText: '时段已过' }).waitFor();
    await snap(page, 'delivery-05b-slot-passed-zh');
    await page.goto(`${ctx.url}/#/packagesSub/delivery/list`);
    await page.locator('.eng-card', { hasText: notice.sheetNo }).filter({ hasText: '时段已过' }).waitFor();
    // a slot still ahead is not marked
    await ctx.db.updateTable('asn').set({ slot_start: asn.slot_start!, slot_end: asn.slot_end! }).where('id', '=', notice.id).execute();
    await page.reload();
    await page.locator('.eng-card', { hasText: notice.sheetNo }).waitFor();
    expect(await page.locator('.eng-card', { hasText: notice.sheetNo }).innerText()).not.toContain('时段已过');
  });

  it('the gate checks the truck in within its slot (boss, en) and receives it short by one line (zh-CN)', async () => {
    const { ctx } = session;
    // The slot's day comes: the server's clock cannot be moved, so the booking's times are brought to now (an hour's
    // slot that began ten minutes ago), as a truck keeping its booked slot finds them.
    await ctx.db.updateTable('asn').set({ slot_start: sql`now() - interval '10 minutes'`, slot_end: sql`now() + interval '50 minutes'` }).where('id', '=', notice.id).execute();
    const today = businessToday(new Date(Date.now() - 10 * 60_000));
    const browser = session.page.context().browser()!;
    const page = await browser.newPage({ ...phone, locale: 'en' });
    await loginThroughUi(page, ctx.url + '/', 'boss', 'Boss@2026demo');
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.goto(`${ctx.url}/#/packagesBoss/dock/index?branchId=${notice.storeId}&dateFrom=${today}&dateTo=${today}`);
    await page.reload();
    const card = page.locator('.eng-card', { hasText: notice.sheetNo });
    await card.waitFor();
    expect(await card.innerText()).toContain('Booked');
    await snap(page, 'delivery-08-dock-schedule-en');
    await card.getByRole('button', { name: 'Arrived', exact: true }).click();
    await page.locator('.adm-dialog-button').last().click();
    await expect.poll(async () => (await ctx.db.selectFrom('asn').select('status').where('id', '=', notice.id).executeTakeFirstOrThrow()).status, { timeout: 15_000 }).toBe(3);
    expect((await ctx.db.selectFrom('asn').select('arrival').where('id', '=', notice.id).executeTakeFirstOrThrow()).arrival).toBe(1);
    await page.locator('.eng-card', { hasText: notice.sheetNo }).filter({ hasText: 'On time' }).waitFor();
    await snap(page, 'delivery-09-checked-in-en');

    // Receiving starts from the notice's lines: the first order's line came one short (9 of the 10 shipped).
    await page.evaluate(() => localStorage.setItem('lang', 'zh-CN'));
    await page.goto(`${ctx.url}/#/packagesBoss/dock/detail?id=${notice.id}`);
    await page.reload();
    await page.locator('.eng-detail', { hasText: '已到货' }).waitFor();
    await page.locator('[data-action="receive"]').click();
    await page.waitForURL(/dock\/receive/);
    const first = page.locator('[data-field="root_lines_0_receivedQty"] input');
    await expect.poll(() => first.inputValue(), { timeout: 15_000 }).toBe('10.000');
    expect(await page.locator('[data-field="root_lines_1_receivedQty"] input').inputValue()).toBe('12.000');
    await first.fill('9');
    await snap(page, 'delivery-10-receive-zh');
    await page.locator('[data-action="submit"]').click();
    await page.waitForURL(/dock\/detail/);
    await expect.poll(async () => (await ctx.db.selectFrom('asn').select('status').where('id', '=', notice.id).executeTakeFirstOrThrow()).status, { timeout: 15_000 }).toBe(4);
    const lines = await ctx.db.selectFrom('asn_line').select(['qty', 'received_qty']).where('asn_id', '=', notice.id).orderBy('line_no').execute();
    expect(lines.map((l) => [l.qty, l.received_qty])).toEqual([['10.000', '9.000'], ['12.000', '12.000']]);
    await page.reload();
    await page.locator('.eng-detail', { hasText: '已收货' }).waitFor();
    await page.locator('.eng-detail', { hasText: '-1.000' }).waitFor();
    await snap(page, 'delivery-11-received-zh');
    await page.close();
  });

  it("the supplier reads the difference on its notice and receipt, and the scorecard counts the order on time (en, then zh-CN)", async () => {
    const { ctx, page } = session;
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.goto(`${ctx.url}/#/packagesSub/delivery/list`);
    await page.reload();
    await page.locator('.eng-card', { hasText: notice.sheetNo }).waitFor();
    await snap(page, 'delivery-12-list-en');
    await page.goto(`${ctx.url}/#/packagesSub/delivery/detail?id=${notice.id}`);
    await page.locator('.eng-detail', { hasText: 'Received' }).waitFor();
    await page.locator('.eng-detail', { hasText: '-1.000' }).waitFor();
    await snap(page, 'delivery-13-detail-received-en');

    // A goods receipt per order, both named on the notice; the first order's: 9 received, 1 short of what was shipped.
    const receipts = await ctx.db.selectFrom('purchase_in').select(['id', 'sheet_no', 'order_id']).where('asn_id', '=', notice.id).orderBy('id').execute();
    expect(receipts).toHaveLength(2);
    await page.locator('.eng-detail', { hasText: receipts.map((r) => r.sheet_no).join(', ') }).waitFor();
    const receipt = receipts.find((r) => r.order_id === notice.firstOrderId)!;
    const shortage = await ctx.db.selectFrom('purchase_in_line').select(['qty', 'shortage_qty']).where('in_id', '=', receipt.id).executeTakeFirstOrThrow();
    expect([shortage.qty, shortage.shortage_qty]).toEqual(['9.000', '1.000']);
    await page.goto(`${ctx.url}/#/packagesSub/purchaseIn/info?id=${receipt.id}`);
    await page.locator('.eng-detail', { hasText: 'Short' }).waitFor();
    await snap(page, 'delivery-14-receipt-short-en');

    // On time (within the booked slot) and in full: the second order; the first came short.
    expect(await otifOrdersOnScreen(page, ctx.url, notice.dueDay, notice.storeId, 'OTIF orders')).toBe(notice.otifBefore + 1);
    await snap(page, 'delivery-15-scorecard-en');
    await page.evaluate(() => localStorage.setItem('lang', 'zh-CN'));
    await page.reload();
    expect(await otifOrdersOnScreen(page, ctx.url, notice.dueDay, notice.storeId, '准时足量订单')).toBe(notice.otifBefore + 1);
    await snap(page, 'delivery-16-scorecard-zh');
    await page.goto(`${ctx.url}/#/packagesSub/purchaseIn/info?id=${receipt.id}`);
    await page.locator('.eng-detail', { hasText: '短缺' }).waitFor();
    await snap(page, 'delivery-17-receipt-short-zh');

    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.goto(`${ctx.url}/#/packagesSub/delivery/form`);
    await page.reload();
    await page.locator('.eng-addfrom__note', { hasText: 'Choose the store first' }).waitFor();
    await snap(page, 'delivery-18-form-en');
  });
});
