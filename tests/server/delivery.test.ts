import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword, type TestContext } from '../support/testContext';
import { withS001 } from './fixtures';
import { remindTomorrowsSlots, SLOT_REMINDER_LOCK_KEY } from '../../server/modules/delivery/slotReminders';

let ctx: TestContext;
let token: string;
let other: string;
let boss: string;
let boss2: string;
let supplierId: number;
let merchantId: number;
/** a store with a dock (seeded capacity), and a second one */
let storeId: number;
let secondStoreId: number;
/** an item without shelf life, and one with (date-controlled) */
let plainItem: number;
let datedItem: number;
let seq = 0;

const sup = (url: string, body?: unknown, t = token) => ctx.call(body === undefined ? 'GET' : 'POST', `/scm/delivery/${url}`, { token: t, body });
const mer = (url: string, body?: unknown, t = boss) => ctx.call(body === undefined ? 'GET' : 'POST', `/administer/dock/${url}`, { token: t, body });
const truck = { pallets: 1, plate: '浙A12345', driver: '王师傅', driverPhone: '13900001111' };

/** A confirmed order of S001 to `branch` with one line per quantity pair [confirmed, received] of `item`. */
async function confirmedOrder(branch: number, qtys: [string, string][], item = plainItem) {
  seq++;
  const po = await ctx.db
    .insertInto('purchase_order')
    .values({
      merchant_id: merchantId, sheet_no: `ZA2605010${String(seq).padStart(3, '0')}`, supplier_id: supplierId, order_branch_id: branch,
      receive_branch_id: branch, status: 3, order_date: sql<string>`current_date`, expected_date: sql<string>`current_date + 3`, total_qty: '0', total_amount: '0',
    })
    .returning(['id', 'sheet_no'])
    .executeTakeFirstOrThrow();
  const lines = await ctx.db
    .insertInto('purchase_order_line')
    .values(qtys.map(([confirmed, received], i) => ({
      merchant_id: merchantId, supplier_id: supplierId, order_id: po.id, line_no: i + 1, item_id: item, name: `商品${i + 1}`, order_qty: confirmed,
      confirmed_qty: confirmed, received_qty: received, price: '2.0000', amount: '0',
    })))
    .returning('id')
    .execute();
  return { id: po.id, sheetNo: po.sheet_no, lineIds: lines.map((l) => l.id) };
}

const line = (orderLineId: number, qty: string, cases = 1, extra: Record<string, unknown> = {}) => ({ orderLineId, qty, cases, ...extra });

async function newAsn(lines: unknown[], t = token) {
  const r = await sup('asn/save', { ...truck, lines }, t);
  expect(r.code, r.message).toBe(0);
  return r.data as { id: number; sheetNo: string; status: number; version: number };
}

/** The first bookable slot at least `daysAhead` days out of the store's grid. */
async function slotAhead(daysAhead: number, volume = { cases: 1, pallets: 1 }, nth = 0) {
  const r = await sup('slot/free', { branchId: storeId, days: 14, ...volume });
  expect(r.code, r.message).toBe(0);
  const later = r.data.rows.filter((s: { bookable: boolean; slotStart: string }) => s.bookable && new Date(s.slotStart).getTime() > Date.now() + daysAhead * 86_400_000);
  return later[nth].slotStart as string;
}

beforeAll(async () => {
  ({ ctx, token, supplierId, merchantId } = await withS001());
  other = await ctx.login('13800000002', demoPassword, { supplierCode: 'S002' });
  boss = await ctx.login('boss', 'Boss@2026demo');
  boss2 = await ctx.login('boss2', 'Boss@2026demo');
  const stores = await ctx.db.selectFrom('dock_capacity as c').innerJoin('branch as b', 'b.id', 'c.branch_id')
    .select('b.id').where('b.type', '=', 3).where('c.merchant_id', '=', merchantId).orderBy('b.id').limit(2).execute();
  [storeId, secondStoreId] = stores.map((s) => s.id);
  // Every weekday open, so a slot a few days out always exists.
  await ctx.db.updateTable('dock_capacity').set({ closed_weekdays: [], closed_dates: [], cut_off_hours: 12 }).where('branch_id', '=', storeId).execute();
  const dated = await ctx.db.selectFrom('item').select('id').where('merchant_id', '=', merchantId).where('shelf_life_days', '>', 0).orderBy('id').limit(2).execute();
  [plainItem, datedItem] = dated.map((i) => i.id);
  // Goods without a shelf life (hardware, say) need no batch or dates.
  await ctx.db.updateTable('item').set({ shelf_life_days: null }).where('id', '=', plainItem).execute();
});
afterAll(() => ctx?.close());

