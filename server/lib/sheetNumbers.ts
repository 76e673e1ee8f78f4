import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/types';
import { businessToday } from './businessDay';

/**
 * The next document number of a kind, as the seed writes them: prefix + branch code ('000' for the head office) +
 * yyyymmdd + a 4-digit sequence within that prefix and day. A transaction lock per merchant and prefix makes two
 * documents created at the same instant take different numbers (the lock ends with the transaction).
 */
export async function nextSheetNo(
  trx: Transaction<Database>,
  table: 'new_item_application' | 'self_replenish' | 'purchase_order' | 'purchase_in' | 'asn',
  merchantId: number,
  prefix: string,
  branchCode = '000',
): Promise<string> {
  await sql`select pg_advisory_xact_lock(hashtext(${`${table}:${merchantId}:${prefix}`}))`.execute(trx);
  const head = `${prefix}${branchCode}${businessToday().replace(/-/g, '')}`;
  const last = await sql<{ n: number | null }>`
    select max(substr(sheet_no, ${head.length + 1})::int) as n from ${sql.table(table)}
    where merchant_id = ${merchantId} and sheet_no like ${`${head}%`} and substr(sheet_no, ${head.length + 1}) ~ '^[0-9]{4}$'`.execute(trx);
  return `${head}${String((last.rows[0]?.n ?? 0) + 1).padStart(4, '0')}`;
}
