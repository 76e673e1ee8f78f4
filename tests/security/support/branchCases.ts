import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../server/db/types';
import type { Principal } from './principals';

/**
 * The decisions the tenant sweep (tenantColumns.test.ts) takes on purpose, beside its one call per route: each
 * decision route called on a fresh document of the right state with the document's own version, so the decision is
 * taken (the first call, expected to answer 0), then called again with the same request (the second decision on a
 * decided document, expected to answer `again`: 409 by compare-and-set, 404 for a document that is gone), and each
 * value of a route that takes one (confirm/reject, accept/refuse, approve true/false) on a document of its own. The
 * sweep's own call sends the harvest's first id with an example version, so it mostly stops at the version check;
 * these take the writes behind it.
 *
 * `prepare` finds the document with SQL in the deciding session's scope (its supplier, or its merchant and branches)
 * and answers the request body; it may make the document (a dispute, a change request) as the suppliers' routes
 * would. Its statements are not captured: only the route's are judged.
 */
export interface BranchCase {
  /** the branch it takes, for the log */
  name: string;
  /** the route, as the inventory keys it (`POST /scm/...`) */
  route: string;
  /** the principal (principals.ts) who decides */
  principal: string;
  prepare(db: Kysely<Database>, who: Scope): Promise<unknown | undefined>;
  /** what the second, identical request answers (default 409) */
  again?: number;
}

/** Whose documents a session may decide: its supplier's, or its merchant's (within its branches, for the boss). */
export interface Scope {
  merchantId: number;
  supplierId?: number;
  branches?: number[] | null;
}

type Db = Kysely<Database>;

/** The scope of `p`, read from its supplier or its merchant user. */
export async function scopeOf(db: Db, p: Principal): Promise<Scope> {
  if (p.supplier) {
    const s = await db.selectFrom('supplier').select(['id', 'merchant_id']).where('id', '=', p.supplier.id).executeTakeFirstOrThrow();
    return { merchantId: s.merchant_id, supplierId: s.id };
  }
  const account = p.spec.account!;
  const u = await db
    .selectFrom('merchant_user')
    .select(['merchant_id', 'branch_scope'])
    .where((eb) => eb.or([eb('login_name', '=', account), eb('mobile', '=', account)]))
    .executeTakeFirstOrThrow();
  return { merchantId: u.merchant_id, branches: u.branch_scope as number[] | null };
}

const supplierOf = (who: Scope) => {
  if (!who.supplierId) throw new Error('a supplier case run by a session without a supplier');
  return who.supplierId;
};

type OwnTable = 'purchase_order' | 'purchase_out' | 'reconciliation' | 'settlement' | 'self_replenish' | 'new_item_application' | 'feedback' | 'asn';

/**
 * The oldest document of the supplier in one of `statuses`, with its version. The seed holds few of some (one
 * pending statement a supplier): when none is left (a retried test, or cases before it took them), the newest one
 * in one of `reopen` is put back into `statuses[0]` (`set`: what else that state needs), so a case is repeatable.
 */
const ownDocument = (table: OwnTable, statuses: number[], reopen: number[], set = sql``) =>
  async (db: Db, who: Scope): Promise<{ id: number; version: number } | undefined> => {
    const supplierId = supplierOf(who);
    const found = await db.selectFrom(table).select(['id', 'version']).where('supplier_id', '=', supplierId).where('status', 'in', statuses).orderBy('id').executeTakeFirst();
    if (found) return found;
    const t = sql.table(table);
    const { rows } = await sql<{ id: number; version: number }>`
      update ${t} set status = ${statuses[0]}, version = version + 1 ${set}
       where supplier_id = ${supplierId} and id = (select id from ${t} where supplier_id = ${supplierId} and status = any(${reopen}::int[]) order by id desc limit 1)
       returning id, version`.execute(db);
    return rows[0];
  };

/** The supplier's documents in the states its answers start from, each reopened from the states they lead to. */
const orderAwaiting = ownDocument('purchase_order', [2], [3, 4], sql`, promised_date = null, confirmed_at = null, reject_reason = null`);
const returnAwaiting = ownDocument('purchase_out', [2], [3, 4]);
const statementPending = ownDocument('reconciliation', [0], [1, 2]);

