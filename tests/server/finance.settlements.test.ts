import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { addDays } from '../../server/modules/finance/payTerms';
import { withS001, type S001 } from './fixtures';

const base = '/scm/financial/supplier/settlement';
let s: S001;
let other: { id: number };

beforeAll(async () => {
  s = await withS001();
  other = await s.ctx.supplier('S002');
});
afterAll(() => s.ctx.close());

const post = (url: string, body: object = {}) => s.ctx.call('POST', url, { token: s.token, body });

describe('settlements', () => {
  it('every seeded settlement adds up: net = settled − fees − prepayment, fees equal its fee lines, paid equals its vouchers', async () => {
    const bad = await sql<{ id: number }>`
      select s.id from settlement s
      where s.net_payable <> s.settle_amount - s.fee_deduct - s.prepay_offset
        or (s.status <> 9 and s.fee_deduct <> coalesce((select sum(f.amount) from supplier_fee f where f.settlement_id = s.id), 0))
        or s.paid_amount <> coalesce((select sum(v.amount) from settlement_voucher v where v.settlement_id = s.id), 0)`.execute(s.ctx.db);
    expect(bad.rows).toEqual([]);
  });

  it('lists settlements with outstanding amounts and the expected payment date from the terms', async () => {
    const r = await post(`${base}/getListData`);
    expect(r.code).toBe(0);
    for (const code of ['1', '2', '3', '4', '5', '9']) expect(r.data.statusCounts[code]).toBeGreaterThanOrEqual(1);
    const terms = await s.ctx.db.selectFrom('supplier').select(['settle_way', 'settle_days']).where('id', '=', s.supplierId).executeTakeFirstOrThrow();
    expect(terms.settle_way).toBe(2);
    const partly = r.data.rows.find((x: any) => x.status === 4);
    expect(Number(partly.outstanding)).toBeGreaterThan(0);
    expect(partly.expectedPayDate).toBe(addDays(partly.settleDate, terms.settle_days || 30));
    const paid = r.data.rows.find((x: any) => x.status === 5);
    expect(paid).toMatchObject({ outstanding: '0.00', expectedPayDate: null });
    // a cancelled settlement owes nothing, whatever its net payable read
    const cancelled = r.data.rows.find((x: any) => x.status === 9);
    expect(Number(cancelled.netPayable)).toBeGreaterThan(0);
    expect(cancelled).toMatchObject({ outstanding: '0.00', expectedPayDate: null });
    const detail = await post(`${base}/doLoadEntity`, { id: cancelled.id });
    expect(detail.data).toMatchObject({ status: 9, outstanding: '0.00' });
  });

  it('a settlement shows its fee deductions line by line, its invoices and vouchers', async () => {
    const list = await post(`${base}/getListData`, { status: [4] });
    const id = list.data.rows[0].id;
    const d = await post(`${base}/doLoadEntity`, { id });
    expect(d.code).toBe(0);
    const feeCents = d.data.fees.reduce((a: number, f: any) => a + Math.round(Number(f.amount) * 100), 0);
    expect(feeCents).toBe(Math.round(Number(d.data.feeDeduct) * 100));
    const vt = await post(`${base}/getVoucherTaxList`, { settlementId: id });
    expect(vt.code).toBe(0);
    expect(vt.data.invoices.length).toBe(d.data.invoiceCount);
    expect(vt.data.vouchers.length).toBe(d.data.voucherCount);
    const fees = await post(`${base}/detail/getListData`, { settlementId: id });
    expect(fees.data.total).toBe(d.data.fees.length);
  });

  it('an invoice refused by the chain shows its reason', async () => {
    const list = await post(`${base}/getListData`, { status: [1] });
    const id = list.data.rows[0].id;
    const vt = await post(`${base}/getVoucherTaxList`, { settlementId: id });
    expect(vt.data.invoices.some((i: any) => i.verifyStatus === 2 && i.rejectReason)).toBe(true);
  });

  it('a cancelled settlement leaves nothing to invoice and its invoices void, as it owes nothing', async () => {
    const cancelled = await s.ctx.db.selectFrom('settlement').select(['id', 'merchant_id', 'invoice_required']).where('supplier_id', '=', s.supplierId).where('status', '=', 9).executeTakeFirstOrThrow();
    expect(Number(cancelled.invoice_required)).toBeGreaterThan(0);
    // Invoices handed in before the chain cancelled it.
    await s.ctx.db.insertInto('settlement_invoice').values({
      merchant_id: cancelled.merchant_id, supplier_id: s.supplierId, settlement_id: cancelled.id, invoice_type: 0, invoice_no: '00999001',
      invoice_date: '2026-11-15', amount_ex_tax: cancelled.invoice_required, tax_rate: '0', tax_amount: '0', amount: cancelled.invoice_required, verify_status: 1,
    }).execute();
    await s.ctx.db.updateTable('settlement').set({ invoiced_amount: cancelled.invoice_required }).where('id', '=', cancelled.id).execute();
    const d = await post(`${base}/doLoadEntity`, { id: cancelled.id });
    expect(d.data).toMatchObject({ status: 9, outstanding: '0.00', invoiceRequired: '0.00', invoicedAmount: '0.00', invoicesVoid: true, invoiceCount: 1, canSubmitInvoices: false });
    const vt = await post(`${base}/getVoucherTaxList`, { settlementId: cancelled.id });
    expect(vt.data).toMatchObject({ invoiceRequired: '0.00', invoicedAmount: '0.00', invoicesVoid: true, outstanding: '0.00' });
    expect(vt.data.invoices.map((i: any) => [i.invoiceNo, i.verifyStatus])).toEqual([['00999001', 9]]);
    // A live settlement's invoices read as the chain checked them.
    const live = (await post(`${base}/getListData`, { status: [2] })).data.rows[0];
    expect(live.invoicesVoid).toBe(false);
    const liveInvoices = (await post(`${base}/getVoucherTaxList`, { settlementId: live.id })).data;
    expect(liveInvoices.invoicesVoid).toBe(false);
    expect(liveInvoices.invoices.every((i: any) => [0, 1, 2].includes(i.verifyStatus))).toBe(true);
    expect(liveInvoices.invoicedAmount).toBe(live.invoicedAmount);
  });

  it('an adjustment found after payment reads as what it did: payable after it, and outstanding after it (settled later: paid)', async () => {
    const adj = await s.ctx.db.selectFrom('finance_sheet').select(['id', 'settlement_id', 'amount', 'status']).where('supplier_id', '=', s.supplierId).where('kind', '=', 3).where('status', '=', 1).executeTakeFirstOrThrow();
    const load = async (id: number) => (await post(`${base}/doLoadEntity`, { id })).data;
    const d = await load(adj.settlement_id!);
    expect(d.status).toBe(5);
    const cents = (v: string) => Math.round(Number(v) * 100);
    expect(cents(d.adjustedPayable)).toBe(cents(d.netPayable) + cents(adj.amount));
    // paid in full before the adjustment: the adjustment is what is still owed, not "Outstanding 0.00" beside it
    expect([d.outstanding, d.adjustedOutstanding]).toEqual(['0.00', adj.amount]);
    await s.ctx.db.updateTable('finance_sheet').set({ status: 2 }).where('id', '=', adj.id).execute();
    expect((await load(adj.settlement_id!)).adjustedOutstanding).toBe('0.00');
    await s.ctx.db.updateTable('finance_sheet').set({ status: 1 }).where('id', '=', adj.id).execute();
    const plain = await s.ctx.db.selectFrom('settlement').select('id').where('supplier_id', '=', s.supplierId).where('status', '=', 4).where('id', '<>', adj.settlement_id!).executeTakeFirstOrThrow();
    expect(await load(plain.id)).toMatchObject({ adjustmentNo: null, adjustedPayable: null, adjustedOutstanding: null });
  });

  it('the payment vouchers answer with what the settlement owes, and they add up to its paid figure', async () => {
    const partly = (await post(`${base}/getListData`, { status: [4] })).data.rows[0];
    const vt = (await post(`${base}/getVoucherTaxList`, { settlementId: partly.id })).data;
    expect(vt).toMatchObject({ netPayable: partly.netPayable, paidAmount: partly.paidAmount, outstanding: partly.outstanding });
    expect(vt.vouchers.length).toBeGreaterThan(0);
    const cents = vt.vouchers.reduce((a: number, v: any) => a + Math.round(Number(v.amount) * 100), 0);
    expect(cents).toBe(Math.round(Number(vt.paidAmount) * 100));
    expect(Number(vt.outstanding)).toBeGreaterThan(0);
  });

  it('totals and the next payment due', async () => {
    const sum = await post(`${base}/sum/getListData`);
    expect(sum.code).toBe(0);
    const list = await post(`${base}/getListData`, { pageSize: 100 });
    const live = list.data.rows.filter((x: any) => x.status !== 9);
    const cents = (f: string) => live.reduce((a: number, x: any) => a + Math.round(Number(x[f]) * 100), 0);
    expect(Math.round(Number(sum.data.outstanding) * 100)).toBe(cents('outstanding'));
    expect(sum.data.count).toBe(live.length);
    const due = live.filter((x: any) => x.expectedPayDate).map((x: any) => x.expectedPayDate).sort();
    expect(sum.data.nextPayDate).toBe(due[0] ?? null);
  });

  it('submits invoices that add up, refuses ones that do not, and moves once', async () => {
    const st = await s.ctx.db.selectFrom('settlement').select(['id', 'version', 'invoice_required']).where('supplier_id', '=', s.supplierId).where('status', '=', 1).executeTakeFirstOrThrow();
    const inv = (amount: string, ex: string, tax: string, no = '12345678') => ({ invoiceType: 0, invoiceCode: '3300261234', invoiceNo: no, invoiceDate: '2026-01-05', amountExTax: ex, taxAmount: tax, amount });
    const wrongSum = await post(`${base}/sureSupReconciliation`, { id: st.id, version: st.version, invoices: [inv('1.00', '1.00', '0.00')] });
    expect(wrongSum.code).toBe(400);
    const badMath = await post(`${base}/sureSupReconciliation`, { id: st.id, version: st.version, invoices: [inv(st.invoice_required, '1.00', '0.00')] });
    expect(badMath.code).toBe(400);
    expect(badMath.data.field).toBe('invoices/0/amount');
    const ok = await post(`${base}/sureSupReconciliation`, { id: st.id, version: st.version, invoices: [inv(st.invoice_required, st.invoice_required, '0.00')] });
    expect(ok.code).toBe(0);
    expect(ok.data.status).toBe(2);
    const again = await post(`${base}/sureSupReconciliation`, { id: st.id, version: st.version, invoices: [inv(st.invoice_required, st.invoice_required, '0.00')] });
    expect(again.code).toBe(409);
  });

  it('refuses invoices for a settlement not awaiting them (submitted, paid, cancelled), saying so rather than to refresh', async () => {
    const inv = (amount: string) => ({ invoiceType: 0, invoiceNo: '87654321', invoiceDate: '2026-01-05', amountExTax: amount, taxAmount: '0.00', amount });
    for (const status of [2, 5, 9]) {
      const st = await s.ctx.db.selectFrom('settlement').select(['id', 'version', 'invoice_required']).where('supplier_id', '=', s.supplierId).where('status', '=', status).executeTakeFirstOrThrow();
      const body = { id: st.id, version: st.version, invoices: [inv(st.invoice_required)] };
      const zh = await post(`${base}/sureSupReconciliation`, body);
      expect([status, zh.code, zh.message]).toEqual([status, 409, '结算单不在待开票状态，无需录入发票']);
      const en = await s.ctx.call('POST', `${base}/sureSupReconciliation`, { token: s.token, body, headers: { 'accept-language': 'en' } });
      expect(en.message).toBe('The settlement is not awaiting invoices: there are none to enter');
      const after = await s.ctx.db.selectFrom('settlement').select(['status', 'version']).where('id', '=', st.id).executeTakeFirstOrThrow();
      expect(after).toEqual({ status, version: st.version });
    }
    // Awaiting invoices but changed since the form opened: that is a change to refresh for.
    // (The test before submitted the one awaiting them: a submitted one is put back.)
    const open = await s.ctx.db.updateTable('settlement').set({ status: 1 }).where('supplier_id', '=', s.supplierId).where('status', '=', 2).returning(['id', 'version', 'invoice_required']).executeTakeFirstOrThrow();
    const stale = await post(`${base}/sureSupReconciliation`, { id: open.id, version: open.version - 1, invoices: [inv(open.invoice_required)] });
    expect([stale.code, stale.message]).toEqual([409, '结算单状态已变化，请刷新后重试']);
  });

  it('other documents name only a settlement the supplier can open: not a draft, not a cancelled one', async () => {
    const settlementOf = (status: number) => s.ctx.db.selectFrom('settlement').select('id').where('supplier_id', '=', s.supplierId).where('status', '=', status).executeTakeFirstOrThrow();
    const draft = await settlementOf(0);
    expect((await post(`${base}/doLoadEntity`, { id: draft.id })).code).toBe(404);
    // A statement of a cancelled settlement waits in its draft successor: it names neither.
    const held = await s.ctx.db.selectFrom('settlement_recon').select('recon_id').where('settlement_id', '=', draft.id).executeTakeFirstOrThrow();
    const statement = (await post('/scm/financial/reconciliation/doLoadEntity', { id: held.recon_id })).data;
    expect([statement.status, statement.settlementId, statement.settlementNo]).toEqual([4, null, null]);
    // A fee a draft settlement deducts: the fee's list and detail name no settlement until the supplier sees it.
    const fee = await s.ctx.db.selectFrom('supplier_fee').select('id').where('supplier_id', '=', s.supplierId).where('status', '=', 1).where('settlement_id', 'is not', null).executeTakeFirstOrThrow();
    await s.ctx.db.updateTable('supplier_fee').set({ settlement_id: draft.id }).where('id', '=', fee.id).execute();
    const detail = (await s.ctx.call('GET', `/scm/financial/supplier-cost/detail/${fee.id}`, { token: s.token })).data;
    expect([detail.settlementId, detail.settlementNo]).toEqual([null, null]);
    const row = (await post('/scm/financial/supplier-cost/getListData', { pageSize: 100 })).data.rows.find((r: any) => r.id === fee.id);
    expect([row.settlementId, row.settlementNo]).toEqual([null, null]);
    // A prepayment lists the settlements it was offset against: not a draft's offset.
    const s1 = await s.ctx.db.selectFrom('supplier').select('merchant_id').where('id', '=', s.supplierId).executeTakeFirstOrThrow();
    const prepay = await s.ctx.db.insertInto('prepayment').values({ merchant_id: s1.merchant_id, sheet_no: 'YF-TEST-DRAFT', supplier_id: s.supplierId, amount: '500.00', used_amount: '0', status: 1 }).returning('id').executeTakeFirstOrThrow();
    await s.ctx.db.updateTable('settlement').set({ prepay_offset: '200.00' }).where('id', '=', draft.id).execute();
    const offsets = async () => (await s.ctx.call('GET', `/scm/financial/supplier-prepayment/detail/${prepay.id}`, { token: s.token })).data.offsets.map((o: any) => o.settlementId);
    expect(await offsets()).not.toContain(draft.id);
    // Once audited (1) the same fee and statement name it, and it opens.
    await s.ctx.db.updateTable('settlement').set({ status: 1 }).where('id', '=', draft.id).execute();
    const named = (await post('/scm/financial/reconciliation/doLoadEntity', { id: held.recon_id })).data;
    expect(named.settlementId).toBe(draft.id);
    expect((await s.ctx.call('GET', `/scm/financial/supplier-cost/detail/${fee.id}`, { token: s.token })).data.settlementId).toBe(draft.id);
    expect((await post(`${base}/doLoadEntity`, { id: named.settlementId })).code).toBe(0);
    expect(await offsets()).toContain(draft.id);
    await s.ctx.db.updateTable('settlement').set({ status: 0 }).where('id', '=', draft.id).execute();
  });

  it("another supplier's settlement answers exactly like a missing one", async () => {
    const theirs = await s.ctx.db.selectFrom('settlement').select('id').where('supplier_id', '=', other.id).executeTakeFirstOrThrow();
    const a = await post(`${base}/doLoadEntity`, { id: theirs.id });
    const b = await post(`${base}/doLoadEntity`, { id: 987654321 });
    expect(a).toEqual(b);
    expect(a.code).toBe(404);
    expect((await post(`${base}/getVoucherTaxList`, { settlementId: theirs.id })).code).toBe(404);
    expect((await post(`${base}/getListData`, { status: [0] })).code).toBe(400);
  });
});

