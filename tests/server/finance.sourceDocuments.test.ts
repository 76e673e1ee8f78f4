import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withS001, type S001 } from './fixtures';

// Spec §7's finance paths for the payable flow's source documents: a settlement's source lines (querySheet),
// statements and settlements loaded by POST, receipts and returns read under the finance path.

const recon = '/scm/financial/reconciliation';
const settle = '/scm/financial/supplier/settlement';
let s: S001;
let other: { id: number };

beforeAll(async () => {
  s = await withS001();
  other = await s.ctx.supplier('S002');
});
afterAll(() => s.ctx.close());

const post = (url: string, body: object = {}) => s.ctx.call('POST', url, { token: s.token, body });
const get = (url: string) => s.ctx.call('GET', url, { token: s.token });

async function settledSettlement(supplierId: number) {
  return s.ctx.db
    .selectFrom('settlement as st')
    .innerJoin('settlement_recon as sr', 'sr.settlement_id', 'st.id')
    .select(['st.id'])
    .where('st.supplier_id', '=', supplierId)
    .where('st.status', '<>', 9)
    .orderBy('st.id')
    .executeTakeFirstOrThrow();
}

describe('a settlement\'s source documents (querySheet)', () => {
  it('pages the lines of the statements it settles, each naming its statement, and filters by kind', async () => {
    const { id } = await settledSettlement(s.supplierId);
    const detail = await post(`${settle}/doLoadEntity`, { id });
    const all = await post(`${settle}/querySheet`, { settlementId: id, pageSize: 100 });
    expect(all.code).toBe(0);
    const statementIds = new Set(detail.data.statements.map((r: { id: number }) => r.id));
    expect(all.data.total).toBeGreaterThan(0);
    for (const line of all.data.rows) expect(statementIds.has(line.reconId)).toBe(true);
    // The lines of its statements, none more: each statement's own lines add up to what querySheet answers.
    let fromStatements = 0;
    for (const reconId of statementIds) fromStatements += (await post(`${recon}/querySheet`, { id: reconId, pageSize: 1 })).data.total;
    expect(all.data.total).toBe(fromStatements);
    const kind = all.data.rows[0].sourceType;
    const some = await post(`${settle}/querySheet`, { settlementId: id, sourceType: [kind], pageSize: 100 });
    expect(some.data.rows.length).toBeGreaterThan(0);
    expect(some.data.rows.every((l: { sourceType: number }) => l.sourceType === kind)).toBe(true);
  });

  it('refuses bad input with 400, and another supplier\'s settlement answers like a missing one', async () => {
    expect((await post(`${settle}/querySheet`, {})).code).toBe(400);
    expect((await post(`${settle}/querySheet`, { settlementId: 'x' })).code).toBe(400);
    expect((await post(`${settle}/querySheet`, { settlementId: 1, sourceType: [42] })).code).toBe(400);
    const theirs = await settledSettlement(other.id);
    const a = await post(`${settle}/querySheet`, { settlementId: theirs.id });
    const b = await post(`${settle}/querySheet`, { settlementId: 987654321 });
    expect(a.code).toBe(404);
    expect(a).toEqual(b);
  });
});

describe('doLoadEntity by POST', () => {
  it('answers a statement and a settlement by the id in the body; the GET by path is gone', async () => {
    const statement = (await post(`${recon}/getListData`)).data.rows[0];
    const byPost = await post(`${recon}/doLoadEntity`, { id: statement.id });
    expect(byPost.code).toBe(0);
    expect(byPost.data.id).toBe(statement.id);
    const { id } = await settledSettlement(s.supplierId);
    const settlement = await post(`${settle}/doLoadEntity`, { id });
    expect(settlement.code).toBe(0);
    expect(settlement.data.id).toBe(id);
    expect((await get(`${settle}/doLoadEntity/${id}`)).code).toBe(404);
  });

  it('takes the id as a detail page sends it from its route: plain decimal text, nothing else', async () => {
    const statement = (await post(`${recon}/getListData`)).data.rows[0];
    expect(await post(`${recon}/doLoadEntity`, { id: String(statement.id) })).toEqual(await post(`${recon}/doLoadEntity`, { id: statement.id }));
    for (const bad of [`0x${statement.id.toString(16)}`, ` ${statement.id}`, '1e3', '0', true, [statement.id]]) {
      expect((await post(`${recon}/doLoadEntity`, { id: bad })).code, String(bad)).toBe(400);
    }
    const { id } = await settledSettlement(s.supplierId);
    expect((await post(`${settle}/getVoucherTaxList`, { settlementId: String(id) })).code).toBe(0);
  });

  it("refuses bad input, and another supplier's ids answer like missing ones", async () => {
    for (const url of [`${recon}/doLoadEntity`, `${settle}/doLoadEntity`]) {
      expect((await post(url, {})).code, url).toBe(400);
      expect((await post(url, { id: -1 })).code, url).toBe(400);
      expect((await post(url, { id: 1, extra: 1 })).code, url).toBe(400);
    }
    const theirStatement = await s.ctx.db.selectFrom('reconciliation').select('id').where('supplier_id', '=', other.id).executeTakeFirstOrThrow();
    const theirSettlement = await settledSettlement(other.id);
    expect(await post(`${recon}/doLoadEntity`, { id: theirStatement.id })).toEqual(await post(`${recon}/doLoadEntity`, { id: 987654321 }));
    expect((await post(`${settle}/doLoadEntity`, { id: theirSettlement.id })).code).toBe(404);
  });
});

describe('receipts and returns under the finance path', () => {
  it('answer the ledger\'s rows there only (the purchasing path lists them, §7)', async () => {
    const flow = (await post('/scm/financial/payable-flow/query', { bizType: [1, 2], dateFrom: '2000-01-01', dateTo: '2100-01-01', pageSize: 100 })).data.rows;
    for (const [bizType, kind] of [[1, 'purchase-in'], [2, 'purchase-out']] as const) {
      const row = flow.find((r: { bizType: number; docId: number | null }) => r.bizType === bizType && r.docId !== null);
      expect(row, kind).toBeTruthy();
      const finance = await get(`/scm/financial/${kind}/detail/${row.docId}`);
      expect(finance.code).toBe(0);
      expect(finance.data.sheetNo).toBe(row.refNo);
      expect((await get(`/scm/purchase/${kind}/detail/${row.docId}`)).code).toBe(404);
    }
  });

  it("refuses a bad id, and another supplier's receipt or return answers like a missing one", async () => {
    for (const [kind, table] of [['purchase-in', 'purchase_in'], ['purchase-out', 'purchase_out']] as const) {
      expect((await get(`/scm/financial/${kind}/detail/abc`)).code).toBe(404);
      const theirs = await s.ctx.db.selectFrom(table).select('id').where('supplier_id', '=', other.id).executeTakeFirstOrThrow();
      const a = await get(`/scm/financial/${kind}/detail/${theirs.id}`);
      expect(a.code).toBe(404);
      expect(a).toEqual(await get(`/scm/financial/${kind}/detail/987654321`));
    }
  });
});