describe('shipping notices: what may be shipped', () => {
  it('ships two orders of one branch in one notice, bounded by confirmed − received − shipped', async () => {
    const a = await confirmedOrder(storeId, [['10', '2'], ['6', '0']]);
    const b = await confirmedOrder(storeId, [['4', '0']]);
    const shippable = await sup('asn/shippable', { branchId: storeId });
    const rowA = shippable.data.rows.find((r: { orderLineId: number }) => r.orderLineId === a.lineIds[0]);
    expect(rowA).toMatchObject({ confirmedQty: '10.000', receivedQty: '2.000', shippedQty: '0', remainingQty: '8.000', dateControlled: false });

    const asn = await newAsn([line(a.lineIds[0], '5', 2), line(a.lineIds[1], '6', 1), line(b.lineIds[0], '4', 1)]);
    expect(asn).toMatchObject({ status: 1, version: 0 });
    expect(asn.sheetNo).toMatch(/^FH\w+\d{12}$/);
    const d = await sup(`asn/detail/${asn.id}`);
    expect(d.data).toMatchObject({ status: 1, cases: 4, pallets: 1, totalQty: '15.000', plate: '浙A12345', canChange: true, slotStart: null });
    expect(d.data.orderSheetNos.split(', ').sort()).toEqual([a.sheetNo, b.sheetNo].sort());
    expect(d.data.lines).toHaveLength(3);

    // 8 left on the first line, 5 of them on the notice: 4 more is one too many, 3 fit (split in two batches).
    const over = await sup('asn/save', { ...truck, lines: [line(a.lineIds[0], '4')] });
    expect(over).toMatchObject({ code: 400, data: { field: 'lines/0/qty' } });
    const split = await sup('asn/save', { ...truck, lines: [line(a.lineIds[0], '2', 1, { batchNo: 'B1' }), line(a.lineIds[0], '1.5', 1, { batchNo: 'B2' })] });
    expect(split).toMatchObject({ code: 400, data: { field: 'lines/0/qty' } });
    await newAsn([line(a.lineIds[0], '2', 1, { batchNo: 'B1' }), line(a.lineIds[0], '1', 1, { batchNo: 'B2' })]);
    expect(await sup('asn/save', { ...truck, lines: [line(a.lineIds[0], '0.001')] })).toMatchObject({ code: 400, data: { field: 'lines/0/qty' } });

    // Cancelling the first notice gives its quantities back.
    expect(await sup('asn/cancel', { id: asn.id, version: 0 })).toMatchObject({ code: 0, data: { status: 9, version: 1 } });
    expect(await sup('asn/cancel', { id: asn.id, version: 1 })).toMatchObject({ code: 409 });
    await newAsn([line(a.lineIds[0], '5')]);
  });

  it('refuses lines of two branches, a line twice, a date-controlled item without dates, and bad input', async () => {
    const a = await confirmedOrder(storeId, [['3', '0']]);
    const b = await confirmedOrder(secondStoreId, [['3', '0']]);
    expect(await sup('asn/save', { ...truck, lines: [line(a.lineIds[0], '1'), line(b.lineIds[0], '1')] })).toMatchObject({ code: 400, data: { field: 'lines/1/orderLineId' } });
    expect(await sup('asn/save', { ...truck, lines: [line(a.lineIds[0], '1'), line(a.lineIds[0], '1')] })).toMatchObject({ code: 400, data: { field: 'lines/1/batchNo' } });
    const dated = await confirmedOrder(storeId, [['3', '0']], datedItem);
    expect(await sup('asn/save', { ...truck, lines: [line(dated.lineIds[0], '1', 1, { batchNo: 'L1' })] })).toMatchObject({ code: 400, data: { field: 'lines/0/productionDate' } });
    // the first refusal of a dated line names all it needs, not one field a save
    const bare = await sup('asn/save', { ...truck, lines: [line(dated.lineIds[0], '1')] });
    expect(bare).toMatchObject({ code: 400, data: { field: 'lines/0/batchNo' } });
    expect(bare.message).toMatch(/批号.*生产日期.*到期日期/);
    const expiryFirst = { batchNo: 'L1', productionDate: '2026-05-01', expiryDate: '2026-04-01' };
    expect(await sup('asn/save', { ...truck, lines: [line(dated.lineIds[0], '1', 1, expiryFirst)] })).toMatchObject({ code: 400, data: { field: 'lines/0/expiryDate' } });
    await newAsn([line(dated.lineIds[0], '1', 1, { batchNo: 'L1', productionDate: '2026-05-01', expiryDate: '2027-05-01' })]);

    for (const bad of [{ ...truck, lines: [] }, { ...truck, lines: [line(a.lineIds[0], '-1')] }, { ...truck, plate: '', lines: [line(a.lineIds[0], '1')] }, { ...truck, lines: [line(a.lineIds[0], '1')], extra: 1 }]) {
      const r = await sup('asn/save', bad);
      expect(r.code, JSON.stringify(bad)).toBe(400);
    }
    // An order awaiting confirmation (or another supplier's line) is nothing to ship.
    await ctx.db.updateTable('purchase_order').set({ status: 2 }).where('id', '=', a.id).execute();
    expect(await sup('asn/save', { ...truck, lines: [line(a.lineIds[0], '1')] })).toMatchObject({ code: 400, data: { field: 'lines/0/orderLineId' } });
  });

  it("another supplier's notice is missing to S002, and S001's order lines are nothing S002 can ship", async () => {
    const a = await confirmedOrder(storeId, [['3', '0']]);
    const asn = await newAsn([line(a.lineIds[0], '1')]);
    expect(await sup(`asn/detail/${asn.id}`, undefined, other)).toMatchObject({ code: 404 });
    expect(await sup('asn/cancel', { id: asn.id, version: 0 }, other)).toMatchObject({ code: 404 });
    expect(await sup('asn/save', { ...truck, id: asn.id, version: 0, lines: [line(a.lineIds[0], '1')] }, other)).toMatchObject({ code: 404 });
    const slot = await slotAhead(2);
    expect(await sup('asn/book', { id: asn.id, version: 0, slotStart: slot }, other)).toMatchObject({ code: 404 });
    expect(await sup('asn/save', { ...truck, lines: [line(a.lineIds[0], '1')] }, other)).toMatchObject({ code: 400, data: { field: 'lines/0/orderLineId' } });
    const list = await sup('asn/list', { keyword: asn.sheetNo }, other);
    expect(list.data.total).toBe(0);
    expect((await sup(`asn/detail/${asn.id}`)).data.status).toBe(1);
  });

  it('changes a notice from what its detail answered (empty fields as null), at its version', async () => {
    const a = await confirmedOrder(storeId, [['10', '1']]);
    const asn = await newAsn([line(a.lineIds[0], '4', 2)]);
    await newAsn([line(a.lineIds[0], '2', 1)]);
    const d = (await sup(`asn/detail/${asn.id}`)).data;
    // The most this notice's line may carry: 10 confirmed − 1 received − 2 on the other notice.
    expect(d.lines[0]).toMatchObject({ qty: '4.000', remainingQty: '7.000', batchNo: null, productionDate: null });
    const edit = (qty: string, version: number) => ({
      id: d.id, version, pallets: 2, plate: d.plate, driver: d.driver, driverPhone: d.driverPhone, remark: d.remark,
      lines: d.lines.map((l: Record<string, unknown>) => ({ orderLineId: l.orderLineId, qty, cases: 3, batchNo: l.batchNo, productionDate: l.productionDate, expiryDate: l.expiryDate })),
    });
    expect(await sup('asn/save', edit('7.001', d.version))).toMatchObject({ code: 400, data: { field: 'lines/0/qty' } });
    expect(await sup('asn/save', edit('7', d.version))).toMatchObject({ code: 0, data: { id: d.id, version: d.version + 1 } });
    expect(await sup('asn/save', edit('6', d.version))).toMatchObject({ code: 409 });
    expect((await sup(`asn/detail/${asn.id}`)).data).toMatchObject({ totalQty: '7.000', cases: 3, pallets: 2, remark: null });
  });
});

