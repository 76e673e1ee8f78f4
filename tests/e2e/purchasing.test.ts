import { describe, expect, it } from 'vitest';
import { demoPassword } from '../support/testContext';
import { loginThroughUi, snap, usePhoneSession } from '../support/browser';

// Issue flow on a phone: home shows what awaits confirmation; the supplier opens an order, changes a line,
// sets a promised date, confirms, and sees the new status in the list.

const session = usePhoneSession();

async function awaitingCount(): Promise<number> {
  const r = await session.ctx.db
    .selectFrom('purchase_order as po')
    .innerJoin('supplier as s', 's.id', 'po.supplier_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('s.code', '=', 'S001')
    .where('po.status', '=', 2)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

describe('confirming a purchase order, supplier 13800000001', () => {
  it('goes from the home figure to a confirmed order with a changed quantity and date', async () => {
    const { ctx, page } = session;
    const before = await awaitingCount();
    expect(before).toBeGreaterThan(0);
    await loginThroughUi(page, ctx.url + '/', '13800000001', demoPassword);

    const tile = page.locator('button, a, div').filter({ hasText: /^待确认订单/ }).last();
    await tile.waitFor();
    expect(await tile.innerText()).toContain(`${before}`);
    await snap(page, 'purchasing-01-home');
    await tile.click();

    await page.waitForURL(/packagesSub\/purchaseOrder\/index/);
    await page.waitForSelector('.eng-list[data-status="ready"]');
    const card = page.locator('.eng-card').first();
    const sheetNo = (await card.locator('.eng-card__title').innerText()).trim();
    expect(await card.locator('.eng-tag').innerText()).toBe('待确认');
    await snap(page, 'purchasing-02-awaiting-list');
    await card.click();

    await page.waitForURL(/orderDetails\?id=(\d+)/);
    const id = Number(/id=(\d+)/.exec(page.url())![1]);
    await page.locator('[data-action="adjustAndConfirm"]').click();
    await page.waitForURL(/purchaseOrder\/confirm\?id=/);
    const qty = page.locator('[data-field="root_lines_0_confirmedQty"] input');
    await qty.waitFor();
    // The ordered quantity is shown as a read-only value (thousands separators included), not as an input.
    const ordered = Number((await page.locator('[data-field="root_lines_0_orderQty"] .eng-form__value').innerText()).replace(/,/g, ''));
    const changed = Math.max(0, Math.floor(ordered) - 1);
    await qty.fill(String(changed));

    // The promised date: open the wheel, move the day one step on, confirm.
    const dateButton = page.locator('[data-field="root_promisedDate"] button').first();
    const oldDate = (await dateButton.innerText()).trim();
    await dateButton.click();
    const dayColumn = page.locator('.adm-picker-view-column').nth(2);
    await dayColumn.waitFor();
    // Tapping the next day on the wheel scrolls it into the selection.
    const day = Number(oldDate.slice(8, 10));
    const dayItem = (d: number) => dayColumn.locator('.adm-picker-view-column-item', { hasText: new RegExp(`^${d}$`) });
    // The next day, or the one before when the promised date is the month's last day.
    await ((await dayItem(day + 1).count()) ? dayItem(day + 1) : dayItem(day - 1)).dispatchEvent('click');
    await page.waitForTimeout(400);
    await snap(page, 'purchasing-03a-date-wheel');
    await page.locator('.adm-picker-header-button', { hasText: '确定' }).click();
    await expect.poll(async () => (await dateButton.innerText()).trim()).not.toBe(oldDate);
    const newDate = (await dateButton.innerText()).trim();
    await snap(page, 'purchasing-03-confirm-form');

    await page.locator('[data-action="submit"]').click();
    await page.waitForURL(/orderDetails\?id=/);
    await page.locator('.eng-detail__head .eng-tag', { hasText: '已确认' }).waitFor();
    await snap(page, 'purchasing-04-confirmed-detail');

    const order = await ctx.db.selectFrom('purchase_order').select(['status', 'promised_date']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(order.status).toBe(3);
    expect(order.promised_date).toBe(newDate);
    const line = await ctx.db.selectFrom('purchase_order_line').select('confirmed_qty').where('order_id', '=', id).orderBy('line_no').executeTakeFirstOrThrow();
    expect(Number(line.confirmed_qty)).toBe(changed);

    await page.goto(`${ctx.url}/#/packagesSub/purchaseOrder/index`);
    await page.waitForSelector('.eng-list[data-status="ready"]');
    const confirmedCard = page.locator('.eng-card', { hasText: sheetNo });
    await expect.poll(() => confirmedCard.locator('.eng-tag').innerText()).toBe('已确认');
    await snap(page, 'purchasing-05-list-after');
    expect(await awaitingCount()).toBe(before - 1);
  });
});
