import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withS001, type S001 } from './fixtures';

// Nothing links a settlement's prepayment offset to a prepayment: a prepayment lists what settlements took from it
// first in, first out (oldest prepayment first, settlements in date order), so two prepayments never list the same
// money twice and each lists only what was taken from it.

let s: S001;
let merchantId: number;
const ids: Record<string, number> = {};

const detail = async (id: number) => s.ctx.call('GET', `/scm/financial/supplier-prepayment/detail/${id}`, { token: s.token });
const offsets = async (id: number) => ((await detail(id)).data.offsets as { settlementId: number; prepayOffset: string }[]).map((o) => [o.settlementId, o.prepayOffset]);

beforeAll(async () => {
  s = await withS001();
  merchantId = (await s.ctx.db.selectFrom('supplier').select('merchant_id').where('id', '=', s.supplierId).executeTakeFirstOrThrow()).merchant_id;
  const db = s.ctx.db;
  await db.updateTable('settlement').set({ prepay_offset: '0' }).where('supplier_id', '=', s.supplierId).execute();
  await db.deleteFrom('prepayment').where('supplier_id', '=', s.supplierId).execute();
  const standing = await db.selectFrom('settlement').select('id').where('supplier_id', '=', s.supplierId).where('status', 'in', [3, 4, 5]).orderBy('id').limit(3).execute();
  // three settlements on consecutive days offsetting 600, 700 and 300; the newer prepayment is inserted first
  for (const [k, [day, offset]] of ([['2026-03-01', '600.00'], ['2026-03-02', '700.00'], ['2026-03-03', '300.00']] as const).entries()) {
    await db.updateTable('settlement').set({ settle_date: day, prepay_offset: offset }).where('id', '=', standing[k]!.id).execute();
    ids[`s${k + 1}`] = standing[k]!.id;
  }
  const prepay = async (sheetNo: string, amount: string, paidAt: string | null, status: number) =>
    (await db.insertInto('prepayment').values({ merchant_id: merchantId, sheet_no: sheetNo, supplier_id: s.supplierId, amount, used_amount: '0', paid_at: paidAt, status }).returning('id').executeTakeFirstOrThrow()).id;
  ids.newer = await prepay('YF-T-2', '800.00', '2026-02-01T07:00:00Z', 1);
  ids.older = await prepay('YF-T-1', '1000.00', '2026-01-01T07:00:00Z', 2);
  ids.draft = await prepay('YF-T-0', '5000.00', null, 0);
});
afterAll(() => s.ctx.close());

describe("a prepayment's offsets", () => {
  it('are allocated first in, first out: the older prepayment is used up first, a settlement straddling both takes from each', async () => {
    expect(await offsets(ids.older!)).toEqual([[ids.s1, '600.00'], [ids.s2, '400.00']]);
    expect(await offsets(ids.newer!)).toEqual([[ids.s2, '300.00'], [ids.s3, '300.00']]);
    expect(await offsets(ids.draft!)).toEqual([]);
  });

  it('add up: each settlement is offset exactly once over the prepayments, none above a prepayment amount', async () => {
    const all = [...(await offsets(ids.older!)), ...(await offsets(ids.newer!))];
    const bySettlement = new Map<number, number>();
    for (const [id, amount] of all) bySettlement.set(id as number, (bySettlement.get(id as number) ?? 0) + Number(amount));
    expect(Object.fromEntries(bySettlement)).toEqual({ [ids.s1!]: 600, [ids.s2!]: 700, [ids.s3!]: 300 });
    const sum = async (id: number) => (await offsets(id)).reduce((t, [, a]) => t + Number(a), 0);
    expect([await sum(ids.older!), await sum(ids.newer!)]).toEqual([1000, 600]);
  });

  it("name only this supplier's settlements, and another supplier's prepayment answers like a missing one", async () => {
    const other = await s.ctx.supplier('S002');
    const theirs = await s.ctx.db.selectFrom('prepayment').select('id').where('supplier_id', '=', other.id).where('status', 'in', [1, 2]).executeTakeFirstOrThrow();
    const [a, b] = [await detail(theirs.id), await detail(987654321)];
    expect(a.code).toBe(404);
    expect(a).toEqual(b);
    const mine = new Set(Object.values(ids));
    for (const id of [ids.older!, ids.newer!]) for (const [settlementId] of await offsets(id)) expect(mine.has(settlementId as number)).toBe(true);
  });
});