describe('dock slots', () => {
  it('books a slot with room, moves it, gives it up; the slot holds the booked volume', async () => {
    const a = await confirmedOrder(storeId, [['30', '0']]);
    const asn = await newAsn([line(a.lineIds[0], '30', 5)]);
    const slot = await slotAhead(2, { cases: 5, pallets: 1 });
    const before = await sup('slot/free', { branchId: storeId, days: 14 });
    const freeBefore = before.data.rows.find((s: { slotStart: string }) => s.slotStart === slot);
    expect(await sup('asn/book', { id: asn.id, version: 0, slotStart: slot })).toMatchObject({ code: 0, data: { status: 2, version: 1 } });
    const after = await sup('slot/free', { branchId: storeId, days: 14 });
    const freeAfter = after.data.rows.find((s: { slotStart: string }) => s.slotStart === slot);
    expect(freeAfter.casesBooked - freeBefore.casesBooked).toBe(5);
    expect(freeAfter.palletsBooked - freeBefore.palletsBooked).toBe(1);
    expect(await sup('asn/book', { id: asn.id, version: 0, slotStart: slot })).toMatchObject({ code: 409 });
    expect(await sup('asn/book', { id: asn.id, version: 1, slotStart: slot })).toMatchObject({ code: 400, data: { field: 'slotStart' } });
    expect(await sup('asn/book', { id: asn.id, version: 1, slotStart: '2020-01-01T03:00:00+08:00' })).toMatchObject({ code: 400, data: { field: 'slotStart' } });

    const next = await slotAhead(3, { cases: 5, pallets: 1 });
    expect(await sup('asn/book', { id: asn.id, version: 1, slotStart: next })).toMatchObject({ code: 0, data: { status: 2, version: 2 } });
    const moved = await sup('slot/free', { branchId: storeId, days: 14 });
    expect(moved.data.rows.find((s: { slotStart: string }) => s.slotStart === slot).casesBooked).toBe(freeBefore.casesBooked);
    const d = await sup(`asn/detail/${asn.id}`);
    expect(new Date(d.data.slotStart).getTime()).toBe(new Date(next).getTime());
    expect(d.data.canChange).toBe(true);

    expect(await sup('asn/unbook', { id: asn.id, version: 2 })).toMatchObject({ code: 0, data: { status: 1, version: 3 } });
    const freed = await sup('slot/free', { branchId: storeId, days: 14 });
    expect(freed.data.rows.find((s: { slotStart: string }) => s.slotStart === next).casesBooked).toBe(
      moved.data.rows.find((s: { slotStart: string }) => s.slotStart === next).casesBooked - 5,
    );
    expect(freed.data.days.length).toBeGreaterThan(0);
  });

  it('enforces the cut-off: a notice whose slot is near can no longer change', async () => {
    const a = await confirmedOrder(storeId, [['3', '0']]);
    const asn = await newAsn([line(a.lineIds[0], '1')]);
    expect((await sup('asn/book', { id: asn.id, version: 0, slotStart: await slotAhead(2) })).code).toBe(0);
    // The booked slot now starts in an hour: 12 hours of cut-off have passed.
    await ctx.db.updateTable('asn').set({ slot_start: sql`now() + interval '1 hour'`, slot_end: sql`now() + interval '2 hours'` }).where('id', '=', asn.id).execute();
    expect((await sup(`asn/detail/${asn.id}`)).data.canChange).toBe(false);
    expect(await sup('asn/cancel', { id: asn.id, version: 1 })).toMatchObject({ code: 409 });
    expect(await sup('asn/unbook', { id: asn.id, version: 1 })).toMatchObject({ code: 409 });
    expect(await sup('asn/save', { ...truck, id: asn.id, version: 1, lines: [line(a.lineIds[0], '2')] })).toMatchObject({ code: 409 });
    expect(await sup('asn/book', { id: asn.id, version: 1, slotStart: await slotAhead(3) })).toMatchObject({ code: 409 });
  });

  it('refuses a booking into a slot past its cut-off, which the free room offers as not bookable', async () => {
    const a = await confirmedOrder(storeId, [['3', '0']]);
    const asn = await newAsn([line(a.lineIds[0], '1')]);
    // 72 hours of cut-off: every open slot of the next three days is past it, yet still ahead.
    await ctx.db.updateTable('dock_capacity').set({ cut_off_hours: 72 }).where('branch_id', '=', storeId).execute();
    try {
      const free = await sup('slot/free', { branchId: storeId, days: 14, cases: 1, pallets: 1 });
      expect(free.data.cutOffHours).toBe(72);
      const rows = free.data.rows as { bookable: boolean; slotStart: string }[];
      const near = rows.find((s) => Date.parse(s.slotStart) > Date.now() && Date.parse(s.slotStart) < Date.now() + 72 * 3_600_000)!;
      // the answer says why: closed (past its cut-off), not full
      expect(near).toMatchObject({ bookable: false, closed: true });
      expect(await sup('asn/book', { id: asn.id, version: 0, slotStart: near.slotStart })).toMatchObject({ code: 400, data: { field: 'slotStart' } });
      const later = rows.find((s) => s.bookable)!;
      expect(later).toMatchObject({ closed: false });
      expect(Date.parse(later.slotStart)).toBeGreaterThanOrEqual(Date.now() + 72 * 3_600_000);
      expect(await sup('asn/book', { id: asn.id, version: 0, slotStart: later.slotStart })).toMatchObject({ code: 0, data: { status: 2 } });
    } finally {
      await ctx.db.updateTable('dock_capacity').set({ cut_off_hours: 12 }).where('branch_id', '=', storeId).execute();
    }
  });

  it('holds the room exactly when 50 bookings race for the last of it', async () => {
    const order = await confirmedOrder(storeId, [['500', '0']]);
    const asns = [];
    for (let i = 0; i < 50; i++) asns.push(await newAsn([line(order.lineIds[0], '1', 10)]));
    const slot = await slotAhead(4, { cases: 10, pallets: 1 }, 1);
    // The slot has room for exactly 7 of them: 70 cases (and plenty of pallets) above what is booked.
    await sql`insert into dock_slot (merchant_id, branch_id, slot_start, slot_end, cases_cap, pallets_cap)
      values (${merchantId}, ${storeId}, ${slot}::timestamptz, ${slot}::timestamptz + interval '1 hour', 0, 0)
      on conflict (branch_id, slot_start) do nothing`.execute(ctx.db);
    await sql`update dock_slot set cases_cap = cases_booked + 70, pallets_cap = pallets_booked + 100
      where branch_id = ${storeId} and slot_start = ${slot}::timestamptz`.execute(ctx.db);
    const answers = await Promise.all(asns.map((a) => sup('asn/book', { id: a.id, version: 0, slotStart: slot })));
    expect(answers.filter((r) => r.code === 0)).toHaveLength(7);
    expect(answers.filter((r) => r.code === 409)).toHaveLength(43);
    const s = await ctx.db.selectFrom('dock_slot').selectAll().where('branch_id', '=', storeId).where('slot_start', '=', new Date(slot)).executeTakeFirstOrThrow();
    expect(s.cases_booked).toBe(s.cases_cap);
    const inSlot = await ctx.db.selectFrom('asn').select((eb) => eb.fn.sum<string>('cases').as('cases')).where('slot_id', '=', s.id).where('status', '=', 2).executeTakeFirstOrThrow();
    expect(Number(inSlot.cases)).toBe(s.cases_booked);
  });
});

