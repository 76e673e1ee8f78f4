import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../db/types';
import type { AuthContext } from '../../../lib/auth';
import { answerMove, logSupplierAnswer } from '../../../lib/documentMove';
import { BizError } from '../../../lib/errors';
import type { SupplierScope } from '../../../lib/scope';
import { claimUploads } from '../../../lib/uploads';
import { financeMessages } from '../messages';
import type { StatementAnswerInput } from '../schemas';
import { reconLink, statement, statementVisible } from '../statuses';

/**
 * Locks the receipts and returns behind a confirmed statement: they read "in statement" (recon_status 1), which is
 * what keeps the chain from reversing them (domain.md §3.2, §3.4) while the statement stands.
 */
export async function lockSources(trx: Transaction<Database>, supplierId: number, reconIds: number[]): Promise<void> {
  if (!reconIds.length) return;
  for (const table of ['purchase_in', 'purchase_out'] as const) {
    await trx.updateTable(table).set({ recon_status: reconLink.inStatement })
      .where('supplier_id', '=', supplierId).where('reconciliation_id', 'in', reconIds).where('recon_status', '=', reconLink.open).execute();
  }
}

/**
 * The supplier confirms a pending statement (0→1, locking its sources) or disputes it with a reason and optional
 * photos of evidence (0→2). Compare-and-set on status and version: of simultaneous answers exactly one moves it.
 */
export async function answerStatement(db: Kysely<Database>, auth: AuthContext, scope: SupplierScope, input: StatementAnswerInput) {
  const confirming = input.action === 'confirm';
  const reason = input.reason?.trim() ?? '';
  const photos = input.photos ?? [];
  if (!confirming && (reason.length < 1 || reason.length > 200)) throw BizError.invalid('reason', financeMessages.reasonRequired);
  if (confirming && photos.length) throw BizError.invalid('photos', financeMessages.noPhotosWithConfirm);
  const move = { id: input.id, version: input.version, from: statement.pending, to: confirming ? statement.confirmed : statement.disputed };
  return db.transaction().execute(async (trx) => {
    const changes = confirming
      ? { supplier_confirmed_at: sql<Date>`now()`, supplier_confirmed_by: scope.userId, dispute_reason: null, dispute_photos: '[]' }
      : { dispute_reason: reason, dispute_photos: JSON.stringify(photos), supplier_confirmed_by: scope.userId };
    // Answered already, or changed by the chain (409); or not this supplier's to answer (404).
    const moved = await answerMove(trx, 'reconciliation', scope, move, changes, { visible: statementVisible, changed: financeMessages.statementChanged });
    if (confirming) await lockSources(trx, scope.supplierId, [input.id]);
    else await claimUploads(trx, auth, photos, { kind: 'reconciliation', id: String(input.id) }, 'photos');
    await logSupplierAnswer(trx, scope, 'reconciliation', move, confirming ? null : reason);
    return moved;
  });
}
