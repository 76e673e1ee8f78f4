import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { businessToday } from '../../../lib/businessDay';
import { ownedBySql, type SupplierScope } from '../../../lib/scope';

/** Days before expiry from which a qualification document is flagged on home (as on the qualification list). */
const EXPIRING_DAYS = 30;

/** The supplier's qualification documents expiring within 30 days and already expired, counted from valid_to today. */
export async function qualificationAttention(db: Kysely<Database>, scope: SupplierScope) {
  const today = businessToday();
  const { rows } = await sql<{ expiring: number; expired: number }>`
    select count(*) filter (where q.valid_to >= ${today}::date and q.valid_to < ${today}::date + ${EXPIRING_DAYS}::int)::int as expiring,
           count(*) filter (where q.valid_to < ${today}::date)::int as expired
      from supplier_qualification q where ${ownedBySql('q', scope)}`.execute(db);
  return rows[0]!;
}