describe('the chain at the dock', () => {
  it('refuses and moves a booking with a reason the supplier reads; another chain cannot', async () => {
    const a = await confirmedOrder(storeId, [['3', '0']]);
    const asn = await newAsn([line(a.lineIds[0], '1')]);
    expect((await sup('asn/book', { id: asn.id, version: 0, slotStart: await slotAhead(2) })).code).toBe(0);
    const target = await slotAhead(5);
    expect(await mer('booking/move', { id: asn.id, version: 1, slotStart: target, reason: '当日盘点' }, boss2)).toMatchObject({ code: 404 });
    expect(await mer('booking/move', { id: asn.id, version: 0, slotStart: target, reason: '当日盘点' })).toMatchObject({ code: 409 });
    expect(await mer('booking/move', { id: asn.id, version: 1, slotStart: target, reason: '当日盘点' })).toMatchObject({ code: 0, data: { status: 2, version: 2 } });
    const moved = await sup(`asn/detail/${asn.id}`);
    expect(moved.data).toMatchObject({ chainReason: '当日盘点', status: 2 });
    expect(new Date(moved.data.slotStart).getTime()).toBe(new Date(target).getTime());

    expect(await mer('booking/refuse', { id: asn.id, version: 2, reason: '' })).toMatchObject({ code: 400 });
    expect(await mer('booking/refuse', { id: asn.id, version: 2, reason: '收货区施工' })).toMatchObject({ code: 0, data: { status: 1, version: 3 } });
    expect((await sup(`asn/detail/${asn.id}`)).data).toMatchObject({ status: 1, slotStart: null, chainReason: '收货区施工' });
    const messages = await ctx.db.selectFrom('user_message').select(['kind', 'title']).where('doc_type', '=', 'asn').where('doc_id', '=', asn.id).where('supplier_id', '=', supplierId).execute();
    expect(messages.map((m) => m.kind).sort()).toEqual(expect.arrayContaining(['bookingMoved', 'bookingRefused']));
    expect(JSON.stringify(messages)).toContain('收货区施工');
  });

  it("offers the chain a branch's free room for moving a booking; another chain's branch is missing", async () => {
    const free = await mer('slot/free', { branchId: storeId, days: 3, cases: 1, pallets: 1 });
    expect(free.code, free.message).toBe(0);
    expect(free.data).toMatchObject({ branchId: storeId });
    // The same room the supplier sees.
    const supplierSees = await sup('slot/free', { branchId: storeId, days: 3, cases: 1, pallets: 1 });
    expect(free.data.rows).toEqual(supplierSees.data.rows);
    expect(await mer('slot/free', { branchId: storeId, days: 3 }, boss2)).toMatchObject({ code: 404 });
    expect(await mer('slot/free', { branchId: storeId, days: 15 })).toMatchObject({ code: 400, data: { field: 'days' } });
  });

  it('marks arrival by number: early, on time, and a no-show only after the slot', async () => {
    const a = await confirmedOrder(storeId, [['9', '0']]);
    const early = await newAsn([line(a.lineIds[0], '1')]);
    const onTime = await newAsn([line(a.lineIds[0], '1')]);
    const gone = await newAsn([line(a.lineIds[0], '1')]);
    for (const x of [early, onTime, gone]) expect((await sup('asn/book', { id: x.id, version: 0, slotStart: await slotAhead(2) })).code).toBe(0);
    expect(await mer('arrive', { sheetNo: early.sheetNo })).toMatchObject({ code: 0, data: { status: 3, arrival: 4 } });
    expect(await mer('arrive', { sheetNo: early.sheetNo })).toMatchObject({ code: 409 });
    expect(await mer('arrive', { sheetNo: onTime.sheetNo }, boss2)).toMatchObject({ code: 404 });
    await ctx.db.updateTable('asn').set({ slot_start: sql`now() - interval '10 minutes'`, slot_end: sql`now() + interval '50 minutes'` }).where('id', '=', onTime.id).execute();
    expect(await mer('arrive', { sheetNo: onTime.sheetNo.toLowerCase() })).toMatchObject({ code: 0, data: { status: 3, arrival: 1 } });
    expect(await mer('arrive', { sheetNo: gone.sheetNo, noShow: true })).toMatchObject({ code: 409 });
    await ctx.db.updateTable('asn').set({ slot_start: sql`now() - interval '2 hours'`, slot_end: sql`now() - interval '1 hour'` }).where('id', '=', gone.id).execute();
    expect(await mer('arrive', { sheetNo: gone.sheetNo, noShow: true })).toMatchObject({ code: 0, data: { status: 6, arrival: 3 } });
    expect(await mer('arrive', { sheetNo: 'FH0000' })).toMatchObject({ code: 404 });
  });

  it('receives an arrived notice short by one line: the receipt, the notice and the order show the difference', async () => {
    const a = await confirmedOrder(storeId, [['5', '0'], ['3', '0']]);
    const asn = await newAsn([line(a.lineIds[0], '5', 1), line(a.lineIds[1], '3', 1)]);
    expect((await sup('asn/book', { id: asn.id, version: 0, slotStart: await slotAhead(2) })).code).toBe(0);
    const d0 = await sup(`asn/detail/${asn.id}`);
    expect(await mer('receive', { id: asn.id, version: 1 })).toMatchObject({ code: 409 });
    expect((await mer('arrive', { sheetNo: asn.sheetNo })).data).toMatchObject({ status: 3, version: 2 });
    const [, second] = d0.data.lines;
    expect(await mer('receive', { id: asn.id, version: 2, lines: [{ lineId: second.id, receivedQty: '4' }] })).toMatchObject({ code: 400, data: { field: 'lines/0/receivedQty' } });
    expect(await mer('receive', { id: asn.id, version: 2, lines: [{ lineId: second.id, receivedQty: '2' }] }, boss2)).toMatchObject({ code: 404 });
    const done = await mer('receive', { id: asn.id, version: 2, lines: [{ lineId: second.id, receivedQty: '2' }] });
    expect(done).toMatchObject({ code: 0, data: { status: 4, version: 3 } });
    expect(done.data.receiptIds).toHaveLength(1);
    expect(await mer('receive', { id: asn.id, version: 3 })).toMatchObject({ code: 409 });

    const d = await sup(`asn/detail/${asn.id}`);
    const differences = (r: { data: { lines: { batchNo: string | null; receivedQty: string; differenceQty: string }[] } }) =>
      r.data.lines.map((l) => [l.batchNo, l.receivedQty, l.differenceQty]);
    expect(differences(d)).toEqual([[null, '5.000', '0.000'], [null, '2.000', '-1.000']]);
    // The store reads the same difference on its side; another chain finds no such notice.
    const atDock = await mer(`asn/detail/${asn.id}`);
    expect(atDock.data).toMatchObject({ status: 4, supplierName: d.data.supplierName, receiptSheetNo: d.data.receiptSheetNo });
    expect(differences(atDock)).toEqual(differences(d));
    expect(await mer(`asn/detail/${asn.id}`, undefined, boss2)).toMatchObject({ code: 404 });
    expect(await mer('asn/detail/abc')).toMatchObject({ code: 404 });
    expect(d.data.receiptId).toBe(done.data.receiptIds[0]);
    const receipt = await ctx.call('GET', `/scm/financial/purchase-in/detail/${done.data.receiptIds[0]}`, { token });
    expect(receipt.data.lines.map((l: { qty: string; shortageQty: string }) => [l.qty, l.shortageQty])).toEqual([['5.000', '0.000'], ['2.000', '1.000']]);
    expect(receipt.data.orderId).toBe(a.id);
    const order = await ctx.call('GET', `/scm/purchase/purchase-order/detail/${a.id}`, { token });
    expect(order.data).toMatchObject({ status: 5, receiveStatus: 1 });
    expect(order.data.lines.map((l: { receivedQty: string }) => l.receivedQty)).toEqual(['5.000', '2.000']);
    // What is left of the short line can be shipped again.
    const left = await sup('asn/shippable', { branchId: storeId, keyword: a.sheetNo });
    expect(left.data.rows.map((r: { orderLineId: number; remainingQty: string }) => [r.orderLineId, r.remainingQty])).toEqual([[second.orderLineId, '1.000']]);
  });

  it('counts a delivery on time when its truck came within the booked slot, not when it came early', async () => {
    const rate = async () => (await ctx.call('POST', '/scm/report/delivery-rate-analyse/query', { token, body: { dateFrom: '2020-01-15', dateTo: '2020-01-15', branchId: storeId } })).data.summary;
    const received = async (inSlot: boolean) => {
      const o = await confirmedOrder(storeId, [['4', '0']]);
      await ctx.db.updateTable('purchase_order').set({ expected_date: '2020-01-15', order_date: '2020-01-10' }).where('id', '=', o.id).execute();
      const asn = await newAsn([line(o.lineIds[0], '4')]);
      expect((await sup('asn/book', { id: asn.id, version: 0, slotStart: await slotAhead(2) })).code).toBe(0);
      if (inSlot) await ctx.db.updateTable('asn').set({ slot_start: sql`now() - interval '5 minutes'`, slot_end: sql`now() + interval '55 minutes'` }).where('id', '=', asn.id).execute();
      expect((await mer('arrive', { sheetNo: asn.sheetNo })).data.arrival).toBe(inSlot ? 1 : 4);
      expect((await mer('receive', { id: asn.id, version: 2 })).code).toBe(0);
    };
    await received(true);
    // Received today, long after the order's due date: on time all the same, as the truck kept its slot.
    expect(await rate()).toMatchObject({ orderQty: '4.000', onTimeQty: '4.000', onTimeRate: '1.0000' });
    await received(false);
    expect(await rate()).toMatchObject({ orderQty: '8.000', onTimeQty: '4.000', onTimeRate: '0.5000' });
  });

  it("sets a branch's dock at its version, and shows the day's schedule", async () => {
    const list = await mer('capacity/list');
    const row = list.data.rows.find((r: { branchId: number }) => r.branchId === secondStoreId);
    expect(row).toMatchObject({ configured: true });
    const settings = { branchId: secondStoreId, slotMinutes: 30, casesPerSlot: 80, palletsPerSlot: 2, openFrom: '08:00', openTo: '12:00', closedWeekdays: [7], cutOffHours: 6 };
    expect(await mer('capacity/save', { ...settings, version: row.version + 1 })).toMatchObject({ code: 409 });
    expect(await mer('capacity/save', { ...settings, openTo: '07:00', version: row.version })).toMatchObject({ code: 400, data: { field: 'openFrom' } });
    expect(await mer('capacity/save', { ...settings, openTo: '12:10', version: row.version })).toMatchObject({ code: 400, data: { field: 'openTo' } });
    expect(await mer('capacity/save', { ...settings, version: row.version })).toMatchObject({ code: 0, data: { branchId: secondStoreId, version: row.version + 1 } });
    expect(await mer('capacity/save', { ...settings, branchId: secondStoreId }, boss2)).toMatchObject({ code: 404 });
    const again = (await mer('capacity/list')).data.rows.find((r: { branchId: number }) => r.branchId === secondStoreId);
    expect(again).toMatchObject({ slotMinutes: 30, openFrom: '08:00', openTo: '12:00', closedWeekdays: [7], cutOffHours: 6 });
    // The settings form reads one branch; another chain's branch is missing.
    expect((await mer(`capacity/detail/${secondStoreId}`)).data).toEqual(again);
    expect(await mer(`capacity/detail/${secondStoreId}`, undefined, boss2)).toMatchObject({ code: 404 });
    expect(await mer('capacity/detail/abc')).toMatchObject({ code: 404 });

    const schedule = await mer('schedule', { branchId: storeId });
    expect(schedule.code).toBe(0);
    expect(schedule.data.rows.length).toBeGreaterThan(0);
    const week = await mer('schedule', { branchId: storeId, dateFrom: schedule.data.dateFrom, dateTo: new Date(Date.parse(schedule.data.dateFrom) + 6 * 86_400_000).toISOString().slice(0, 10) });
    expect(week.data.days).toHaveLength(7);
    const booked = week.data.bookings.length;
    expect(week.data.days.reduce((n: number, d: { bookings: number }) => n + d.bookings, 0)).toBe(booked);
    expect(booked).toBeGreaterThan(0);
    expect(await mer('schedule', { branchId: storeId, dateFrom: '2026-01-01', dateTo: '2026-02-01' })).toMatchObject({ code: 400, data: { field: 'dateTo' } });
    expect(await mer('schedule', { branchId: storeId }, boss2)).toMatchObject({ code: 404 });
  });
});

