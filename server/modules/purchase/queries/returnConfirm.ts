import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { answerMove, logSupplierAnswer } from '../../../lib/documentMove';
import { BizError } from '../../../lib/errors';
import type { SupplierScope } from '../../../lib/scope';
import { purchaseMessages } from '../messages';
import type { OutConfirmInput } from '../schemas';
import { answer, outVisibleStatuses } from '../statuses';

/** The supplier agrees to take goods back (2→3) or refuses with a reason (2→4); compare-and-set on status and version. */
export async function saveReturnConfirm(db: Kysely<Database>, scope: SupplierScope, input: OutConfirmInput) {
  const move = { id: input.id, version: input.version, from: answer.awaiting, to: input.action === 'confirm' ? answer.confirmed : answer.refused };
  const reason = input.reason?.trim() ?? '';
  if (move.to === answer.refused && (reason.length < 1 || reason.length > 200)) throw BizError.invalid('reason', purchaseMessages.reasonRequired);
  return db.transaction().execute(async (trx) => {
    const changes = move.to === answer.confirmed ? { supplier_confirmed_at: sql<Date>`now()`, supplier_confirmed_by: scope.userId } : { supplier_reject_reason: reason };
    // Moved on (409) or not this supplier's to answer (404).
    const moved = await answerMove(trx, 'purchase_out', scope, move, changes, { visible: outVisibleStatuses, changed: purchaseMessages.returnChanged });
    await logSupplierAnswer(trx, scope, 'purchase_out', move, move.to === answer.refused ? reason : null);
    return moved;
  });
}
