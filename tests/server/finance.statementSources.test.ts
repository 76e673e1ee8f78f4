import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withS001, type S001 } from './fixtures';

// Statements and settlements cite their source documents (spec §7): each line names its kind and number, and its
// sourceId opens that document's detail by the path of its kind, for the session's supplier only. The latest
// statement cites the finance sheets of its period (fresh goods by weight, purchase, union settlement, agent
// payable); joint-venture and consignment lines of a day cite that day's ledger entry.

const recon = '/scm/financial/reconciliation';
const settle = '/scm/financial/supplier/settlement';
/** reconLineType → the detail path its sourceId opens (schemas/supplier/finance-statement.detail.json rowLink). */
const pathOf: Record<number, string> = {
  1: 'purchase-in', 2: 'purchase-out', 3: 'union-supplier-payable', 4: 'union-supplier-payable', 5: 'supplier-cost',
  6: 'fresh-in', 7: 'purchase', 10: 'union-supplier-settlement', 11: 'agent-supplier-payable',
};
/** finance_sheet.kind of the sheet types a statement line cites (5 + kind). */
const SHEET_LINES = [6, 7, 10, 11];

type Line = { id: number; sourceType: number; sourceId: number | null; sourceNo: string | null; bizDate: string; amount: string };

let s: S001;
let other: { id: number };
let latest: { id: number; lines: Line[]; payableAmount: string; linesTotal: string };

const post = (url: string, body: object, token = s.token) => s.ctx.call('POST', url, { token, body });
const get = (url: string, token = s.token) => s.ctx.call('GET', url, { token });
const opened = (l: Line) => get(`/scm/financial/${pathOf[l.sourceType]}/detail/${l.sourceId}`);
const cents = (v: string) => Math.round(Number(v) * 100);

