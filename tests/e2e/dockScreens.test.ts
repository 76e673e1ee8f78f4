import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { fillLoginForm, snap, usePhoneSession } from '../support/browser';
import { demoPassword } from '../support/testContext';
import { dockFixtures } from '../support/dockFixtures';
import { businessDay as businessToday } from '../../common/time/businessClock';

// The dock's screens beyond the day's schedule, on a phone (390x844): the chain sets a store's dock and moves a
// booking with a reason; the supplier changes a notice before its cut-off; a second supplier finds none of the first's
// notices. Each in Chinese or English, the other language's screens at the end. (Receiving short by one line and the
// difference on both sides: delivery.test.ts, in the whole flow from shipping to the scorecard.)

const session = usePhoneSession();

const dock = dockFixtures(session);
const { confirmedOrder, notice, bossPage, supplierPage } = dock;

const asnRow = (id: number) => session.ctx.db.selectFrom('asn').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe("the dock's settings and moves on a phone (boss), and the supplier's notice", () => {
  it("sets a store's dock: room per slot and a closed weekday (zh-CN)", async () => {
    const { ctx } = session;
    await confirmedOrder(['1']);
    const page = await bossPage('zh-CN');
    await page.goto(`${ctx.url}/#/packagesBoss/dock/index?branchId=${dock.storeId}`);
    await page.locator('[data-action="settings"]').click();
    await page.waitForURL(/dock\/capacity/);
    const store = await ctx.db.selectFrom('branch').select('name').where('id', '=', dock.storeId).executeTakeFirstOrThrow();
    await page.locator('.eng-card', { hasText: store.name }).first().click();
    await page.waitForURL(/dock\/capacityForm/);
    const before = await ctx.db.selectFrom('dock_capacity').selectAll().where('branch_id', '=', dock.storeId).executeTakeFirstOrThrow();
    await expect.poll(() => page.locator('#root_openFrom').inputValue()).toBe(before.open_from.slice(0, 5));
    // A mistyped time says what it should look like, not just "wrong format".
    await page.locator('#root_openFrom').fill('8.30');
    await expect.poll(() => page.locator('[data-field="root_openFrom"] .eng-form__error').innerText()).toBe('请按 时:分 填写，如 08:30');
    await page.locator('#root_openFrom').fill(before.open_from.slice(0, 5));
    await page.locator('[data-field="root_openFrom"] .eng-form__error').waitFor({ state: 'detached' });
    await page.locator('[data-field="root_casesPerSlot"] input').fill(String(before.cases_per_slot + 7));
    await page.locator('[data-field="root_closedWeekdays"] .adm-selector-item', { hasText: /^日$/ }).click();
    await snap(page, 'dock-01-settings-zh');
    await page.locator('[data-action="submit"]').click();
    await expect.poll(async () => (await ctx.db.selectFrom('dock_capacity').select('version').where('branch_id', '=', dock.storeId).executeTakeFirstOrThrow()).version).toBe(before.version + 1);
    const after = await ctx.db.selectFrom('dock_capacity').selectAll().where('branch_id', '=', dock.storeId).executeTakeFirstOrThrow();
    expect(after).toMatchObject({ cases_per_slot: before.cases_per_slot + 7, closed_weekdays: [7] });
    // The tests after this one book any weekday.
    await ctx.db.updateTable('dock_capacity').set({ closed_weekdays: [] }).where('branch_id', '=', dock.storeId).execute();
    await page.close();
  });

  it('moves a booking with a reason the supplier reads (en)', async () => {
    const { ctx } = session;
    const asn = await notice(['3'], true);
    const was = await asnRow(asn.id);
    const page = await bossPage('en');
    await page.goto(`${ctx.url}/#/packagesBoss/dock/detail?id=${asn.id}`);
    await page.locator('.eng-detail', { hasText: 'Booked' }).waitFor();
    await snap(page, 'dock-02-notice-en');
    await page.locator('[data-action="move"]').click();
    await page.waitForURL(/dock\/move/);
    await page.locator('.eng-slot__day').nth(4).click();
    const slot = page.locator('.eng-slot__slot:not([disabled])').first();
    const slotStart = (await slot.getAttribute('data-slot'))!;
    await slot.click();
    await page.locator('#root_reason').fill('Stock count that morning');
    await snap(page, 'dock-03-move-en');
    await page.locator('[data-action="submit"]').click();
    await expect.poll(async () => (await asnRow(asn.id)).version).toBe(was.version + 1);
    const moved = await asnRow(asn.id);
    expect(moved.slot_start!.getTime()).toBe(new Date(slotStart).getTime());
    expect(moved.chain_reason).toBe('Stock count that morning');
    const message = await ctx.db.selectFrom('user_message').select('kind').where('doc_type', '=', 'asn').where('doc_id', '=', asn.id).executeTakeFirstOrThrow();
    expect(message.kind).toBe('bookingMoved');
    await page.close();
  });

  it('changes a notice before its cut-off, at the version it loaded (zh-CN)', async () => {
    const { ctx } = session;
    const asn = await notice(['6'], false);
    const page = await supplierPage('zh-CN');
    await page.goto(`${ctx.url}/#/packagesSub/delivery/detail?id=${asn.id}`);
    await page.reload();
    await page.locator('.eng-detail', { hasText: '待预约' }).waitFor();
    await page.locator('[data-action="edit"]').click();
    await page.waitForURL(/delivery\/form\?id=/);
    const qty = page.locator('[data-field="root_lines_0_qty"] input');
    await expect.poll(() => qty.inputValue()).toBe('6.000');
    await qty.fill('4');
    await page.locator('[data-field="root_lines_0_cases"] input').fill('2');
    await snap(page, 'dock-07-edit-notice-zh');
    await page.locator('[data-action="submit"]').click();
    await expect.poll(async () => (await asnRow(asn.id)).version).toBe(asn.version + 1);
    expect(await asnRow(asn.id)).toMatchObject({ total_qty: '4.000', cases: 2, status: 1 });
  });

  it('a cancelled notice reads 已作废 as its cancel said, with no slot or arrival left on it, on both sides (zh-CN)', async () => {
    const { ctx } = session;
    const asn = await notice(['4'], true);
    const page = await supplierPage('zh-CN');
    await page.goto(`${ctx.url}/#/packagesSub/delivery/detail?id=${asn.id}`);
    await page.reload();
    const card = page.locator('.eng-detail');
    await card.getByText('预约时段', { exact: true }).waitFor();
    await page.locator('[data-action="cancel"]', { hasText: '作废通知' }).click();
    await page.locator('.adm-dialog-button', { hasText: '确定' }).click();
    await page.locator('.eng-detail__head', { hasText: '已作废' }).waitFor();
    expect((await asnRow(asn.id)).status).toBe(9);
    // the booking was given up with the notice: no slot shown as booked, no truck "not yet" arrived
    for (const label of ['预约时段', '时段结束', '到货情况']) expect(await card.getByText(label, { exact: true }).count(), label).toBe(0);
    await snap(page, 'dock-17-cancelled-notice-zh');
    // …nor on its card in the list
    await page.goto(`${ctx.url}/#/packagesSub/delivery/list`);
    const listCard = page.locator('.eng-card', { hasText: asn.sheetNo });
    await listCard.getByText('已作废', { exact: true }).waitFor();
    expect(await listCard.getByText('预约时段', { exact: true }).count()).toBe(0);
    const boss = await bossPage('zh-CN');
    await boss.goto(`${ctx.url}/#/packagesBoss/dock/detail?id=${asn.id}`);
    await boss.locator('.eng-detail__head', { hasText: '已作废' }).waitFor();
    for (const label of ['预约时段', '时段结束', '到货情况']) expect(await boss.locator('.eng-detail').getByText(label, { exact: true }).count(), label).toBe(0);
    await boss.close();
  });

  it("offers No-show only once a booking's slot is over: a coming truck has Arrived, Move and Refuse (en)", async () => {
    const { ctx } = session;
    const asn = await notice(['1'], true);
    const booked = await asnRow(asn.id);
    const day = businessToday(booked.slot_start!);
    const page = await bossPage('en');
    await page.goto(`${ctx.url}/#/packagesBoss/dock/index?branchId=${dock.storeId}&dateFrom=${day}&dateTo=${day}`);
    const card = page.locator('.eng-card', { hasText: asn.sheetNo });
    await card.getByRole('button', { name: 'Arrived', exact: true }).waitFor();
    expect(await card.getByRole('button', { name: 'Move', exact: true }).count()).toBe(1);
    expect(await card.getByRole('button', { name: 'No-show', exact: true }).count()).toBe(0);
    // its slot gone by without the truck: now it may be recorded as a no-show
    await ctx.db.updateTable('asn').set({ slot_start: new Date(Date.now() - 2 * 3_600_000), slot_end: new Date(Date.now() - 3_600_000) }).where('id', '=', asn.id).execute();
    await page.goto(`${ctx.url}/#/packagesBoss/dock/index?branchId=${dock.storeId}`);
    await page.locator('.eng-card', { hasText: asn.sheetNo }).getByRole('button', { name: 'No-show', exact: true }).waitFor();
    await page.close();
  });

  it("the dock's new screens in the other language", async () => {
    const { ctx } = session;
    const en = await bossPage('en');
    await en.goto(`${ctx.url}/#/packagesBoss/dock/capacity`);
    await en.locator('.eng-card').first().waitFor();
    await snap(en, 'dock-08-settings-list-en');
    await en.goto(`${ctx.url}/#/packagesBoss/dock/capacityForm?id=${dock.storeId}`);
    await en.locator('[data-field="root_closedWeekdays"] .adm-selector-item', { hasText: /^Su$/ }).waitFor();
    await snap(en, 'dock-09-settings-en');
    await en.close();
    const asn = await notice(['2'], true);
    const zh = await bossPage('zh-CN');
    await zh.goto(`${ctx.url}/#/packagesBoss/dock/move?id=${asn.id}`);
    await zh.locator('.eng-slot__day').first().waitFor();
    await snap(zh, 'dock-10-move-zh');
    const unbooked = await notice(['2'], false);
    const page = await supplierPage('en');
    await page.goto(`${ctx.url}/#/packagesSub/delivery/form?id=${unbooked.id}`);
    await page.reload();
    await expect.poll(() => page.locator('[data-field="root_lines_0_qty"] input').inputValue()).toBe('2.000');
    await snap(page, 'dock-11-edit-notice-en');
    await ctx.db.updateTable('asn').set({ status: 3, version: asn.version + 1 }).where('id', '=', asn.id).execute();
    await zh.goto(`${ctx.url}/#/packagesBoss/dock/receive?id=${asn.id}`);
    await zh.locator('[data-field="root_lines_0_receivedQty"] input').waitFor();
    await zh.evaluate(() => localStorage.setItem('lang', 'en'));
    await zh.reload();
    await zh.locator('[data-action="submit"]', { hasText: 'Receive' }).waitFor();
    await snap(zh, 'dock-12-receive-en');
    await zh.close();
  });

  it("home's delivery to-dos: the supplier's orders to ship (zh-CN), the chain's trucks of today (en)", async () => {
    const { ctx } = session;
    await confirmedOrder(['5']);
    const supplier = await supplierPage('zh-CN');
    const toShip = supplier.locator('.eng-stat', { hasText: '待预约送货' }).first();
    await toShip.waitFor();
    // S001's confirmed orders with a line neither received nor on an open notice, counted from the tables.
    const s = await ctx.supplier('S001');
    const { rows } = await sql<{ n: number }>`select count(distinct po.id)::int as n from purchase_order po join purchase_order_line l on l.order_id = po.id
      where po.supplier_id = ${s.id} and po.status in (3, 5) and l.confirmed_qty - l.received_qty > (select coalesce(sum(al.qty), 0)
        from asn_line al join asn x on x.id = al.asn_id where al.order_line_id = l.id and x.status in (1, 2, 3))`.execute(ctx.db);
    expect(await toShip.locator('.eng-stat__value').innerText()).toContain(String(rows[0]!.n));
    await snap(supplier, 'dock-13-home-todo-zh');
    // It opens the order list narrowed to those orders, as many as it counts.
    await toShip.click();
    await supplier.waitForURL(/purchaseOrder\/index\?.*toShip=true/);
    await expect.poll(() => supplier.locator('.eng-list[data-status="ready"] .eng-count').last().innerText()).toBe(`共 ${rows[0]!.n} 条`);

    // A seeded notice of another store and day made today's, late at the gate: the chain's figure counts and opens it.
    const { rows: [late] } = await sql<{ id: number; sheetNo: string; branchId: number }>`
      update asn set slot_start = now(), slot_end = now() + interval '1 hour', status = 3, arrival = 2, arrived_at = now()
       where id = (select id from asn where merchant_id = (select merchant_id from branch where id = ${dock.storeId}) and branch_id <> ${dock.storeId} and status <> 9 and slot_start < now() - interval '2 days' order by id limit 1)
      returning id, sheet_no as "sheetNo", branch_id as "branchId"`.execute(ctx.db);
    const boss = await bossPage('en');
    const trucks = boss.locator('.eng-stat', { hasText: 'Expected' }).first();
    await trucks.waitFor();
    await trucks.scrollIntoViewIfNeeded();
    await snap(boss, 'dock-14-boss-home-en');
    const lateFigure = boss.locator('.eng-stat', { hasText: 'Late' }).first();
    const lateCount = Number((await lateFigure.locator('.eng-stat__value').innerText()).replace(/\D/g, ''));
    expect(lateCount).toBeGreaterThan(0);
    await lateFigure.click();
    await boss.waitForURL(/dock\/today\?state=late/);
    // Exactly the trucks the figure counted, across the stores, each naming its store; a tap opens the notice.
    const list = boss.locator('.eng-list[data-status="ready"]');
    await expect.poll(() => list.getAttribute('data-total')).toBe(String(lateCount));
    await expect.poll(() => boss.locator('[role="tab"][aria-selected="true"]').innerText()).toBe(`Late ${lateCount}`);
    const store = await ctx.db.selectFrom('branch').select('name').where('id', '=', late!.branchId).executeTakeFirstOrThrow();
    const card = boss.locator('.eng-card', { hasText: late!.sheetNo });
    await expect(card.innerText()).resolves.toContain(store.name);
    await snap(boss, 'dock-15-boss-late-today-en');
    await card.click();
    await boss.waitForURL(new RegExp(`dock/detail\\?id=${late!.id}`));
    await boss.close();
  });
  it("a second supplier finds none of the first's notices: not in its list, its detail refused, no booking into it (zh-CN)", async () => {
    const { ctx, page } = session;
    const asn = await notice(['2'], false);
    const s002 = await ctx.supplier('S002');
    // Booking into the first supplier's notice, with a slot of its own store's free room: refused as missing.
    const token = await ctx.login('13800000002', demoPassword, { supplierCode: 'S002' });
    const slotStart = new Date(Date.now() + 3 * 86_400_000).toISOString();
    expect((await ctx.call('POST', '/scm/delivery/asn/book', { token, body: { id: asn.id, version: asn.version, slotStart } })).code).toBe(404);

    if (page.url().startsWith(ctx.url)) await page.evaluate(() => localStorage.clear());
    await fillLoginForm(page, ctx.url + '/', '13800000002', demoPassword);
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/packagesSub\/login\/supplier/);
    await page.getByText(s002.name).click();
    await page.waitForURL(/pages\/index\/index/);
    await page.goto(`${ctx.url}/#/packagesSub/delivery/detail?id=${asn.id}`);
    await page.locator('.eng-state--error', { hasText: '单据不存在或无权查看' }).waitFor();
    await page.goto(`${ctx.url}/#/packagesSub/delivery/list`);
    await page.locator('.eng-card, .eng-state--empty').first().waitFor();
    expect(await page.getByText(asn.sheetNo).count()).toBe(0);
    await snap(page, 'dock-15-other-supplier-refused-zh');
  });
});

