import { sql, type Kysely, type Selectable, type Transaction, type UpdateObject } from 'kysely';
import type { Database } from '../db/types';
import { BizError } from './errors';
import type { Said } from './language';

/**
 * Documents a supplier writes and the merchant's buyer reviews: replenishment requests and new-product applications
 * (viewer.ts says who reads them). Their tables share the review's statuses and its approval_log trail; the buyer's
 * decision locks the document as the buyer saw it, moves it and logs the step in one transaction.
 */

/** The tables, which are also their approval_log doc_type. */
export type ReviewedTable = 'self_replenish' | 'new_item_application';

/** The review's statuses, the same in both documents' enums (replenishStatus, newItemStatus). */
export const inReview = { awaiting: 1, approved: 2, rejected: 3 } as const;

/** The buyer sees documents sent for review and those already decided; drafts and withdrawn ones stay the supplier's. */
export const buyerSees = [inReview.awaiting, inReview.approved, inReview.rejected] as const;

/** What a decision that cannot be taken says, in the document's own words. */
export interface ReviewSaid {
  changed: Said;
  notForReview: Said;
  required: Said;
}

type Trx = Transaction<Database>;

/**
 * The approval_log trail of one kind of reviewed document: each step written as it is taken, by the supplier or the
 * buyer, and the steps read back, oldest first, for the document's detail.
 */
export function reviewTrail(docType: ReviewedTable) {
  return {
    async log(trx: Trx, merchantId: number, id: number, from: number | null, to: number, actor: 'supplier' | 'buyer', actorId: number, comment: string | null = null) {
      await trx
        .insertInto('approval_log')
        .values({ merchant_id: merchantId, doc_type: docType, doc_id: id, from_status: from, to_status: to, actor_type: actor, actor_id: actorId, comment })
        .execute();
    },

    history(db: Kysely<Database>, id: number) {
      return db
        .selectFrom('approval_log')
        .select(['from_status as fromStatus', 'to_status as toStatus', 'actor_type as actorType', 'comment', 'at'])
        .where('doc_type', '=', docType)
        .where('doc_id', '=', id)
        .orderBy('at')
        .orderBy('id')
        .execute();
    },
  };
}

/**
 * Locks the document the buyer decides on: of the buyer's merchant, as of the version the buyer saw, still awaiting
 * review. One the buyer may not see looks missing; a newer version or a decided one says so (409).
 */
export async function lockAwaiting<T extends ReviewedTable>(trx: Trx, table: T, merchantId: number, input: { id: number; version: number }, said: ReviewSaid) {
  // Kysely types a table chosen at run time by the columns the tables share; the row is the caller's table's.
  const row = (await trx
    .selectFrom(table as ReviewedTable)
    .selectAll()
    .where('id', '=', input.id)
    .where('merchant_id', '=', merchantId)
    .where('status', 'in', [...buyerSees])
    .forUpdate()
    .executeTakeFirst()) as (Selectable<Database[T]> & { id: number; version: number; status: number; supplier_id: number }) | undefined;
  if (!row) throw BizError.notFound();
  if (row.version !== input.version) throw BizError.conflict(said.changed);
  if (row.status !== inReview.awaiting) throw BizError.conflict(said.notForReview);
  return row;
}

/**
 * The buyer sends the document back with a reason (required), as of the version the buyer saw: `decider` names who
 * decided and when in the table's own columns, and `then` does what else the rejection brings, in the same
 * transaction. The step is logged with the reason; the answer is the document as it now is.
 */
export async function rejectAwaiting<T extends ReviewedTable>(
  db: Kysely<Database>,
  table: T,
  merchantId: number,
  actorId: number,
  input: { id: number; version: number; reason: string },
  said: ReviewSaid,
  decider: UpdateObject<Database, T>,
  then?: (trx: Trx, row: Selectable<Database[T]>, reason: string) => Promise<void>,
) {
  const reason = input.reason.trim();
  if (!reason) throw BizError.invalid('reason', said.required);
  return db.transaction().execute(async (trx) => {
    const doc = await lockAwaiting(trx, table, merchantId, input, said);
    const row = (await trx
      .updateTable(table as ReviewedTable)
      .set({ status: inReview.rejected, version: sql`version + 1`, updated_at: sql`now()`, reject_reason: reason, ...(decider as UpdateObject<Database, ReviewedTable>) })
      .where('id', '=', doc.id)
      .where('supplier_id', '=', doc.supplier_id)
      .where('version', '=', input.version)
      .returningAll()
      .executeTakeFirstOrThrow()) as Selectable<Database[T]>;
    await reviewTrail(table).log(trx, merchantId, doc.id, inReview.awaiting, inReview.rejected, 'buyer', actorId, reason);
    await then?.(trx, row, reason);
    return row;
  });
}
