import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../../db/types';

/** A branch with a dock: the distribution centre and the stores receive trucks; the head office and the regions do not. */
export const hasDock = (alias: string): RawBuilder<boolean> => sql<boolean>`${sql.ref(`${alias}.type`)} in (2, 3, 4)`;

/**
 * The active branches with a dock among `inScope` (a condition on branch b: the boss's merchant and branch scope, or
 * the supplier's chain), for the store pickers of the dock screens (the schedule, the week, today's trucks) and of the
 * supplier's shipping notices: a branch offered is one those screens answer for, never the head office or a region
 * (no dock: 404 on the schedule, no slot to book). In code order, as the common branch picker.
 */
export async function dockBranches(db: Kysely<Database>, inScope: RawBuilder<boolean>) {
  const { rows } = await sql<{ id: number; code: string; name: string; shortName: string | null; type: number }>`
    select b.id, b.code, b.name, b.short_name as "shortName", b.type
      from branch b
     where ${hasDock('b')} and b.status = 0 and ${inScope}
     order by b.code`.execute(db);
  return rows;
}