describe('the dock screens remember the store (boss)', () => {
  it("offer in their store pickers only the branches with a dock, never the head office (en)", async () => {
    const { ctx } = session;
    const docks = (await sql<{ name: string }>`select name from branch where merchant_id = 1 and type in (2, 3, 4) and status = 0 order by code`.execute(ctx.db)).rows.map((r) => r.name);
    const head = await ctx.db.selectFrom('branch').select('name').where('merchant_id', '=', 1).where('type', '=', 0).executeTakeFirstOrThrow();
    const page = await bossPage('en');
    try {
      for (const [path, picker] of [['/packagesBoss/dock/today', 'All stores'], ['/packagesBoss/dock/index', 'Store']] as const) {
        await page.goto(`${ctx.url}/#${path}`);
        await page.locator('.eng-dropdown__item', { hasText: picker }).click();
        const items = page.locator('.eng-panel-list .adm-list-item-content-main');
        await expect.poll(() => items.count()).toBe(docks.length + 1);
        expect((await items.allInnerTexts()).map((t) => t.split('\n')[0]), path).toEqual(['All', ...docks]);
        expect(docks).not.toContain(head.name);
        await snap(page, `dock-16-store-picker-${path.endsWith('today') ? 'today' : 'schedule'}-en`);
      }
    } finally {
      await page.close();
    }
  });


  it('opens on the store chosen last time, on the schedule and on its week; a link names its store (zh-CN)', async () => {
    const { ctx } = session;
    const store = await ctx.db.selectFrom('branch').select(['id', 'name']).where('merchant_id', '=', 1).where('type', 'in', [3]).orderBy('id').executeTakeFirstOrThrow();
    const page = await bossPage('zh-CN');
    try {
      // The week before a store is chosen asks for one, with no totals of nothing above (a 合计 of dashes).
      await page.goto(`${ctx.url}/#/packagesBoss/dock/week`);
      await page.locator('.eng-state', { hasText: '请先选择门店' }).waitFor();
      expect(await page.locator('.eng-summary').count()).toBe(0);
      await page.goto(`${ctx.url}/#/packagesBoss/dock/index`);
      await page.locator('.eng-state', { hasText: '请先选择门店' }).waitFor();
      await page.locator('.eng-dropdown__item', { hasText: '门店' }).click();
      await page.locator('.eng-panel-list .adm-list-item', { hasText: store.name }).click();
      await page.locator('.eng-dropdown__item', { hasText: store.name }).waitFor();
      await page.locator('.eng-list[data-status="ready"]').waitFor();
      // Another day: the schedule opens on that store, and so does the week, without a link naming it.
      await page.goto(`${ctx.url}/#/pages/index/index`);
      await page.goto(`${ctx.url}/#/packagesBoss/dock/index`);
      await page.locator('.eng-dropdown__item', { hasText: store.name }).waitFor();
      await page.locator('.eng-list[data-status="ready"]').waitFor();
      expect(await page.locator('.eng-state', { hasText: '请先选择门店' }).count()).toBe(0);
      await page.goto(`${ctx.url}/#/packagesBoss/dock/week`);
      await page.locator('.eng-dropdown__item', { hasText: store.name }).waitFor();
      await page.locator('.eng-list[data-status="ready"]').waitFor();
      // A link's store wins, and the filter names it though the link gave only its id.
      const other = await ctx.db.selectFrom('branch').select(['id', 'name']).where('merchant_id', '=', 1).where('type', 'in', [3]).where('id', '>', store.id).orderBy('id').executeTakeFirstOrThrow();
      await page.goto(`${ctx.url}/#/packagesBoss/dock/index?branchId=${other.id}`);
      await page.locator('.eng-dropdown__item', { hasText: other.name }).waitFor();
      // A truck still to come reads 待到货, as its tab does, and one that never came 爽约: 未到货 beside a 未到 tab read alike.
      await page.goto(`${ctx.url}/#/packagesBoss/dock/today?state=expected`);
      await expect.poll(async () => (await page.getByRole('tab').allInnerTexts()).map((t) => t.replace(/\s*\d+$/, '')))
        .toEqual(['全部', '待到货', '待收货', '准时/提前', '迟到', '爽约']);
      const coming = page.locator('.eng-card').first();
      await coming.waitFor();
      expect(await coming.locator('dt', { hasText: /^到货情况$/ }).locator('xpath=following-sibling::dd[1]').innerText()).toBe('待到货');
      // The row swiped to its end and its last tab tapped: the tab stays whole in view (the tabs keep their counts while
      // its list loads: without them the row narrowed, its scroll was cut back and the tab was left half past the edge).
      await page.locator('.eng-tabs .eng-tabbar__list').evaluate((row) => row.scrollTo({ left: row.scrollWidth }));
      await page.locator('.eng-tabs [role="tab"]').last().dispatchEvent('click');
      await page.locator('.eng-list[data-status="ready"]').waitFor();
      await expect.poll(() => page.locator('.eng-tabs [role="tab"][aria-selected="true"]').innerText()).toMatch(/^爽约 \d+$/);
      await expect.poll(() => page.evaluate(() => {
        const row = document.querySelector('.eng-tabs .eng-tabbar__list')!.getBoundingClientRect();
        const tab = document.querySelector('.eng-tabs [role="tab"][aria-selected="true"]')!.getBoundingClientRect();
        return tab.left >= row.left && tab.right <= row.right;
      })).toBe(true);
    } finally {
      await page.close();
    }
  });
});
