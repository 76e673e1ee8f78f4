import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, demoPassword, type TestContext } from '../support/testContext';
import { send } from './support/http';

/**
 * OWASP API6 (sensitive business flows): one business decision taken by 50 requests at once is taken exactly once.
 * The other 49 get a clean conflict envelope (409) and the document moves and is logged once.
 *
 * `racedAnswers` is the table of such decisions, taken on a seeded document the user may answer. Later issues add
 * their rows here: a statement confirmed by the supplier, an application approved by the buyer, a device bound by
 * the boss. A row says how to find the document, the request that decides it, and how to read its state back.
 */
interface RacedAnswer {
  name: string;
  /** account and password of the user who decides */
  account: string;
  password?: string;
  /** a document awaiting the decision, and the request that takes it (`token`: the deciding user's session) */
  prepare(ctx: TestContext, token: string): Promise<{ url: string; body: unknown; read: () => Promise<unknown> }>;
}

const parallel = 50;

/** A seeded document of S001 in status 2 (awaiting the supplier), with its version. */
async function awaitingOfS001(ctx: TestContext, table: 'purchase_order' | 'purchase_out') {
  const s = await ctx.supplier('S001');
  return ctx.db.selectFrom(table).select(['id', 'version']).where('supplier_id', '=', s.id).where('status', '=', 2).orderBy('id').executeTakeFirstOrThrow();
}

