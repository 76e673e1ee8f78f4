import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withS001, type S001 } from './fixtures';

// The payable flow's sheets of migration 024 (fresh goods by weight, purchase, settlement adjustment, agent and union
// settlement, agent payable): each opens from its ledger row by the spec's path, its figures add up, the sheets that
// cite one another link, and another supplier's sheet or a sheet read as another kind answers like a missing one.

const kinds = [
  [10, 'fresh-in'], [11, 'purchase'], [12, 'settlement-repair'],
  [13, 'agent-supplier-settlement'], [14, 'union-supplier-settlement'], [15, 'agent-supplier-payable'],
] as const;

type Row = { id: number; bizDate: string; bizType: number; refNo: string; docId: number | null; credit: string; debit: string; balance: string };

let s: S001;
let other: { id: number };
let sheetRows: Row[];
beforeAll(async () => {
  s = await withS001();
  other = await s.ctx.supplier('S002');
  // The sheets fall among the other entries (on their statement period's last days, or the business day).
  const sheets = await post('/scm/financial/payable-flow/query', { bizType: kinds.map(([t]) => t), dateFrom: '2000-01-01', dateTo: '2100-01-01', pageSize: 100 });
  sheetRows = sheets.data.rows;
});
afterAll(() => s?.ctx.close());

const post = (url: string, body: object = {}) => s.ctx.call('POST', url, { token: s.token, body });
const get = (url: string) => s.ctx.call('GET', url, { token: s.token });
const cents = (v: string) => Math.round(Number(v) * 100);
const rowOf = (bizType: number) => sheetRows.find((r) => r.bizType === bizType)!;
const detailOf = (path: string, id: number | string) => get(`/scm/financial/${path}/detail/${id}`);

describe('the payable flow\'s sheets', () => {
  it('each kind opens from its ledger row by its own path, with the number the row shows', async () => {
    for (const [bizType, path] of kinds) {
      const row = rowOf(bizType);
      expect(row?.docId, path).toBeTruthy();
      const d = await detailOf(path, row.docId!);
      expect(d.code, path).toBe(0);
      expect(d.data.sheetNo, path).toBe(row.refNo);
      expect(d.data.status, path).toBeGreaterThan(0);
    }
  });

  it('receipts, purchases and adjustments raise what is owed by their amount; the sales-based sheets are memo rows', async () => {
    for (const [bizType, path] of kinds) {
      const row = rowOf(bizType);
      const d = (await detailOf(path, row.docId!)).data;
      const moved = cents(row.credit) - cents(row.debit);
      expect(moved, path).toBe(bizType <= 12 ? cents(d.amount) : 0);
    }
    // The running balance still runs through them: on each sheet's day, from the balance the day opened with, each
    // row is the one before it plus its credit less its debit.
    for (const day of new Set(sheetRows.map((r) => r.bizDate))) {
      const ledger = (await post('/scm/financial/payable-flow/query', { dateFrom: day, dateTo: day, pageSize: 100 })).data;
      expect(ledger.total).toBeLessThanOrEqual(100);
      let balance = cents(ledger.totals.openingBalance);
      for (const r of [...(ledger.rows as Row[])].reverse()) {
        balance += cents(r.credit) - cents(r.debit);
        expect(cents(r.balance), `${day} ${r.id}`).toBe(balance);
      }
      expect(cents(ledger.totals.closingBalance)).toBe(balance);
    }
  });

  it('a fresh-goods receipt is weighed: net = gross - tare on every line, and the lines add up to the sheet', async () => {
    const d = (await detailOf('fresh-in', rowOf(10).docId!)).data;
    expect(d.lines.length).toBeGreaterThan(0);
    let amount = 0;
    let net = 0;
    for (const l of d.lines) {
      expect(cents(l.netWeight)).toBe(cents(l.grossWeight) - cents(l.tareWeight));
      expect(cents(l.amount)).toBe(Math.round(Number(l.netWeight) * Number(l.price) * 100));
      amount += cents(l.amount);
      net += Math.round(Number(l.netWeight) * 1000);
    }
    expect(amount).toBe(cents(d.amount));
    expect(net).toBe(Math.round(Number(d.netWeight) * 1000));
  });

  it('the sheets that cite one another link both ways: adjustment and settlement, agent payable and agent settlement', async () => {
    const repair = (await detailOf('settlement-repair', rowOf(12).docId!)).data;
    expect(repair.reason).toBeTruthy();
    const settlement = await post('/scm/financial/supplier/settlement/doLoadEntity', { id: repair.settlementId });
    expect(settlement.code).toBe(0);
    expect(settlement.data).toMatchObject({ sheetNo: repair.settlementNo, adjustmentId: repair.id, adjustmentNo: repair.sheetNo, adjustmentAmount: repair.amount });

    const payable = (await detailOf('agent-supplier-payable', rowOf(15).docId!)).data;
    expect(payable.settledInId).toBe(rowOf(13).docId);
    const agent = (await detailOf('agent-supplier-settlement', payable.settledInId)).data;
    expect(agent.payables.map((p: { id: number }) => p.id)).toContain(payable.id);
    expect(agent.amount).toBe(payable.amount);
    expect(cents(payable.saleAmount) - cents(payable.deductAmount)).toBe(cents(payable.amount));

    const union = (await detailOf('union-supplier-settlement', rowOf(14).docId!)).data;
    expect(union.lines.reduce((t: number, l: { amount: string }) => t + cents(l.amount), 0)).toBe(cents(union.amount));
    expect(cents(union.saleAmount) - cents(union.deductAmount)).toBe(cents(union.amount));
  });

  it('refuses a bad id, and answers another supplier\'s sheet or one read as another kind like a missing one', async () => {
    const theirs = await s.ctx.db.selectFrom('finance_sheet').select(['id', 'kind']).where('supplier_id', '=', other.id).orderBy('kind').execute();
    expect(theirs.length).toBe(kinds.length);
    for (const [bizType, path] of kinds) {
      expect((await detailOf(path, 'abc')).code, path).toBe(404);
      expect((await detailOf(path, 0)).code, path).toBe(404);
      const missing = await detailOf(path, 987654321);
      expect(missing.code, path).toBe(404);
      const their = theirs.find((t) => t.kind === bizType - 9)!;
      expect(await detailOf(path, their.id), path).toEqual(missing);
      const mineAsAnother = rowOf(bizType === 10 ? 11 : 10).docId!;
      expect(await detailOf(path, mineAsAnother), path).toEqual(missing);
    }
    expect((await s.ctx.call('GET', `/scm/financial/fresh-in/detail/${rowOf(10).docId}`)).code).toBe(140001);
  });

  it('the ledger filters by the new types', async () => {
    const only = await post('/scm/financial/payable-flow/query', { bizType: [10, 12], dateFrom: '2000-01-01', dateTo: '2100-01-01' });
    expect(only.code).toBe(0);
    expect(only.data.rows.map((r: Row) => r.bizType).sort()).toEqual([10, 12]);
    expect((await post('/scm/financial/payable-flow/query', { bizType: [16] })).code).toBe(400);
  });
});