/** The oldest document of the merchant in one of `statuses` (any of its suppliers), with its version. */
const merchantDocument = (table: 'self_replenish' | 'new_item_application' | 'feedback', statuses: number[]) =>
  (db: Db, who: Scope) =>
    db.selectFrom(table).select(['id', 'version', 'supplier_id']).where('merchant_id', '=', who.merchantId).where('status', 'in', statuses).orderBy('id').executeTakeFirst();

/** A supplier's order awaiting its answer, confirmed line by line as ordered, promised for the order's own day. */
async function orderToConfirm(db: Db, who: Scope) {
  const awaiting = await orderAwaiting(db, who);
  if (!awaiting) return undefined;
  const po = await db
    .selectFrom('purchase_order')
    .select(['id', 'version', sql<string>`to_char(order_date, 'YYYY-MM-DD')`.as('day')])
    .where('supplier_id', '=', supplierOf(who))
    .where('id', '=', awaiting.id)
    .executeTakeFirstOrThrow();
  const lines = await db.selectFrom('purchase_order_line').select(['id', 'order_qty']).where('order_id', '=', po.id).where('supplier_id', '=', supplierOf(who)).orderBy('id').execute();
  return { id: po.id, version: po.version, action: 'confirm', promisedDate: po.day, lines: lines.map((l) => ({ lineId: l.id, confirmedQty: String(l.order_qty) })) };
}

/**
 * A settlement awaiting invoices, with one invoice of what is still to invoice (refused invoices do not count); when
 * none is left, the newest with invoices submitted is sent back (its invoices refused), as the chain's check does.
 */
async function settlementToInvoice(db: Db, who: Scope) {
  const supplierId = supplierOf(who);
  const left = sql<string>`(s.invoice_required - coalesce((select sum(i.amount) from settlement_invoice i
      where i.settlement_id = s.id and i.supplier_id = s.supplier_id and i.verify_status <> 2), 0))`;
  const awaiting = () =>
    db.selectFrom('settlement as s').select(['s.id', 's.version']).select(sql<string>`${left}::text`.as('left'))
      .where('s.supplier_id', '=', supplierId).where('s.status', '=', 1).where(sql<boolean>`${left} > 0`).orderBy('s.id').executeTakeFirst();
  let s = await awaiting();
  if (!s) {
    const back = await sql<{ id: number }>`
      update settlement set status = 1, version = version + 1
       where supplier_id = ${supplierId} and id = (select id from settlement where supplier_id = ${supplierId} and status = 2 and invoice_required > 0 order by id desc limit 1)
       returning id`.execute(db);
    if (!back.rows[0]) return undefined;
    await db.updateTable('settlement_invoice').set({ verify_status: 2 }).where('settlement_id', '=', back.rows[0].id).where('supplier_id', '=', supplierId).execute();
    s = await awaiting();
    if (!s) return undefined;
  }
  const no = String(90000000 + s.id * 10 + s.version);
  return { id: s.id, version: s.version, invoices: [{ invoiceType: 0, invoiceCode: '3300269999', invoiceNo: no, invoiceDate: '2026-01-05', amountExTax: s.left, taxAmount: '0.00', amount: s.left }] };
}

/** A fee of the supplier it may still dispute: effective, not a reversal, within its deadline, no dispute open. */
function disputableFee(db: Db, supplierId: number) {
  return db
    .selectFrom('supplier_fee as f')
    .innerJoin('merchant as m', 'm.id', 'f.merchant_id')
    .select(['f.id', 'f.merchant_id', 'f.supplier_id'])
    .where('f.supplier_id', '=', supplierId)
    .where('f.status', '=', 1)
    .where('f.reversal_of', 'is', null)
    .where(sql<boolean>`f.biz_date + coalesce((m.settings->>'feeDisputeDays')::int, 30) >= current_date`)
    .where(sql<boolean>`not exists (select 1 from fee_dispute d where d.fee_id = f.id and d.supplier_id = f.supplier_id and d.status = 0)`)
    .orderBy('f.id', 'desc')
    .executeTakeFirst();
}

