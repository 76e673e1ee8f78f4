import { sql, type Transaction, type UpdateObject } from 'kysely';
import type { Database } from '../../db/types';
import type { SupplierScope } from './scope';

/** What a supplier's answer to an order or a return shares: the compare-and-set move and its approval_log line. */

/** Both kinds wait for the supplier's answer in status 2 (domain.md §3.1, §3.3). */
const awaitingSupplier = 2;

type AnsweredTable = 'purchase_order' | 'purchase_out';

export interface Answer {
  id: number;
  /** The version the supplier's screen showed: the answer only applies to the document as it was read. */
  version: number;
  toStatus: number;
}

/**
 * Moves the document from awaiting to `answer.toStatus` with `changes`, if nobody moved or changed it since the
 * screen was read. Of any number of concurrent answers exactly one gets the row back; undefined tells the others.
 */
export function moveAwaitingDoc<T extends AnsweredTable>(
  trx: Transaction<Database>,
  table: T,
  scope: SupplierScope,
  answer: Answer,
  changes: UpdateObject<Database, T>,
) {
  // Kysely can only type an update of a table chosen at run time by the columns both tables share; `changes` has
  // already been checked against the caller's own table by this function's signature.
  const ownChanges = changes as UpdateObject<Database, AnsweredTable>;
  return trx
    .updateTable(table as AnsweredTable)
    .set({ status: answer.toStatus, version: sql`version + 1`, updated_at: sql`now()`, ...ownChanges })
    .where('id', '=', answer.id)
    .where('supplier_id', '=', scope.supplierId)
    .where('merchant_id', '=', scope.merchantId)
    .where('status', '=', awaitingSupplier)
    .where('version', '=', answer.version)
    .returning(['id', 'status', 'version'])
    .executeTakeFirst();
}

/** The audit line of a supplier's answer; `comment` is the reason or remark the supplier gave, if any. */
export async function logSupplierAnswer(
  trx: Transaction<Database>,
  scope: SupplierScope,
  docType: AnsweredTable,
  docId: number,
  toStatus: number,
  comment: string | null,
): Promise<void> {
  await trx
    .insertInto('approval_log')
    .values({
      merchant_id: scope.merchantId,
      doc_type: docType,
      doc_id: docId,
      from_status: awaitingSupplier,
      to_status: toStatus,
      actor_type: 'supplier',
      actor_id: scope.userId,
      comment,
    })
    .execute();
}
