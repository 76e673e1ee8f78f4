import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../db/types';
import type { PageParams } from '../../../lib/paging';
import { pageWithTotal } from '../../../lib/paging';
import type { SupplierScope } from '../../../lib/scope';

type Db = Kysely<Database> | Transaction<Database>;

export interface ContactChanges {
  contact: string | null;
  mobile: string | null;
}
export interface BankChanges {
  bankName: string | null;
  bankAccount: string | null;
}

const columns = [
  'r.id', 'r.kind', 'r.status', 'r.changes', 'r.reason', 'r.review_comment as reviewComment',
  'r.created_at as createdAt', 'r.reviewed_at as reviewedAt', 'r.version',
] as const;

function ofSupplier(db: Db, scope: SupplierScope) {
  return db.selectFrom('supplier_change_request as r').where('r.supplier_id', '=', scope.supplierId).where('r.merchant_id', '=', scope.merchantId);
}

export function pendingRequests(db: Db, scope: SupplierScope) {
  return ofSupplier(db, scope).select(columns).where('r.status', '=', 0).orderBy('r.id', 'desc').execute();
}

export function listRequests(db: Db, scope: SupplierScope, page: PageParams) {
  return pageWithTotal(ofSupplier(db, scope).select(columns).orderBy('r.created_at', 'desc').orderBy('r.id', 'desc'), ofSupplier(db, scope), page);
}

/** A new request; false when one of the same kind is still open (the partial unique index decides, also under races). */
export async function insertRequest(
  db: Db,
  scope: SupplierScope,
  r: { kind: 'contact' | 'bank'; changes: ContactChanges | BankChanges; previous: ContactChanges | BankChanges; reason: string | null },
): Promise<number | null> {
  const row = await sql<{ id: number }>`insert into supplier_change_request (merchant_id, supplier_id, kind, changes, previous, reason, requested_by)
    values (${scope.merchantId}, ${scope.supplierId}, ${r.kind}, ${JSON.stringify(r.changes)}::jsonb, ${JSON.stringify(r.previous)}::jsonb, ${r.reason}, ${scope.userId})
    on conflict (supplier_id, kind) where status = 0 do nothing
    returning id`.execute(db);
  return row.rows[0]?.id ?? null;
}

// ---- the merchant's side ----

const reviewColumns = [...columns, 'r.previous', 's.name as supplierName', 's.code as supplierCode'] as const;

function ofMerchant(db: Db, merchantId: number) {
  return db.selectFrom('supplier_change_request as r').innerJoin('supplier as s', 's.id', 'r.supplier_id').where('r.merchant_id', '=', merchantId);
}

export function listForReview(db: Db, merchantId: number, input: PageParams & { status?: number[] }) {
  const filtered = input.status?.length ? ofMerchant(db, merchantId).where('r.status', 'in', input.status) : ofMerchant(db, merchantId);
  return pageWithTotal(filtered.select(reviewColumns).orderBy('r.created_at', 'desc').orderBy('r.id', 'desc'), filtered, input);
}

/** Compare-and-set decision on a pending request; approving writes the new values into the supplier's master data. */
export async function decideRequest(db: Transaction<Database>, merchantId: number, reviewerId: number, input: { id: number; version: number; approve: boolean; comment: string | null }) {
  const r = await db
    .updateTable('supplier_change_request')
    .set({ status: input.approve ? 1 : 2, reviewed_by: reviewerId, reviewed_at: sql`now()`, review_comment: input.comment, version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', input.id)
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 0)
    .where('version', '=', input.version)
    .returning(['id', 'status', 'version', 'supplier_id as supplierId', 'kind', 'changes', 'requested_by as requestedBy'])
    .executeTakeFirst();
  if (!r || !input.approve) return r;
  const c = r.changes as Record<string, string | null>;
  const set = r.kind === 'contact' ? { contact: c.contact, mobile: c.mobile } : { bank_name: c.bankName, bank_account: c.bankAccount };
  await db.updateTable('supplier').set({ ...set, updated_at: sql`now()`, version: sql`version + 1` }).where('id', '=', r.supplierId).where('merchant_id', '=', merchantId).execute();
  return r;
}

export function requestExists(db: Db, merchantId: number, id: number) {
  return db.selectFrom('supplier_change_request').select('id').where('id', '=', id).where('merchant_id', '=', merchantId).executeTakeFirst();
}
