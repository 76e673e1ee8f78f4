import { sql, type Transaction } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../server/db/types';
import { businessToday } from '../../server/lib/businessDay';
import { nextSheetNo, type NumberedTable } from '../../server/lib/sheetNumbers';
import { demoPassword } from '../support/testContext';
import { withS001, type S001 } from './fixtures';

/*
 * Document numbers from sheet_counter (server/lib/sheetNumbers.ts, migration 032) on a clone of the seeded
 * database: per key they go up by one, a new key starts after the highest number already written, parallel
 * creations take distinct numbers, a rolled-back creation gives its number back.
 */

let s: S001;
let storeId: number;
const ymd = () => businessToday().replace(/-/g, '');

beforeAll(async () => {
  s = await withS001();
  storeId = (await s.ctx.db.selectFrom('branch').select('id').where('merchant_id', '=', s.merchantId).where('type', '=', 3).orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => s.ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

const next = (table: NumberedTable, prefix: string, branchCode?: string, merchantId = s.merchantId) =>
  s.ctx.db.transaction().execute((trx) => nextSheetNo(trx, table, merchantId, prefix, branchCode));

/** A purchase order of S001 with this number (what a creation writes beside its number). */
const order = (trx: Transaction<Database> | typeof s.ctx.db, sheetNo: string) =>
  trx
    .insertInto('purchase_order')
    .values({
      merchant_id: s.merchantId, sheet_no: sheetNo, supplier_id: s.supplierId, order_branch_id: storeId, receive_branch_id: storeId, status: 3,
      order_date: sql<string>`current_date`, expected_date: sql<string>`current_date + 3`, total_qty: '0', total_amount: '0',
    })
    .execute();

const counterOf = async (table: string, prefix: string, branchCode: string) =>
  (await s.ctx.db.selectFrom('sheet_counter').select('last_seq').where('merchant_id', '=', s.merchantId).where('doc_table', '=', table)
    .where('prefix', '=', prefix).where('branch_code', '=', branchCode).where('day', '=', businessToday()).executeTakeFirst())?.last_seq;

describe('nextSheetNo', () => {
  it('numbers prefix + branch + business day + 4 digits, one up per key, each key on its own', async () => {
    expect(await next('purchase_order', 'CG', 'T01')).toBe(`CGT01${ymd()}0001`);
    expect(await next('purchase_order', 'CG', 'T01')).toBe(`CGT01${ymd()}0002`);
    expect(await next('purchase_order', 'CG', 'T01')).toBe(`CGT01${ymd()}0003`);
    // another branch, prefix, table or merchant starts its own sequence
    expect(await next('purchase_order', 'CG', 'T02')).toBe(`CGT02${ymd()}0001`);
    expect(await next('purchase_order', 'QQ', 'T01')).toBe(`QQT01${ymd()}0001`);
    expect(await next('purchase_in', 'CG', 'T01')).toBe(`CGT01${ymd()}0001`);
    expect(await next('purchase_order', 'CG', 'T01', 2)).toBe(`CGT01${ymd()}0001`);
    // the head office by default
    expect(await next('new_item_application', 'QX')).toBe(`QX000${ymd()}0001`);
    expect(await next('purchase_order', 'CG', 'T01')).toBe(`CGT01${ymd()}0004`);
    expect(await counterOf('purchase_order', 'CG', 'T01')).toBe(4);
  });

  it('starts again on the next business day', async () => {
    expect(await next('asn', 'FQ', 'T03')).toBe(`FQT03${ymd()}0001`);
    expect(await next('asn', 'FQ', 'T03')).toBe(`FQT03${ymd()}0002`);
    // 16:30 UTC is past midnight in the chain's time zone (Asia/Shanghai): a business day later than the 10:00 UTC one
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-04T10:00:00Z'));
    expect(await next('asn', 'FQ', 'T03')).toBe('FQT03203103040001');
    expect(await next('asn', 'FQ', 'T03')).toBe('FQT03203103040002');
    vi.setSystemTime(new Date('2031-03-04T16:30:00Z'));
    expect(await next('asn', 'FQ', 'T03')).toBe('FQT03203103050001');
    vi.useRealTimers();
    expect(await next('asn', 'FQ', 'T03')).toBe(`FQT03${ymd()}0003`);
  });

  it('continues after the numbers the seed wrote today', async () => {
    const seeded = await sql<{ branch_code: string; n: number }>`
      select substr(sheet_no, 3, length(sheet_no) - 14) as branch_code, max(right(sheet_no, 4)::int) as n from purchase_order
      where merchant_id = ${s.merchantId} and sheet_no like ${`CG%${ymd()}____`} group by 1 order by 2 desc limit 1`.execute(s.ctx.db);
    const top = seeded.rows[0];
    expect(top, 'the seed writes purchase orders numbered today').toBeDefined();
    expect(await counterOf('purchase_order', 'CG', top!.branch_code)).toBeUndefined();
    expect(await next('purchase_order', 'CG', top!.branch_code)).toBe(`CG${top!.branch_code}${ymd()}${String(top!.n + 1).padStart(4, '0')}`);
  });

  it('after a document of today numbered 0007 (written without a counter, as by an older build), issues 0008', async () => {
    await order(s.ctx.db, `CGT07${ymd()}0007`);
    await order(s.ctx.db, `CGT07${ymd()}0003`);
    // another branch whose code starts the same, and a number of another day: not counted
    await order(s.ctx.db, `CGT07${ymd()}X0042`);
    await order(s.ctx.db, `CGT07200101010099`);
    expect(await next('purchase_order', 'CG', 'T07')).toBe(`CGT07${ymd()}0008`);
    expect(await next('purchase_order', 'CG', 'T07')).toBe(`CGT07${ymd()}0009`);
    // the document read is the table's own: a self-replenishment request of the same prefix and branch starts at 1
    expect(await next('self_replenish', 'CG', 'T07')).toBe(`CGT07${ymd()}0001`);
  });

  it('gives 20 parallel creations distinct numbers, on a new key (its row made by several at once) and on a used one', async () => {
    const create = (branchCode: string) =>
      s.ctx.db.transaction().execute(async (trx) => {
        const no = await nextSheetNo(trx, 'purchase_order', s.merchantId, 'CG', branchCode);
        // the creation goes on while holding its number, as a real one writes its lines
        await sql`select pg_sleep(0.02)`.execute(trx);
        await order(trx, no);
        return no;
      });
    for (const branchCode of ['T20', 'T20']) {
      const before = (await counterOf('purchase_order', 'CG', branchCode)) ?? 0;
      const numbers = await Promise.all(Array.from({ length: 20 }, () => create(branchCode)));
      expect(new Set(numbers).size).toBe(20);
      expect(numbers.map((n) => Number(n.slice(-4))).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => before + i + 1));
    }
    expect(await counterOf('purchase_order', 'CG', 'T20')).toBe(40);
    const written = await s.ctx.db.selectFrom('purchase_order').select(sql<number>`count(distinct sheet_no)::int`.as('n'))
      .where('sheet_no', 'like', `CGT20${ymd()}%`).executeTakeFirstOrThrow();
    expect(written.n).toBe(40);
  });

  it('numbers 20 replenishment requests sent at once by two suppliers through the real route, each once', async () => {
    const other = await s.ctx.login('13800000002', demoPassword, { supplierCode: 'S002' });
    const base = '/scm/purchase/self-replenish';
    const lines = async (token: string) => (await s.ctx.call('POST', `${base}/items`, { token, body: { branchId: storeId } })).data.rows.slice(0, 2)
      .map((r: { itemId: number }) => ({ itemId: r.itemId, applyQty: '1' }));
    const mine = await lines(s.token);
    const theirs = await lines(other);
    expect(mine.length).toBeGreaterThan(0);
    expect(theirs.length).toBeGreaterThan(0);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) =>
      s.ctx.call('POST', `${base}/create`, { token: i % 2 ? other : s.token, body: { branchId: storeId, confirmPartPack: true, lines: i % 2 ? theirs : mine } })));
    expect(answers.map((a) => a.code)).toEqual(Array(20).fill(0));
    const numbers: string[] = answers.map((a) => a.data.sheetNo);
    expect(new Set(numbers).size).toBe(20);
    const seqs = numbers.map((n) => Number(n.slice(-4))).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 20 }, (_, i) => seqs[0]! + i));
  });

  it('takes back the number of a creation that rolls back (on a used key and on a new one)', async () => {
    const failing = (branchCode: string) =>
      s.ctx.db.transaction().execute(async (trx) => {
        await nextSheetNo(trx, 'purchase_order', s.merchantId, 'CG', branchCode);
        throw new Error('the creation failed');
      });
    expect(await next('purchase_order', 'CG', 'T30')).toBe(`CGT30${ymd()}0001`);
    await expect(failing('T30')).rejects.toThrow('the creation failed');
    expect(await next('purchase_order', 'CG', 'T30')).toBe(`CGT30${ymd()}0002`);
    // the first number of a key: the row it made goes too, and the next one is made again
    await expect(failing('T31')).rejects.toThrow('the creation failed');
    expect(await counterOf('purchase_order', 'CG', 'T31')).toBeUndefined();
    expect(await next('purchase_order', 'CG', 'T31')).toBe(`CGT31${ymd()}0001`);
  });

  it('goes on with 5 digits past 9999 in a day, each number still distinct', async () => {
    expect(await next('purchase_order', 'CG', 'T99')).toBe(`CGT99${ymd()}0001`);
    await s.ctx.db.updateTable('sheet_counter').set({ last_seq: 9998 }).where('merchant_id', '=', s.merchantId).where('doc_table', '=', 'purchase_order')
      .where('prefix', '=', 'CG').where('branch_code', '=', 'T99').execute();
    expect(await next('purchase_order', 'CG', 'T99')).toBe(`CGT99${ymd()}9999`);
    expect(await next('purchase_order', 'CG', 'T99')).toBe(`CGT99${ymd()}10000`);
    expect(await next('purchase_order', 'CG', 'T99')).toBe(`CGT99${ymd()}10001`);
    // a new key starts after a 5-digit number already written
    await order(s.ctx.db, `CGT98${ymd()}10000`);
    expect(await next('purchase_order', 'CG', 'T98')).toBe(`CGT98${ymd()}10001`);
  });
});
