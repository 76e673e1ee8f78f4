import { sql, type Transaction, type UpdateObject } from 'kysely';
import type { Database } from '../db/types';
import { BizError } from './errors';
import type { Said } from './language';
import type { SupplierScope } from './scope';

/**
 * The compare-and-set move of a supplier's document from one status to another, and the approval_log line of a
 * supplier's answer. Orders, returns (and later statements) are answered the same way.
 */

/** Tables of documents a supplier answers: they carry supplier, merchant, status and version. */
export type AnsweredTable = 'purchase_order' | 'purchase_out' | 'reconciliation' | 'settlement';

export interface Move {
  id: number;
  /** The version the supplier's screen showed: the move only applies to the document as it was read. */
  version: number;
  from: number;
  to: number;
}

/**
 * Moves the document from `move.from` to `move.to` with `changes`, if nobody moved or changed it since the screen
 * was read. Of any number of concurrent moves exactly one gets the row back; undefined tells the others.
 */
export function moveDocument<T extends AnsweredTable>(
  trx: Transaction<Database>,
  table: T,
  scope: SupplierScope,
  move: Move,
  changes: UpdateObject<Database, T>,
) {
  // Kysely can only type an update of a table chosen at run time by the columns the tables share; `changes` has
  // already been checked against the caller's own table by this function's signature.
  const ownChanges = changes as UpdateObject<Database, AnsweredTable>;
  return trx
    .updateTable(table as AnsweredTable)
    .set({ status: move.to, version: sql`version + 1`, updated_at: sql`now()`, ...ownChanges })
    .where('id', '=', move.id)
    .where('supplier_id', '=', scope.supplierId)
    .where('merchant_id', '=', scope.merchantId)
    .where('status', '=', move.from)
    .where('version', '=', move.version)
    .returning(['id', 'status', 'version'])
    .executeTakeFirst();
}

/** What a supplier's answer that lost its compare-and-set says: `changed` while it still sees the document. */
export interface LostMove {
  /** the statuses in which the supplier sees the document */
  visible: readonly number[];
  changed: Said;
}

/**
 * The supplier's answer moves its document (moveDocument), or throws why it could not: the supplier still sees the
 * document, so someone moved or changed it first (409 with `changed`); otherwise it is not this supplier's to
 * answer, which looks exactly like a missing document (404).
 */
export async function answerMove<T extends AnsweredTable>(
  trx: Transaction<Database>,
  table: T,
  scope: SupplierScope,
  move: Move,
  changes: UpdateObject<Database, T>,
  lost: LostMove,
) {
  const moved = await moveDocument(trx, table, scope, move, changes);
  if (moved) return moved;
  const seen = await trx
    .selectFrom(table as AnsweredTable)
    .select('id')
    .where('id', '=', move.id)
    .where('supplier_id', '=', scope.supplierId)
    .where('merchant_id', '=', scope.merchantId)
    .where('status', 'in', [...lost.visible])
    .executeTakeFirst();
  throw seen ? BizError.conflict(lost.changed) : BizError.notFound();
}

/** The audit line of a supplier's answer; `comment` is the reason or remark the supplier gave, if any. */
export async function logSupplierAnswer(
  trx: Transaction<Database>,
  scope: SupplierScope,
  docType: AnsweredTable,
  move: Pick<Move, 'id' | 'from' | 'to'>,
  comment: string | null,
): Promise<void> {
  await trx
    .insertInto('approval_log')
    .values({
      merchant_id: scope.merchantId,
      doc_type: docType,
      doc_id: move.id,
      from_status: move.from,
      to_status: move.to,
      actor_type: 'supplier',
      actor_id: scope.userId,
      comment,
    })
    .execute();
}
