import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { autoConfirmDue } from '../../server/modules/finance/autoConfirm';
import { withS001, type S001 } from './fixtures';

const base = '/scm/financial/reconciliation';
let s: S001;
let otherStatement: number;

beforeAll(async () => {
  s = await withS001();
  const other = await s.ctx.supplier('S002');
  otherStatement = (await s.ctx.db.selectFrom('reconciliation').select('id').where('supplier_id', '=', other.id).where('status', '=', 0).executeTakeFirstOrThrow()).id;
});
afterAll(() => s.ctx.close());

const list = (body: object = {}, token = s.token) => s.ctx.call('POST', `${base}/getListData`, { token, body });
const detail = (id: number) => s.ctx.call('POST', `${base}/doLoadEntity`, { token: s.token, body: { id } });
const answer = (body: object, token = s.token) => s.ctx.call('POST', `${base}/sureSupReconciliation`, { token, body });

let pendingId: number;

/** S001's pending statement, put back to pending with its sources unlocked (tests answer it one after another). */
async function pendingStatement() {
  if (!pendingId) {
    const r = await list({ status: [0] });
    expect(r.code).toBe(0);
    expect(r.data.rows.length).toBeGreaterThan(0);
    pendingId = r.data.rows[0].id;
  }
  await s.ctx.db.updateTable('reconciliation').set({ status: 0, dispute_reason: null, auto_confirmed: false }).where('id', '=', pendingId).execute();
  await s.ctx.db.updateTable('purchase_in').set({ recon_status: 0 }).where('reconciliation_id', '=', pendingId).execute();
  await s.ctx.db.updateTable('purchase_out').set({ recon_status: 0 }).where('reconciliation_id', '=', pendingId).execute();
  return { id: pendingId };
}