const racedAnswers: RacedAnswer[] = [
  {
    name: 'confirm one purchase order',
    account: '13800000001',
    prepare: async (ctx) => {
      const po = await awaitingOfS001(ctx, 'purchase_order');
      const head = await ctx.db.selectFrom('purchase_order').select(['expected_date']).where('id', '=', po.id).executeTakeFirstOrThrow();
      const lines = await ctx.db.selectFrom('purchase_order_line').select(['id', 'order_qty']).where('order_id', '=', po.id).orderBy('id').execute();
      const day = (d: unknown) => (d instanceof Date ? d.toISOString().slice(0, 10) : String(d).slice(0, 10));
      return {
        url: '/scm/purchase/purchase-order/saveConfirm',
        body: { id: po.id, version: po.version, action: 'confirm', promisedDate: day(head.expected_date), lines: lines.map((l) => ({ lineId: l.id, confirmedQty: String(l.order_qty) })) },
        read: () => ctx.db.selectFrom('purchase_order').select(['status', 'version']).where('id', '=', po.id).executeTakeFirstOrThrow(),
      };
    },
  },
  {
    // The assistant's prepared action is the order screen's own request: raced, it moves the order once too.
    name: "confirm one purchase order from the assistant's prepared action",
    account: '13800000001',
    prepare: async (ctx, token) => {
      const po = await awaitingOfS001(ctx, 'purchase_order');
      const { sheet_no: sheetNo } = await ctx.db.selectFrom('purchase_order').select(['sheet_no']).where('id', '=', po.id).executeTakeFirstOrThrow();
      const asked = await ctx.call('POST', '/scm/assistant/ask', { token, body: { question: `帮我确认订单 ${sheetNo}` } });
      const action = (asked.data as { action: { url: string; body: unknown } }).action;
      return {
        url: action.url,
        body: action.body,
        read: () => ctx.db.selectFrom('purchase_order').select(['status', 'version']).where('id', '=', po.id).executeTakeFirstOrThrow(),
      };
    },
  },
  {
    name: 'confirm one purchase return',
    account: '13800000001',
    prepare: async (ctx) => {
      const out = await awaitingOfS001(ctx, 'purchase_out');
      return {
        url: '/scm/purchase/purchase-out/saveConfirm',
        body: { id: out.id, version: out.version, action: 'confirm' },
        read: () => ctx.db.selectFrom('purchase_out').select(['status', 'version']).where('id', '=', out.id).executeTakeFirstOrThrow(),
      };
    },
  },
  {
    name: 'confirm one reconciliation statement',
    account: '13800000001',
    prepare: async (ctx) => {
      const s = await ctx.supplier('S001');
      const r = await ctx.db.selectFrom('reconciliation').select(['id', 'version']).where('supplier_id', '=', s.id).where('status', '=', 0).orderBy('id').executeTakeFirstOrThrow();
      return {
        url: '/scm/financial/reconciliation/sureSupReconciliation',
        body: { id: r.id, version: r.version, action: 'confirm' },
        read: () => ctx.db.selectFrom('reconciliation').select(['status', 'version']).where('id', '=', r.id).executeTakeFirstOrThrow(),
      };
    },
  },
  {
    name: 'submit the invoices of one settlement',
    account: '13800000001',
    prepare: async (ctx) => {
      const s = await ctx.supplier('S001');
      const st = await ctx.db.selectFrom('settlement').select(['id', 'version', 'invoice_required']).where('supplier_id', '=', s.id).where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
      await ctx.db.deleteFrom('settlement_invoice').where('settlement_id', '=', st.id).execute();
      const amount = String(st.invoice_required);
      return {
        url: '/scm/financial/supplier/settlement/sureSupReconciliation',
        body: { id: st.id, version: st.version, invoices: [{ invoiceType: 0, invoiceCode: '3300260001', invoiceNo: '09990001', invoiceDate: '2026-01-05', amountExTax: amount, taxAmount: '0.00', amount }] },
        read: () => ctx.db.selectFrom('settlement').select(['status', 'version']).where('id', '=', st.id).executeTakeFirstOrThrow(),
      };
    },
  },
  {
    name: 'answer one fee dispute (boss)',
    account: 'boss',
    password: 'Boss@2026demo',
    prepare: async (ctx) => {
      const s = await ctx.supplier('S001');
      const fee = await ctx.db.selectFrom('supplier_fee').select(['id']).where('supplier_id', '=', s.id).where('status', '=', 1).orderBy('id', 'desc').executeTakeFirstOrThrow();
      const d = await ctx.db
        .insertInto('fee_dispute')
        .values({ merchant_id: s.merchant_id, supplier_id: s.id, fee_id: fee.id, reason: '并发处理的申诉', status: 0, created_by: 1 })
        .returning(['id', 'version'])
        .executeTakeFirstOrThrow();
      return {
        url: '/boss/financial/fee-dispute/answer',
        body: { id: d.id, version: d.version, action: 'accept' },
        read: () => ctx.db.selectFrom('fee_dispute').select(['status', 'version']).where('id', '=', d.id).executeTakeFirstOrThrow(),
      };
    },
  },
  {
    name: 'approve one new-product application (buyer)',
    account: '13900000001',
    prepare: async (ctx) => {
      const s = await ctx.supplier('S001');
      const app = await ctx.db.selectFrom('new_item_application').select(['id', 'version']).where('supplier_id', '=', s.id).where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
      // A name and codes nothing else holds, so the approval itself is what is raced.
      await ctx.db.updateTable('new_item_application').set({ name: `并发审批新品${app.id}`, barcode: '6959900000013', is_weighed: false, plu_code: null, packagings: '[]' }).where('id', '=', app.id).execute();
      return {
        url: '/scm/product/new-item-review/approve',
        body: { id: app.id, version: app.version },
        read: () => ctx.db.selectFrom('new_item_application').select(['status', 'version']).where('id', '=', app.id).executeTakeFirstOrThrow(),
      };
    },
  },
  {
    name: 'approve one replenishment request (buyer)',
    account: '13900000001',
    prepare: async (ctx) => {
      const s = await ctx.supplier('S001');
      const req = await ctx.db.selectFrom('self_replenish').select(['id', 'version']).where('supplier_id', '=', s.id).where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
      return {
        url: '/scm/purchase/self-replenish-review/approve',
        body: { id: req.id, version: req.version },
        read: () => ctx.db.selectFrom('self_replenish').select(['status', 'version']).where('id', '=', req.id).executeTakeFirstOrThrow(),
      };
    },
  },
  {
    name: 'send one replenishment draft for approval (supplier)',
    account: '13800000001',
    prepare: async (ctx) => {
      const s = await ctx.supplier('S001');
      const req = await ctx.db.selectFrom('self_replenish').select(['id', 'version']).where('supplier_id', '=', s.id).where('status', '=', 0).orderBy('id').executeTakeFirstOrThrow();
      return {
        url: '/scm/purchase/self-replenish/commitApprove',
        body: { id: req.id, version: req.version },
        read: () => ctx.db.selectFrom('self_replenish').select(['status', 'version']).where('id', '=', req.id).executeTakeFirstOrThrow(),
      };
    },
  },
  {
    name: 'close one feedback item (supplier)',
    account: '13800000001',
    prepare: async (ctx) => {
      const s = await ctx.supplier('S001');
      const fb = await ctx.db.selectFrom('feedback').select(['id', 'version']).where('supplier_id', '=', s.id).where('status', 'in', [0, 1]).orderBy('id').executeTakeFirstOrThrow();
      return {
        url: '/scm/feedback/close',
        body: { id: fb.id, version: fb.version },
        read: () => ctx.db.selectFrom('feedback').select(['status', 'version']).where('id', '=', fb.id).executeTakeFirstOrThrow(),
      };
    },
  },
  {
    name: 'reply to one feedback item (merchant)',
    account: 'boss',
    password: 'Boss@2026demo',
    prepare: async (ctx) => {
      const s = await ctx.supplier('S001');
      const fb = await ctx.db.selectFrom('feedback').select(['id', 'version']).where('supplier_id', '=', s.id).where('status', 'in', [0, 1]).orderBy('id', 'desc').executeTakeFirstOrThrow();
      return {
        url: '/administer/feedback/reply',
        body: { id: fb.id, version: fb.version, content: '已处理' },
        read: () => ctx.db.selectFrom('feedback').select(['status', 'version']).where('id', '=', fb.id).executeTakeFirstOrThrow(),
      };
    },
  },
  {
    name: 'approve one supplier change request (merchant)',
    account: 'boss',
    password: 'Boss@2026demo',
    prepare: async (ctx) => {
      const s = await ctx.supplier('S001');
      const row = await ctx.db
        .insertInto('supplier_change_request')
        .values({ merchant_id: s.merchant_id, supplier_id: s.id, kind: 'contact', changes: JSON.stringify({ contact: '并发', mobile: '13700000000' }), previous: '{}', requested_by: 1 })
        .returning(['id', 'version'])
        .executeTakeFirstOrThrow();
      return {
        url: '/administer/supplier-change/review',
        body: { id: row.id, version: row.version, approve: true },
        read: () => ctx.db.selectFrom('supplier_change_request').select(['status', 'version']).where('id', '=', row.id).executeTakeFirstOrThrow(),
      };
    },
  },
  {
    name: 'rate one assistant answer (supplier)',
    account: '13800000001',
    prepare: async (ctx) => {
      const s = await ctx.supplier('S001');
      const user = await ctx.db.selectFrom('supplier_user').select('id').where('mobile', '=', '13800000001').executeTakeFirstOrThrow();
      const c = await ctx.db.insertInto('assistant_conversation').values({ merchant_id: s.merchant_id, user_id: user.id, supplier_id: s.id, title: '并发评价' }).returning('id').executeTakeFirstOrThrow();
      const m = await ctx.db
        .insertInto('assistant_message')
        .values({ conversation_id: c.id, merchant_id: s.merchant_id, user_id: user.id, supplier_id: s.id, role: 'assistant', text: '回答' })
        .returning(['id', 'version'])
        .executeTakeFirstOrThrow();
      return {
        url: '/scm/assistant/message/rate',
        body: { messageId: m.id, helpful: true, version: m.version },
        read: () => ctx.db.selectFrom('assistant_message').select(['helpful', 'version']).where('id', '=', m.id).executeTakeFirstOrThrow(),
      };
    },
  },
  {
    name: 'bind one device (boss)',
    account: 'boss',
    password: 'Boss@2026demo',
    prepare: async (ctx) => {
      const d = await ctx.db.selectFrom('device').select(['id', 'version']).where('merchant_id', '=', 1).where('bound', '=', false).orderBy('id').executeTakeFirstOrThrow();
      return {
        url: '/administer/device/deviceBind',
        body: { id: d.id, version: d.version },
        read: () => ctx.db.selectFrom('device').select(['bound', 'version']).where('id', '=', d.id).executeTakeFirstOrThrow(),
      };
    },
  },
  {
    name: 'start one camera live (boss)',
    account: 'boss',
    password: 'Boss@2026demo',
    prepare: async (ctx) => {
      const d = await ctx.db.selectFrom('device').select(['id', 'version']).where('merchant_id', '=', 1).where('type', '=', 'CAMERA')
        .where('bound', '=', true).where('status', '=', 0).orderBy('id').executeTakeFirstOrThrow();
      return {
        url: '/administer/device/startLive',
        body: { id: d.id, version: d.version },
        read: () => ctx.db.selectFrom('device').select(['version']).where('id', '=', d.id).executeTakeFirstOrThrow(),
      };
    },
  },
  // Later: { name: 'confirm one statement', … } — each exactly one success out of `parallel`.
];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe(`${parallel} parallel requests take one decision once`, () => {
  for (const race of racedAnswers) {
    it(race.name, async () => {
      const token = await ctx.login(race.account, race.password ?? demoPassword);
      const { url, body, read } = await race.prepare(ctx, token);
      const before = (await read()) as { version: number };
      const answers = await Promise.all(Array.from({ length: parallel }, () => send(ctx.app, { method: 'POST', path: url, token, body })));
      const codes = answers.map((a) => a.json?.code);
      const tally = Object.entries(codes.reduce<Record<string, number>>((t, c) => ({ ...t, [c]: (t[c] ?? 0) + 1 }), {}));
      console.log(`[security] concurrency: ${race.name}: ${parallel} parallel → ${tally.map(([c, n]) => `${c}×${n}`).join(' ')}`);
      expect(answers.filter((a) => a.notEnvelope).map((a) => a.notEnvelope)).toEqual([]);
      expect(codes.filter((c) => c === 0)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(parallel - 1);
      expect(await read()).toMatchObject({ version: before.version + 1 });
    });
  }
});
