import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/types';
import { businessToday } from './businessDay';

/** The document tables numbered here, each by its own sequences (as the table's own unique key reads them). */
export type NumberedTable = 'new_item_application' | 'self_replenish' | 'purchase_order' | 'purchase_in' | 'asn';

/**
 * The next document number of a kind, as the seed writes them: prefix + branch code ('000' for the head office) +
 * yyyymmdd (the business day) + a sequence of at least 4 digits within that table, prefix, branch and day.
 *
 * The sequence comes from the key's row in `sheet_counter` (migration 032), bumped by one `update … returning`
 * inside the caller's transaction. The row's lock, held until that transaction ends, makes a second creation of the
 * same key wait and then take the next number; a creation that rolls back takes its bump with it, so its number is
 * issued again (no gaps from failed creations). Nothing reads the document table on this path: on Citus it is one
 * single-shard statement (the table goes by merchant_id), not a read over every supplier's shard.
 *
 * The first number of a key (its row does not exist yet: a new day, branch or prefix) starts after the highest
 * number of that key already in the document table, read once, when the row is made. Why there and not in the
 * migration or the seed: documents get numbers from elsewhere than here (the seed writes today's documents, an
 * older build may still number by max() + 1 until the upgrade is done, tests insert them), and a row made from a
 * snapshot would lag them; read when the row is made, the start holds whatever wrote the documents before.
 * Two first uses at once both find no row and may read the same highest number: their inserts meet on the primary
 * key, the second waits for the first to commit and, by `on conflict … do update`, bumps the first's row instead
 * (if the first rolls back, the second's insert goes in as it was): both numbers differ.
 *
 * Past 9999 in a day the sequence goes on with 5 digits (…10000, …10001): every number stays distinct, and
 * sheet_no (varchar(32)) holds it. The old max() read only 4-digit sequences, so past 9999 it issued …10000 again
 * and again; the first-use read here counts longer sequences too.
 */
export async function nextSheetNo(
  trx: Transaction<Database>,
  table: NumberedTable,
  merchantId: number,
  prefix: string,
  branchCode = '000',
): Promise<string> {
  const day = businessToday();
  const head = `${prefix}${branchCode}${day.replace(/-/g, '')}`;
  const numbered = (seq: number) => `${head}${String(seq).padStart(4, '0')}`;
  const bumped = await trx
    .updateTable('sheet_counter')
    .set((eb) => ({ last_seq: eb('last_seq', '+', 1) }))
    .where('merchant_id', '=', merchantId)
    .where('doc_table', '=', table)
    .where('prefix', '=', prefix)
    .where('branch_code', '=', branchCode)
    .where('day', '=', day)
    .returning('last_seq')
    .executeTakeFirst();
  if (bumped) return numbered(bumped.last_seq);

  // The key's first number: after the highest of the key already written (4 to 9 digits: it fits an int).
  const last = await sql<{ n: number | null }>`
    select max(substr(sheet_no, ${head.length + 1})::int) as n from ${sql.table(table)}
    where merchant_id = ${merchantId} and sheet_no like ${`${head}%`} and substr(sheet_no, ${head.length + 1}) ~ '^[0-9]{4,9}$'`.execute(trx);
  const made = await trx
    .insertInto('sheet_counter')
    .values({ merchant_id: merchantId, doc_table: table, prefix, branch_code: branchCode, day, last_seq: (last.rows[0]?.n ?? 0) + 1 })
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'doc_table', 'prefix', 'branch_code', 'day']).doUpdateSet((eb) => ({ last_seq: eb('sheet_counter.last_seq', '+', 1) })),
    )
    .returning('last_seq')
    .executeTakeFirstOrThrow();
  return numbered(made.last_seq);
}