describe('payable ledger', () => {
  it('runs a balance whose period opening plus movements equals its closing, newest first, each row naming its document', async () => {
    const r = await post('/scm/financial/payable-flow/query', { dateFrom: '2000-01-01', dateTo: '2100-01-01', pageSize: 100 });
    expect(r.code).toBe(0);
    expect(r.data.totals.openingBalance).toBe('0');
    const last = await s.ctx.db.selectFrom('payable_flow').select('balance').where('supplier_id', '=', s.supplierId).orderBy('biz_date', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(Number(r.data.totals.closingBalance)).toBeCloseTo(Number(last.balance), 2);
    expect(r.data.rows[0].balance).toBe(last.balance);
    const receipt = r.data.rows.find((x: any) => x.bizType === 1);
    const opened = await s.ctx.call('GET', `/scm/financial/purchase-in/detail/${receipt.docId}`, { token: s.token });
    expect(opened.data.sheetNo).toBe(receipt.refNo);
    const payment = (await post('/scm/financial/payable-flow/query', { bizType: [7], dateFrom: '2000-01-01', dateTo: '2100-01-01' })).data.rows[0];
    const voucher = await s.ctx.call('GET', `/scm/financial/supplier-payment/detail/${payment.docId}`, { token: s.token });
    expect(voucher.data.payNo).toBe(payment.refNo);
  });

  it('opens a joint-venture or consignment entry as the day\'s sales of its branch', async () => {
    const rows = (await post('/scm/financial/payable-flow/query', { bizType: [3, 4], dateFrom: '2000-01-01', dateTo: '2100-01-01' })).data.rows;
    expect(rows.length).toBeGreaterThan(0);
    const d = await s.ctx.call('GET', `/scm/financial/union-supplier-payable/detail/${rows[0].docId}`, { token: s.token });
    expect(d.code).toBe(0);
    expect(d.data.credit).toBe(rows[0].credit);
    const share = d.data.lines.reduce((a: number, l: any) => a + Math.round(Number(l.supplierAmount) * 100), 0);
    expect(share).toBe(Math.round(Number(rows[0].credit) * 100));
  });

  it('names a day of joint-venture or consignment sales by its kind and day, in the caller\'s language; other rows by their number', async () => {
    const body = { dateFrom: '2000-01-01', dateTo: '2100-01-01', pageSize: 100 };
    const inLang = async (lang: string) => (await s.ctx.call('POST', '/scm/financial/payable-flow/query', { token: s.token, body, headers: { 'accept-language': lang } })).data.rows;
    const zh = await inLang('zh-CN');
    const en = await inLang('en');
    for (const [type, zhName, enName] of [[3, '联营销售', 'Joint-venture sales'], [4, '代销销售', 'Consignment sales']] as const) {
      const i = zh.findIndex((r: any) => r.bizType === type);
      expect(i).toBeGreaterThanOrEqual(0);
      expect(zh[i].refNo).toBeNull();
      expect(zh[i].title).toBe(`${zhName} ${zh[i].bizDate.slice(5)}`);
      expect(en[i].title).toBe(`${enName} ${zh[i].bizDate.slice(5)}`);
      // its remark named only the kind, in Chinese: the title says it now
      expect(en[i].remark).toBeNull();
    }
    for (const r of zh.filter((x: any) => x.refNo)) expect(r.title).toBe(r.refNo);
  });

  it('names a statement\'s and a settlement\'s source lines of a day\'s sales by kind and day too', async () => {
    const st = await s.ctx.db.selectFrom('reconciliation_line').select('recon_id').where('supplier_id', '=', s.supplierId).where('source_type', '=', 3).executeTakeFirstOrThrow();
    const headers = { 'accept-language': 'en' };
    const detail = (await s.ctx.call('POST', '/scm/financial/reconciliation/doLoadEntity', { token: s.token, body: { id: st.recon_id }, headers })).data;
    const jv = detail.lines.find((l: any) => l.sourceType === 3);
    expect(jv.title).toBe(`Joint-venture sales ${jv.bizDate.slice(5)}`);
    const receipt = detail.lines.find((l: any) => l.sourceType === 1);
    expect(receipt.title).toBe(receipt.sourceNo);
    const page = (await s.ctx.call('POST', '/scm/financial/reconciliation/querySheet', { token: s.token, body: { id: st.recon_id, sourceType: [4] } })).data.rows;
    expect(page[0].title).toBe(`代销销售 ${page[0].bizDate.slice(5)}`);
    // The seeded settlements settle statements from before joint-venture sales began: this one settles that statement.
    const settlement = await s.ctx.db.selectFrom('settlement').select(['id', 'merchant_id']).where('supplier_id', '=', s.supplierId).where('status', 'in', [1, 2]).executeTakeFirstOrThrow();
    await s.ctx.db.insertInto('settlement_recon').values({ settlement_id: settlement.id, recon_id: st.recon_id, merchant_id: settlement.merchant_id, supplier_id: s.supplierId }).execute();
    const lines = (await post(`${base}/querySheet`, { settlementId: settlement.id, sourceType: [3] })).data.rows;
    expect(lines[0].title).toBe(`联营销售 ${lines[0].bizDate.slice(5)}`);
  });

  it('refuses a type that does not exist', async () => {
    expect((await post('/scm/financial/payable-flow/query', { bizType: [42] })).code).toBe(400);
  });
});
