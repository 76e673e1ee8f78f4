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
  /** a document awaiting the decision, and the request that takes it */
  prepare(ctx: TestContext): Promise<{ url: string; body: unknown; read: () => Promise<unknown> }>;
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
  // Later: { name: 'confirm one statement', … }, { name: 'approve one new-item application', … },
  // { name: 'bind one device', … } — each exactly one success out of `parallel`.
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
      const { url, body, read } = await race.prepare(ctx);
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
