import type { Transaction } from 'kysely';
import type { Database } from '../../../db/types';
import { DOC_TYPE } from '../rules';

/** What the supplier's and the buyer's replenishment writes share: the answer of a move and the approval log of each step. */

export type Trx = Transaction<Database>;

export const movedColumns = ['id', 'status', 'version', 'sheet_no', 'generated_po_id'] as const;
export const moved = (r: { id: number; status: number; version: number; sheet_no: string; generated_po_id: number | null }) => ({
  id: r.id,
  status: r.status,
  version: r.version,
  sheetNo: r.sheet_no,
  generatedPoId: r.generated_po_id,
});

export async function log(trx: Trx, merchantId: number, id: number, from: number | null, to: number, actor: 'supplier' | 'buyer', actorId: number, comment: string | null = null) {
  await trx
    .insertInto('approval_log')
    .values({ merchant_id: merchantId, doc_type: DOC_TYPE, doc_id: id, from_status: from, to_status: to, actor_type: actor, actor_id: actorId, comment })
    .execute();
}