/** An open fee dispute of the merchant: one a supplier opened, or one opened now on a disputable fee of a supplier. */
async function openDispute(db: Db, who: Scope) {
  const open = await db.selectFrom('fee_dispute').select(['id', 'version']).where('merchant_id', '=', who.merchantId).where('status', '=', 0).orderBy('id').executeTakeFirst();
  if (open) return open;
  const suppliers = await db.selectFrom('supplier').select('id').where('merchant_id', '=', who.merchantId).orderBy('id').execute();
  for (const s of suppliers) {
    const fee = await disputableFee(db, s.id);
    if (fee) {
      return db
        .insertInto('fee_dispute')
        .values({ merchant_id: fee.merchant_id, supplier_id: fee.supplier_id, fee_id: fee.id, reason: '分支扫描的申诉', status: 0, created_by: 1 })
        .returning(['id', 'version'])
        .executeTakeFirstOrThrow();
    }
  }
  return undefined;
}

/** A change request of a supplier of the merchant, as the supplier's route makes one. */
async function changeRequest(db: Db, who: Scope) {
  const s = await db.selectFrom('supplier').select('id').where('merchant_id', '=', who.merchantId).orderBy('id').executeTakeFirstOrThrow();
  return db
    .insertInto('supplier_change_request')
    .values({ merchant_id: who.merchantId, supplier_id: s.id, kind: 'contact', changes: JSON.stringify({ contact: '分支扫描', mobile: '13700000001' }), previous: '{}', requested_by: 1 })
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow();
}