describe('to-dos and reminders', () => {
  it("counts the supplier's orders to ship and today's deliveries on home, and the chain's trucks of today", async () => {
    const home = async () => (await ctx.call('GET', '/scm/home/summary', { token })).data.deliveries as { toShip: number; today: number };
    const today = async (t = boss) => (await mer('today', undefined, t)).data as { expected: number; arrived: number; toReceive: number };
    const [h0, d0, other0] = [await home(), await today(), await today(boss2)];
    const a = await confirmedOrder(storeId, [['4', '0'], ['2', '0']]);
    expect((await home()).toShip).toBe(h0.toShip + 1);
    // Part of it on a notice: still to ship; all of it: no longer.
    const asn = await newAsn([line(a.lineIds[0], '4')]);
    expect((await home()).toShip).toBe(h0.toShip + 1);
    const rest = await newAsn([line(a.lineIds[1], '2')]);
    expect((await home()).toShip).toBe(h0.toShip);
    expect((await sup('asn/cancel', { id: rest.id, version: rest.version })).code).toBe(0);
    expect((await home()).toShip).toBe(h0.toShip + 1);

    // Booked, then its slot made today's (starting now: an hour from now is tomorrow after 23:00 in Beijing): a delivery
    // today on both sides, at the gate once arrived.
    expect((await sup('asn/book', { id: asn.id, version: 0, slotStart: await slotAhead(2) })).code).toBe(0);
    await ctx.db.updateTable('asn').set({ slot_start: sql`now()`, slot_end: sql`now() + interval '1 hour'` }).where('id', '=', asn.id).execute();
    expect((await home()).today).toBe(h0.today + 1);
    expect(await today()).toMatchObject({ expected: d0.expected + 1, arrived: d0.arrived, toReceive: d0.toReceive });
    expect((await mer('arrive', { sheetNo: asn.sheetNo })).code).toBe(0);
    expect(await today()).toMatchObject({ expected: d0.expected, arrived: d0.arrived + 1, toReceive: d0.toReceive + 1 });
    expect((await home()).today).toBe(h0.today + 1);
    // Another chain counts its own docks only; a supplier user has no dock figures at all.
    expect(await today(boss2)).toEqual(other0);
    expect((await ctx.call('GET', '/administer/dock/today', { token })).code).not.toBe(0);
  });

  it('reminds the supplier the day before a booked slot, once, under a lock one process holds at a time', async () => {
    const a = await confirmedOrder(storeId, [['3', '0']]);
    const asn = await newAsn([line(a.lineIds[0], '1')]);
    expect((await sup('asn/book', { id: asn.id, version: 0, slotStart: await slotAhead(2) })).code).toBe(0);
    const reminders = () => ctx.db.selectFrom('user_message').select(['user_id', 'title']).where('kind', '=', 'slotReminder').where('doc_type', '=', 'asn').where('doc_id', '=', asn.id).execute();
    // Two days out: not yet.
    expect((await remindTomorrowsSlots(ctx.db)).reminded).not.toContain(asn.id);
    // Tomorrow at 10:00 (business time): reminded, each of the supplier's admin and sales users once.
    await ctx.db.updateTable('asn').set({
      slot_start: sql`((current_timestamp at time zone 'Asia/Shanghai')::date + 1 + time '10:00') at time zone 'Asia/Shanghai'`,
      slot_end: sql`((current_timestamp at time zone 'Asia/Shanghai')::date + 1 + time '11:00') at time zone 'Asia/Shanghai'`,
    }).where('id', '=', asn.id).execute();
    const run = await remindTomorrowsSlots(ctx.db);
    expect(run).toMatchObject({ ran: true });
    expect(run.reminded).toContain(asn.id);
    const sent = await reminders();
    expect(sent.length).toBeGreaterThan(0);
    expect(new Set(sent.map((m) => m.user_id)).size).toBe(sent.length);
    expect(JSON.stringify(sent[0]!.title)).toContain(asn.sheetNo);
    expect((await remindTomorrowsSlots(ctx.db)).reminded).not.toContain(asn.id);
    expect(await reminders()).toHaveLength(sent.length);

    // While another process runs the job (holds its lock), this one skips its turn.
    let release: () => void = () => undefined;
    const held = ctx.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${SLOT_REMINDER_LOCK_KEY})`.execute(trx);
      await new Promise<void>((r) => { release = r; });
    });
    await expect.poll(async () => (await remindTomorrowsSlots(ctx.db)).ran).toBe(false);
    release();
    await held;
    expect((await remindTomorrowsSlots(ctx.db)).ran).toBe(true);
  });
});
