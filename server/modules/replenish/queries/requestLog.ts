import type { Transaction } from 'kysely';
import type { Database } from '../../../db/types';

/** What the supplier's and the buyer's replenishment writes share: the answer of a move (each step's log is rules.ts's trail). */

export type Trx = Transaction<Database>;

export const movedColumns = ['id', 'status', 'version', 'sheet_no', 'generated_po_id'] as const;
export const moved = (r: { id: number; status: number; version: number; sheet_no: string; generated_po_id: number | null }) => ({
  id: r.id,
  status: r.status,
  version: r.version,
  sheetNo: r.sheet_no,
  generatedPoId: r.generated_po_id,
});
