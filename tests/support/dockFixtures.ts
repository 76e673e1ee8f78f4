import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { loginThroughUi, phone, type PhoneSession } from './browser';
import { demoPassword } from './testContext';

// What the dock's browser tests start from: S001's confirmed orders and shipping notices to the first store (written
// through the supplier's API), and the boss's and the supplier's phones signed in through the login screen.

export interface Notice { id: number; sheetNo: string; version: number }

export function dockFixtures(session: PhoneSession) {
  let storeId = 0;
  let seq = 0;

  /** A confirmed order of S001 to the first store with one line per quantity, for goods without a shelf life. */
  async function confirmedOrder(qtys: string[]): Promise<number[]> {
    const { ctx } = session;
    const s = await ctx.supplier('S001');
    const store = await ctx.db.selectFrom('branch').select('id').where('merchant_id', '=', s.merchant_id).where('type', '=', 3).orderBy('id').executeTakeFirstOrThrow();
    storeId = store.id;
    await ctx.db.updateTable('dock_capacity').set({ closed_weekdays: [], closed_dates: [] }).where('branch_id', '=', store.id).execute();
    const item = await ctx.db.selectFrom('item').select(['id', 'name']).where('merchant_id', '=', s.merchant_id).orderBy('id').executeTakeFirstOrThrow();
    await ctx.db.updateTable('item').set({ shelf_life_days: null }).where('id', '=', item.id).execute();
    seq++;
    const po = await ctx.db
      .insertInto('purchase_order')
      .values({
        merchant_id: s.merchant_id, sheet_no: `CG8${seq}${Date.now() % 100000000}`, supplier_id: s.id, order_branch_id: store.id, receive_branch_id: store.id,
        status: 3, order_date: new Date().toISOString().slice(0, 10), expected_date: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
        total_qty: '0', total_amount: '0',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const lines = await ctx.db
      .insertInto('purchase_order_line')
      .values(qtys.map((q, i) => ({
        merchant_id: s.merchant_id, supplier_id: s.id, order_id: po.id, line_no: i + 1, item_id: item.id, name: `${item.name}${i + 1}`, order_qty: q, confirmed_qty: q, price: '2.0000', amount: '0',
      })))
      .returning('id')
      .execute();
    return lines.map((l) => l.id);
  }

  /** A notice of S001 written through the supplier's API, booked into the first free slot two days out when asked. */
  async function notice(qtys: string[], book: boolean): Promise<Notice> {
    const { ctx } = session;
    // One session per account: this login ends the phone's, which signs in again after (supplierPage).
    const supplierToken = await ctx.login('13800000001', demoPassword, { supplierCode: 'S001' });
    const lineIds = await confirmedOrder(qtys);
    const saved = await ctx.call('POST', '/scm/delivery/asn/save', {
      token: supplierToken,
      body: { pallets: 1, plate: '浙A12345', driver: '王师傅', driverPhone: '13900001111', lines: lineIds.map((id, i) => ({ orderLineId: id, qty: qtys[i], cases: 1 })) },
    });
    expect(saved.code, saved.message).toBe(0);
    if (!book) return saved.data;
    const free = await ctx.call('POST', '/scm/delivery/slot/free', { token: supplierToken, body: { branchId: storeId, days: 14, cases: 2, pallets: 1 } });
    const slot = free.data.rows.find((s: { bookable: boolean; slotStart: string }) => s.bookable && Date.parse(s.slotStart) > Date.now() + 2 * 86_400_000);
    const booked = await ctx.call('POST', '/scm/delivery/asn/book', { token: supplierToken, body: { id: saved.data.id, version: saved.data.version, slotStart: slot.slotStart } });
    expect(booked.code, booked.message).toBe(0);
    return { ...saved.data, version: booked.data.version };
  }

  /** The chain's phone, signed in as the boss in `lang`: in the shared browser, or in `browser` (one with a camera). */
  async function bossPage(lang: 'zh-CN' | 'en', browser: Browser = session.page.context().browser()!): Promise<Page> {
    const { ctx } = session;
    const page = await browser.newPage({ ...phone, locale: lang });
    await loginThroughUi(page, ctx.url + '/', 'boss', 'Boss@2026demo');
    if (lang === 'en') {
      await page.evaluate(() => localStorage.setItem('lang', 'en'));
      await page.reload();
    }
    return page;
  }

  /** The supplier's phone, signed in (again) in `lang`. */
  async function supplierPage(lang: 'zh-CN' | 'en'): Promise<Page> {
    const { ctx, page } = session;
    // A session ended elsewhere and an English screen from before: the login screen starts from nothing, in Chinese.
    if (page.url().startsWith(ctx.url)) await page.evaluate(() => localStorage.clear());
    await loginThroughUi(page, ctx.url + '/', '13800000001', demoPassword);
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    return page;
  }

  return {
    confirmedOrder,
    notice,
    bossPage,
    supplierPage,
    /** the first store of S001's merchant, once confirmedOrder has run */
    get storeId() {
      return storeId;
    },
  };
}
