import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { businessToday } from '../../lib/businessDay';
import { startPeriodic } from '../../lib/periodicJob';
import { lockSources } from './queries/statementAnswer';
import { statement } from './statuses';

/**
 * Statements the supplier left unanswered confirm themselves on their deadline, where the merchant has turned this
 * on (merchant.recon_auto_confirm; the deadline is set from merchant.recon_confirm_days when the chain issues the
 * statement). The move is the same compare-and-set as a person's (status 0 only), so several server processes may
 * run the job at once and a supplier answering in the same instant still wins or loses cleanly.
 */
export async function autoConfirmDue(db: Kysely<Database>, today = businessToday()): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('reconciliation as r')
      .from('merchant as m')
      .set({ status: statement.confirmed, auto_confirmed: true, supplier_confirmed_at: sql`now()`, version: sql`r.version + 1`, updated_at: sql`now()` })
      .whereRef('m.id', '=', 'r.merchant_id')
      .where('m.recon_auto_confirm', '=', true)
      .where('r.status', '=', statement.pending)
      .where('r.deadline', '<=', today)
      .returning(['r.id', 'r.merchant_id', 'r.supplier_id'])
      .execute();
    if (!moved.length) return [];
    const ids = moved.map((r) => Number(r.id));
    // The sources of each supplier's statements, one supplier at a time (each statement names its tenant).
    for (const supplierId of new Set(moved.map((r) => r.supplier_id))) {
      await lockSources(trx, supplierId, moved.filter((r) => r.supplier_id === supplierId).map((r) => Number(r.id)));
    }
    await trx
      .insertInto('approval_log')
      .values(moved.map((r) => ({
        merchant_id: r.merchant_id, doc_type: 'reconciliation', doc_id: r.id, from_status: statement.pending, to_status: statement.confirmed,
        actor_type: 'system', actor_id: null, comment: 'auto-confirmed at the deadline',
      })))
      .execute();
    return ids;
  });
}

/** Minutes between runs: SCM_RECON_AUTO_CONFIRM_MINUTES (10); 0 turns the job off in this process. */
export function autoConfirmMinutes(env = process.env): number {
  const n = Number(env.SCM_RECON_AUTO_CONFIRM_MINUTES ?? 10);
  return Number.isFinite(n) && n >= 0 ? n : 10;
}

/** Runs the job shortly after start and then every `minutes` (lib/periodicJob.ts). */
export function startAutoConfirm(db: Kysely<Database>, minutes: number, log: (err: unknown) => void): () => Promise<void> {
  return startPeriodic(() => autoConfirmDue(db), minutes, log);
}