/** A supplier's latest statement that was not voided: the one the seed's finance sheets are cited by. */
async function latestStatementOf(supplierId: number) {
  return s.ctx.db.selectFrom('reconciliation').select(['id']).where('supplier_id', '=', supplierId).where('status', '<>', 9)
    .orderBy('period_end', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow();
}

beforeAll(async () => {
  s = await withS001();
  other = await s.ctx.supplier('S002');
  const { id } = await latestStatementOf(s.supplierId);
  latest = (await post(`${recon}/doLoadEntity`, { id })).data;
});
afterAll(() => s?.ctx.close());

describe('a statement cites its source documents', () => {
  it('the latest statement names the finance sheets of its period by kind and number, and each opens by its own path', async () => {
    const cited = latest.lines.filter((l) => SHEET_LINES.includes(l.sourceType));
    const kinds = new Set(cited.map((l) => l.sourceType));
    expect(kinds.has(6) && kinds.has(7)).toBe(true);
    const sheets = await s.ctx.db.selectFrom('finance_sheet').select(['id', 'kind', 'sheet_no', 'amount'])
      .where('supplier_id', '=', s.supplierId).where('kind', 'in', [1, 2, 5, 6]).execute();
    for (const l of cited) {
      const d = await opened(l);
      expect(d.code, l.sourceNo!).toBe(0);
      expect(d.data.sheetNo).toBe(l.sourceNo);
      expect(d.data.amount).toBe(l.amount);
      expect(sheets.find((h) => h.id === l.sourceId)?.kind).toBe(l.sourceType - 5);
    }
    // A period sheet stands for the days it adds up: no daily line of its kind is left beside it.
    if (kinds.has(10)) expect(latest.lines.some((l) => l.sourceType === 3)).toBe(false);
    if (kinds.has(11)) expect(latest.lines.some((l) => l.sourceType === 4)).toBe(false);
    expect(latest.linesTotal).toBe(latest.payableAmount);
  });

  it('every line of every statement of the supplier opens its document, with the number and amount it shows', async () => {
    const all = await s.ctx.db.selectFrom('reconciliation').select('id').where('supplier_id', '=', s.supplierId).where('status', '<>', 9).execute();
    let checked = 0;
    for (const { id } of all.slice(0, 4)) {
      const d = (await post(`${recon}/doLoadEntity`, { id })).data;
      for (const l of d.lines as Line[]) {
        expect(l.sourceId, `${d.sheetNo} ${l.sourceType}`).toBeGreaterThan(0);
        const doc = await opened(l);
        expect(doc.code, `${d.sheetNo} ${l.sourceType} ${l.sourceId}`).toBe(0);
        if (l.sourceType === 3 || l.sourceType === 4) {
          // One branch's sales of a day, as the ledger owed them.
          expect(doc.data).toMatchObject({ bizType: l.sourceType, bizDate: l.bizDate, credit: l.amount });
        } else if (l.sourceType !== 5) {
          expect(doc.data.sheetNo).toBe(l.sourceNo);
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('querySheet pages the cited sheets by kind; bad kinds and ids are refused with 400', async () => {
    const page = await post(`${recon}/querySheet`, { id: latest.id, sourceType: SHEET_LINES, pageSize: 100 });
    expect(page.code).toBe(0);
    expect(page.data.rows.map((l: Line) => l.id).sort()).toEqual(latest.lines.filter((l) => SHEET_LINES.includes(l.sourceType)).map((l) => l.id).sort());
    expect((await post(`${recon}/querySheet`, { id: latest.id, sourceType: [12] })).code).toBe(400);
    expect((await post(`${recon}/querySheet`, { id: 'abc' })).code).toBe(400);
    expect((await post(`${recon}/doLoadEntity`, { id: -1 })).code).toBe(400);
  });

  it("another supplier's statement, and the sheets it cites, answer like missing ones", async () => {
    const theirs = await latestStatementOf(other.id);
    const missing = await post(`${recon}/doLoadEntity`, { id: 987654321 });
    expect(missing.code).toBe(404);
    expect(await post(`${recon}/doLoadEntity`, { id: theirs.id })).toEqual(missing);
    expect((await post(`${recon}/querySheet`, { id: theirs.id })).code).toBe(404);
    const cited = await s.ctx.db.selectFrom('reconciliation_line').select(['source_type as sourceType', 'source_id as sourceId'])
      .where('recon_id', '=', theirs.id).where('source_type', 'in', SHEET_LINES).execute();
    expect(cited.length).toBeGreaterThan(0);
    for (const l of cited) expect((await opened(l as Line)).code).toBe(404);
  });
});

describe('a settlement cites the source documents of the statements it settles', () => {
  it('its querySheet lines name kind, number and statement, and each opens its document', async () => {
    const settled = await s.ctx.db.selectFrom('settlement as st').innerJoin('settlement_recon as sr', 'sr.settlement_id', 'st.id')
      .select('st.id').where('st.supplier_id', '=', s.supplierId).where('st.status', 'in', [1, 2, 3, 4, 5]).orderBy('st.id', 'desc').executeTakeFirstOrThrow();
    const page = await post(`${settle}/querySheet`, { settlementId: settled.id, pageSize: 100 });
    expect(page.code).toBe(0);
    expect(page.data.rows.length).toBeGreaterThan(0);
    for (const l of page.data.rows as (Line & { statementNo: string })[]) {
      expect(l.statementNo).toMatch(/^DZ/);
      const doc = await opened(l);
      expect(doc.code, `${l.sourceType} ${l.sourceId}`).toBe(0);
    }
    expect((await post(`${settle}/querySheet`, { settlementId: settled.id, sourceType: [0] })).code).toBe(400);
    expect((await post(`${settle}/querySheet`, { settlementId: 'x' })).code).toBe(400);
    const theirs = await s.ctx.db.selectFrom('settlement').select('id').where('supplier_id', '=', other.id).where('status', 'in', [1, 2, 3, 4, 5]).executeTakeFirstOrThrow();
    expect((await post(`${settle}/querySheet`, { settlementId: theirs.id })).code).toBe(404);
  });
});

describe('a union settlement settles the joint-venture payables of its period', () => {
  it('lists each day\'s payable, which add up to it and each name it back', async () => {
    const sheet = await s.ctx.db.selectFrom('finance_sheet').select('id').where('supplier_id', '=', s.supplierId).where('kind', '=', 5).executeTakeFirstOrThrow();
    const d = (await get(`/scm/financial/union-supplier-settlement/detail/${sheet.id}`)).data;
    expect(d.payables.reduce((t: number, p: { amount: string }) => t + cents(p.amount), 0)).toBe(cents(d.amount));
    for (const p of d.payables.slice(0, 3)) {
      expect(p.bizDate >= d.periodStart && p.bizDate <= d.periodEnd).toBe(true);
      const day = (await get(`/scm/financial/union-supplier-payable/detail/${p.id}`)).data;
      expect(day).toMatchObject({ bizType: 3, unionSettlementId: d.id, unionSettlementNo: d.sheetNo, agentPayableId: null });
    }
  });
});
