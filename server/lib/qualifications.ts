import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import { businessToday } from './businessDay';
import { ownedBySql, type SupplierScope } from './scope';

/** Days before expiry from which a qualification document counts as expiring (the list flags it, home warns). */
export const EXPIRING_DAYS = 30;

/** How many of the supplier's qualification documents expire within 30 days, and how many have expired, today. */
export async function qualificationCounts(db: Kysely<Database>, scope: SupplierScope) {
  const today = businessToday();
  const { rows } = await sql<{ expiring: number; expired: number }>`
    select count(*) filter (where q.valid_to >= ${today}::date and q.valid_to < ${today}::date + ${EXPIRING_DAYS}::int)::int as expiring,
           count(*) filter (where q.valid_to < ${today}::date)::int as expired
      from supplier_qualification q where ${ownedBySql('q', scope)}`.execute(db);
  return rows[0]!;
}
