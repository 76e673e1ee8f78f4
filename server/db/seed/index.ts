import { sql, type Kysely } from 'kysely';
import type { Database } from '../types';
import { scales, type Scale } from './params';
import { finishSupplierNames, seedParties, seedUsers } from './parties';
import { seedItems } from './items';
import { catalog } from './catalog';
import { seedOrders } from './orders';
import { seedReceipts, seedReturns } from './receipts';
import { seedDelivery } from './delivery';
import { seedBossSide, seedMembersAndDevices, seedCards } from './boss';
import { seedSales } from './sales';
import { seedReplenish } from './replenish';
import { seedFees, seedReconciliations } from './recon';
import { seedPayableFlow, seedSettlements } from './settle';
import { seedFinanceSheets } from './financeSheets';
import { seedFeedback, seedNewItems } from './workflow';
import { seedApprovalLog } from './audit';
import { seedGoodsFacts, seedStock } from './stock';
import { seedMessages } from './messages';
import { resetSequences, run, type Tx } from './sqlkit';

export type { Scale } from './params';

export interface SeedOptions {
  scale: Scale;
  /** Progress lines (step name and seconds); silent when omitted. */
  log?: (message: string) => void;
}

/** True once the demo merchant exists; the seed is all-or-nothing (one transaction), so that means fully seeded. */
export async function isSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('merchant').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * The seed builds every reference itself, so per-row foreign-key triggers only cost time (a third of the run).
 * Only a superuser may skip them (always so with the embedded server); on a managed server the checks simply run.
 */
async function skipForeignKeyChecks(tx: Tx): Promise<void> {
  await run(tx, `savepoint fk`);
  try {
    await run(tx, `set local session_replication_role = replica`);
    await run(tx, `release savepoint fk`);
  } catch {
    await run(tx, `rollback to savepoint fk`);
  }
}

/**
 * Fills an empty, migrated database with deterministic demo data (domain.md §5) in one transaction.
 * Dates are relative to current_date, so the data always looks recent.
 */
export async function seed(db: Kysely<Database>, opts: SeedOptions): Promise<void> {
  const p = scales[opts.scale];
  const log = opts.log ?? (() => {});
  const started = Date.now();
  await db.transaction().execute(async (tx) => {
    // Nothing here needs to survive a crash half-way; the transaction either lands whole or not at all.
    await run(tx, `set local synchronous_commit = off`);
    await run(tx, `set local work_mem = '128MB'`);
    await skipForeignKeyChecks(tx);
    const steps: [string, () => Promise<void>][] = [
      ['parties', () => seedParties(tx, p)],
      ['users', () => seedUsers(tx, p)],
      ['items', () => seedItems(tx, p)],
      ['supplier names', () => finishSupplierNames(tx, catalog.map((t) => t.trade))],
      ['members and devices', () => seedMembersAndDevices(tx, p)],
      ['sales', () => seedSales(tx, p)],
      ['purchase orders', () => seedOrders(tx, p)],
      ['receipts', () => seedReceipts(tx)],
      ['returns', () => seedReturns(tx)],
      ['delivery appointments', () => seedDelivery(tx)],
      ['self-replenishment', () => seedReplenish(tx, p)],
      ['fees', () => seedFees(tx, p)],
      ['reconciliations', () => seedReconciliations(tx, p)],
      ['settlements', () => seedSettlements(tx)],
      ['payable flow', () => seedPayableFlow(tx)],
      ['finance source sheets', () => seedFinanceSheets(tx, p)],
      ['new-item applications', () => seedNewItems(tx, p)],
      ['feedback', () => seedFeedback(tx, p)],
      ['approval log', () => seedApprovalLog(tx)],
      ['stock', () => seedStock(tx, p)],
      ['goods facts', () => seedGoodsFacts(tx, p)],
      ['cards', () => seedCards(tx, p)],
      ['boss side', () => seedBossSide(tx, p)],
      // Triggers are off during the seed: the sales reports' daily rollup (migration 006) is built once from the lines.
      ['sales rollup', () => run(tx, `select sale_day_rebuild()`)],
      ['messages', () => seedMessages(tx)],
      ['sequences', () => resetSequences(tx)],
    ];
    for (const [name, step] of steps) {
      const t = Date.now();
      await step();
      log(`seed ${name}: ${((Date.now() - t) / 1000).toFixed(1)} s`);
    }
  });
  await sql`analyze`.execute(db);
  log(`seed ${p.scale} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