/** An EAN-13 barcode of 12 digits and its check digit. */
function ean13(body: string): string {
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** A submitted application of the merchant, with a name and codes nothing else holds (so approval is what is taken). */
async function applicationToApprove(db: Db, who: Scope) {
  const app = await merchantDocument('new_item_application', [1])(db, who);
  if (!app) return undefined;
  const { version } = await db
    .updateTable('new_item_application')
    .set({ name: `分支扫描新品${app.id}`, barcode: ean13(`69599${String(app.id).padStart(7, '0')}`), is_weighed: false, plu_code: null, packagings: '[]' })
    .where('id', '=', app.id)
    .where('supplier_id', '=', app.supplier_id)
    .returning('version')
    .executeTakeFirstOrThrow();
  return { id: app.id, version };
}

/** A device of the boss's merchant (and branches) in a state, as `where` says. */
function device(where: ReturnType<typeof sql>) {
  return (db: Db, who: Scope) =>
    db
      .selectFrom('device as d')
      .select(['d.id', 'd.version'])
      .where('d.merchant_id', '=', who.merchantId)
      .where(who.branches ? sql<boolean>`d.branch_id = any(${who.branches})` : sql<boolean>`true`)
      .where(sql<boolean>`${where}`)
      .orderBy('d.id')
      .executeTakeFirst();
}

/** A booked shipping notice of the boss's branches, its slot well before its cut-off, the latest first. */
function bookedAsn(db: Db, who: Scope) {
  let q = db.selectFrom('asn').select(['id', 'version']).where('merchant_id', '=', who.merchantId).where('status', '=', 2).where(sql<boolean>`slot_start > now() + interval '2 days'`);
  if (who.branches) q = q.where(sql<boolean>`branch_id = any(${who.branches})`);
  return q.orderBy('slot_start', 'desc').orderBy('id', 'desc').executeTakeFirst();
}

/** A booked notice of the boss's branches, the earliest slot first, for the gate: its number. */
async function noticeAtTheGate(db: Db, who: Scope) {
  let q = db.selectFrom('asn').select(['id', 'sheet_no']).where('merchant_id', '=', who.merchantId).where('status', '=', 2);
  if (who.branches) q = q.where(sql<boolean>`branch_id = any(${who.branches})`);
  const asn = await q.orderBy('slot_start').orderBy('id').executeTakeFirst();
  return asn ? { sheetNo: asn.sheet_no } : undefined;
}

/** An arrived notice of the boss's branches with lines to receive; a booked one marked arrived when none is. */
async function noticeToReceive(db: Db, who: Scope) {
  const arrived = () => {
    let q = db.selectFrom('asn as a').select(['a.id', 'a.version']).where('a.merchant_id', '=', who.merchantId).where('a.status', '=', 3)
      .where(sql<boolean>`exists (select 1 from asn_line l where l.asn_id = a.id and l.supplier_id = a.supplier_id)`);
    if (who.branches) q = q.where(sql<boolean>`a.branch_id = any(${who.branches})`);
    return q.orderBy('a.id').executeTakeFirst();
  };
  const found = await arrived();
  if (found) return found;
  await sql`update asn a set status = 3, arrived_at = now(), version = version + 1
     where a.id = (select b.id from asn b where b.merchant_id = ${who.merchantId} and b.status = 2
                     and exists (select 1 from asn_line l where l.asn_id = b.id and l.supplier_id = b.supplier_id) order by b.slot_start, b.id limit 1)`.execute(db);
  return arrived();
}

/**
 * A shipping notice of the supplier it may still cancel: awaiting a slot, or booked before its cut-off; else the
 * newest cancelled (or later) one put back to awaiting a slot.
 */
async function asnToCancel(db: Db, who: Scope) {
  const supplierId = supplierOf(who);
  const changeable = await db
    .selectFrom('asn as a')
    .leftJoin('dock_capacity as c', 'c.branch_id', 'a.branch_id')
    .select(['a.id', 'a.version'])
    .where('a.supplier_id', '=', supplierId)
    .where(sql<boolean>`(a.status = 1 or (a.status = 2 and a.slot_start - coalesce(c.cut_off_hours, 12) * interval '1 hour' > now() + interval '1 hour'))`)
    .orderBy('a.id')
    .executeTakeFirst();
  return changeable ?? ownDocument('asn', [1], [9, 6, 4, 3, 2], sql`, slot_id = null, slot_start = null, slot_end = null, cancelled_at = null`)(db, who);
}

const moveOf = (doc: { id: number; version: number } | undefined, extra: Record<string, unknown> = {}) => (doc ? { id: doc.id, version: doc.version, ...extra } : undefined);

const supplierAdmin = 'S001 admin';

export const branchCases: BranchCase[] = [
  // The supplier's answers.
  { name: 'confirm an order', route: 'POST /scm/purchase/purchase-order/saveConfirm', principal: supplierAdmin, prepare: orderToConfirm },
  {
    name: 'reject an order', route: 'POST /scm/purchase/purchase-order/saveConfirm', principal: supplierAdmin,
    prepare: async (db, who) => moveOf(await orderAwaiting(db, who), { action: 'reject', reason: '缺货' }),
  },
  {
    name: 'confirm a return', route: 'POST /scm/purchase/purchase-out/saveConfirm', principal: supplierAdmin,
    prepare: async (db, who) => moveOf(await returnAwaiting(db, who), { action: 'confirm' }),
  },
  {
    name: 'reject a return', route: 'POST /scm/purchase/purchase-out/saveConfirm', principal: supplierAdmin,
    prepare: async (db, who) => moveOf(await returnAwaiting(db, who), { action: 'reject', reason: '不同意退货' }),
  },
  {
    name: 'confirm a statement', route: 'POST /scm/financial/reconciliation/sureSupReconciliation', principal: supplierAdmin,
    prepare: async (db, who) => moveOf(await statementPending(db, who), { action: 'confirm' }),
  },
  {
    name: 'dispute a statement', route: 'POST /scm/financial/reconciliation/sureSupReconciliation', principal: supplierAdmin,
    prepare: async (db, who) => moveOf(await statementPending(db, who), { action: 'dispute', reason: '金额不符' }),
  },
  { name: 'submit the invoices of a settlement', route: 'POST /scm/financial/supplier/settlement/sureSupReconciliation', principal: supplierAdmin, prepare: settlementToInvoice },
  {
    name: 'dispute a fee', route: 'POST /scm/financial/supplier-cost/dispute', principal: supplierAdmin,
    prepare: async (db, who) => {
      const fee = await disputableFee(db, supplierOf(who));
      return fee ? { feeId: fee.id, reason: '费用有误' } : undefined;
    },
  },
  {
    name: 'send a replenishment draft for approval', route: 'POST /scm/purchase/self-replenish/commitApprove', principal: supplierAdmin,
    prepare: async (db, who) => moveOf(await ownDocument('self_replenish', [0], [9])(db, who)),
  },
  {
    name: 'cancel a replenishment request awaiting approval', route: 'POST /scm/purchase/self-replenish/cancel', principal: supplierAdmin,
    prepare: async (db, who) => moveOf(await ownDocument('self_replenish', [1], [9])(db, who)),
  },
  {
    name: 'withdraw a submitted new-product application', route: 'POST /scm/product/new-item/callback', principal: supplierAdmin,
    prepare: async (db, who) => moveOf(await ownDocument('new_item_application', [1], [4])(db, who)),
  },
  {
    name: 'change a new-product draft', route: 'POST /scm/product/new-item/update', principal: supplierAdmin,
    prepare: async (db, who) => moveOf(await ownDocument('new_item_application', [0], [3])(db, who), { name: '分支扫描草稿' }),
  },
  {
    name: 'delete a new-product draft (gone the second time)', route: 'POST /scm/product/new-item/delete', principal: supplierAdmin, again: 404,
    prepare: async (db, who) => moveOf(await ownDocument('new_item_application', [0], [3])(db, who)),
  },
  {
    name: 'close a feedback item', route: 'POST /scm/feedback/close', principal: supplierAdmin,
    prepare: async (db, who) => moveOf(await ownDocument('feedback', [0, 1], [3], sql`, closed_at = null`)(db, who)),
  },
  {
    name: 'cancel a shipping notice', route: 'POST /scm/delivery/asn/cancel', principal: supplierAdmin,
    prepare: async (db, who) => moveOf(await asnToCancel(db, who)),
  },

  // The buyer's reviews.
  { name: 'approve a new-product application', route: 'POST /scm/product/new-item-review/approve', principal: 'buyer', prepare: applicationToApprove },
  {
    name: 'reject a new-product application', route: 'POST /scm/product/new-item-review/rejected', principal: 'buyer',
    prepare: async (db, who) => moveOf(await merchantDocument('new_item_application', [1])(db, who), { reason: '资料不全' }),
  },
  {
    name: 'approve a replenishment request', route: 'POST /scm/purchase/self-replenish-review/approve', principal: 'buyer',
    prepare: async (db, who) => moveOf(await merchantDocument('self_replenish', [1])(db, who)),
  },
  {
    name: 'reject a replenishment request', route: 'POST /scm/purchase/self-replenish-review/rejected', principal: 'buyer',
    prepare: async (db, who) => moveOf(await merchantDocument('self_replenish', [1])(db, who), { reason: '库存充足' }),
  },

  // The boss's (the merchant's) decisions.
  { name: 'accept a fee dispute', route: 'POST /boss/financial/fee-dispute/answer', principal: 'boss', prepare: async (db, who) => moveOf(await openDispute(db, who), { action: 'accept' }) },
  {
    name: 'refuse a fee dispute', route: 'POST /boss/financial/fee-dispute/answer', principal: 'boss',
    prepare: async (db, who) => moveOf(await openDispute(db, who), { action: 'refuse', answer: '费用无误' }),
  },
  { name: 'approve a supplier change request', route: 'POST /administer/supplier-change/review', principal: 'boss', prepare: async (db, who) => moveOf(await changeRequest(db, who), { approve: true }) },
  {
    name: 'reject a supplier change request', route: 'POST /administer/supplier-change/review', principal: 'boss',
    prepare: async (db, who) => moveOf(await changeRequest(db, who), { approve: false, comment: '资料不符' }),
  },
  {
    name: 'take a feedback item up', route: 'POST /administer/feedback/accept', principal: 'boss',
    prepare: async (db, who) => moveOf(await merchantDocument('feedback', [0])(db, who)),
  },
  {
    name: 'reply to a feedback item', route: 'POST /administer/feedback/reply', principal: 'boss',
    prepare: async (db, who) => moveOf(await merchantDocument('feedback', [0, 1])(db, who), { content: '已处理' }),
  },
  { name: 'bind a device', route: 'POST /administer/device/deviceBind', principal: 'boss', prepare: async (db, who) => moveOf(await device(sql`not d.bound`)(db, who)) },
  {
    name: 'start a camera live', route: 'POST /administer/device/startLive', principal: 'boss',
    prepare: async (db, who) => moveOf(await device(sql`d.type = 'CAMERA' and d.bound and d.status = 0 and d.stream_key is not null and d.live_status = 0`)(db, who)),
  },
  { name: 'stop a camera live', route: 'POST /administer/device/stopLive', principal: 'boss', prepare: async (db, who) => moveOf(await device(sql`d.live_status = 1`)(db, who)) },
  {
    name: 'refuse a booking', route: 'POST /administer/dock/booking/refuse', principal: 'boss',
    prepare: async (db, who) => moveOf(await bookedAsn(db, who), { reason: '月台检修' }),
  },
  { name: 'record a truck at the gate', route: 'POST /administer/dock/arrive', principal: 'boss', prepare: noticeAtTheGate },
  { name: 'receive an arrived notice', route: 'POST /administer/dock/receive', principal: 'boss', prepare: async (db, who) => moveOf(await noticeToReceive(db, who)) },
];