describe('reconciliation statements', () => {
  it('lists the supplier\'s statements by status with counts per status and the auto-confirm day of pending ones', async () => {
    const all = await list();
    expect(all.code).toBe(0);
    expect(all.data.total).toBeGreaterThan(3);
    for (const code of ['0', '1', '2', '3', '4', '9']) expect(all.data.statusCounts[code]).toBeGreaterThanOrEqual(1);
    const pending = await list({ status: 0 });
    expect(pending.data.rows.every((r: any) => r.status === 0 && r.autoConfirmOn === r.deadline)).toBe(true);
    const confirmed = await list({ status: [1] });
    expect(confirmed.data.rows.every((r: any) => r.autoConfirmOn === null)).toBe(true);
  });

  it('every seeded statement totals its lines to the cent, and its header adds up (receipts: goods receipts, fresh goods by weight, purchases)', async () => {
    const bad = await sql<{ id: number }>`
      select r.id from reconciliation r left join reconciliation_line l on l.recon_id = r.id and l.supplier_id = r.supplier_id
      group by r.id, r.supplier_id
      having r.payable_amount <> coalesce(sum(l.amount), 0)
        or r.payable_amount <> r.in_amount - r.out_amount + r.joint_sale_amount - r.joint_deduct_amount + r.consign_amount - r.fee_amount
        or r.fee_amount <> -coalesce(sum(l.amount) filter (where l.source_type = 5), 0)
        or r.in_amount <> coalesce(sum(l.amount) filter (where l.source_type in (1, 6, 7)), 0)`.execute(s.ctx.db);
    expect(bad.rows).toEqual([]);
    const { id } = await pendingStatement();
    const d = await detail(id);
    expect(d.data.linesTotal).toBe(d.data.payableAmount);
  });

  it('a statement shows its source documents, each with the id its own detail opens', async () => {
    const { id } = await pendingStatement();
    const d = await detail(id);
    expect(d.code).toBe(0);
    expect(d.data.canAnswer).toBe(true);
    expect(d.data.lines.length).toBeGreaterThan(0);
    const receipt = d.data.lines.find((l: any) => l.sourceType === 1);
    expect(receipt.sourceId).toBeGreaterThan(0);
    const opened = await s.ctx.call('GET', `/scm/financial/purchase-in/detail/${receipt.sourceId}`, { token: s.token });
    expect(opened.data.sheetNo).toBe(receipt.sourceNo);
    const fee = d.data.lines.find((l: any) => l.sourceType === 5);
    expect(fee.amount.startsWith('-')).toBe(true);
    const feeDoc = await s.ctx.call('GET', `/scm/financial/supplier-cost/detail/${fee.sourceId}`, { token: s.token });
    expect(feeDoc.data.amount).toBe(fee.amount.slice(1));
    const page = await s.ctx.call('POST', `${base}/querySheet`, { token: s.token, body: { id, sourceType: [5], pageSize: 1 } });
    expect(page.data.total).toBe(d.data.lineCounts['5']);
    expect(page.data.rows).toHaveLength(1);
  });

  it('a dispute needs a reason, in the caller\'s language', async () => {
    const { id } = await pendingStatement();
    const { version } = (await detail(id)).data;
    const r = await answer({ id, version, action: 'dispute', reason: '  ' });
    expect(r.code).toBe(400);
    expect(r.message).toContain('原因');
    const en = await s.ctx.app.inject({
      method: 'POST', url: `/mobile/api${base}/sureSupReconciliation`,
      headers: { token: s.token, 'content-type': 'application/json', 'accept-language': 'en' },
      payload: JSON.stringify({ id, version, action: 'dispute' }),
    });
    expect(en.json().code).toBe(400);
    expect(en.json().message).toMatch(/Reason/);
  });

  it('confirming moves once, locks its receipts and returns, and a second confirm answers 409', async () => {
    const { id } = await pendingStatement();
    const { version } = (await detail(id)).data;
    const sourcesOpen = await s.ctx.db.selectFrom('purchase_in').select('recon_status').where('reconciliation_id', '=', id).execute();
    expect(sourcesOpen.every((r) => r.recon_status === 0)).toBe(true);
    const [a, b] = await Promise.all([answer({ id, version, action: 'confirm' }), answer({ id, version, action: 'confirm' })]);
    expect([a.code, b.code].sort()).toEqual([0, 409]);
    const after = await detail(id);
    expect(after.data).toMatchObject({ status: 1, canAnswer: false, autoConfirmOn: null, autoConfirmed: false });
    const locked = await s.ctx.db.selectFrom('purchase_in').select('recon_status').where('reconciliation_id', '=', id).execute();
    expect(locked.length).toBeGreaterThan(0);
    expect(locked.every((r) => r.recon_status === 1)).toBe(true);
    const again = await answer({ id, version: after.data.version, action: 'dispute', reason: '金额不符' });
    expect(again.code).toBe(409);
  });

  it('a dispute keeps its reason; another supplier\'s statement answers exactly like a missing one', async () => {
    const { id } = await pendingStatement();
    const { version } = (await detail(id)).data;
    const r = await answer({ id, version, action: 'dispute', reason: '第 2 张收货单数量与送货单不符' });
    expect(r.code).toBe(0);
    expect((await detail(id)).data).toMatchObject({ status: 2, disputeReason: '第 2 张收货单数量与送货单不符' });
    const theirs = await answer({ id: otherStatement, version: 0, action: 'confirm' });
    const missing = await answer({ id: 987654321, version: 0, action: 'confirm' });
    expect(theirs).toEqual(missing);
    expect(theirs.code).toBe(404);
    expect((await detail(otherStatement)).code).toBe(404);
  });

  it('statements left unanswered confirm themselves on their deadline where the merchant turned it on', async () => {
    const { id } = await pendingStatement();
    const d = (await detail(id)).data;
    expect(d.autoConfirmOn).toBe(d.deadline);
    const dayBefore = await sql<{ v: string }>`select (${d.deadline}::date - 1)::text as v`.execute(s.ctx.db);
    expect(await autoConfirmDue(s.ctx.db, dayBefore.rows[0].v)).not.toContain(id);
    await s.ctx.db.updateTable('merchant').set({ recon_auto_confirm: false }).where('id', '=', s.merchantId).execute();
    expect(await autoConfirmDue(s.ctx.db, d.deadline!)).not.toContain(id);
    expect((await detail(id)).data.autoConfirmOn).toBeNull();
    await s.ctx.db.updateTable('merchant').set({ recon_auto_confirm: true }).where('id', '=', s.merchantId).execute();
    expect(await autoConfirmDue(s.ctx.db, d.deadline!)).toContain(id);
    const after = (await detail(id)).data;
    expect(after).toMatchObject({ status: 1, autoConfirmed: true });
    const locked = await s.ctx.db.selectFrom('purchase_in').select('recon_status').where('reconciliation_id', '=', id).execute();
    expect(locked.every((r) => r.recon_status === 1)).toBe(true);
    const log = await s.ctx.db.selectFrom('approval_log').select('actor_type').where('doc_type', '=', 'reconciliation').where('doc_id', '=', id).execute();
    expect(log.map((l) => l.actor_type)).toContain('system');
  });

  it('refuses bad input with 400 and an unknown statement with 404', async () => {
    expect((await list({ status: [7] })).code).toBe(400);
    expect((await answer({ id: 1, version: 0, action: 'approve' })).code).toBe(400);
    expect((await answer({ id: 1, version: 0, action: 'confirm', photos: ['1'] })).code).toBe(400);
    expect((await s.ctx.call('POST', `${base}/doLoadEntity`, { token: s.token, body: { id: 'abc' } })).code).toBe(400);
    expect((await detail(987654321)).code).toBe(404);
    expect((await s.ctx.call('POST', `${base}/querySheet`, { token: s.token, body: { id: otherStatement } })).code).toBe(404);
  });
});
