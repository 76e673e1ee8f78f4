import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../../db/types';
import { inBossScope, type BossScope } from '../../../lib/bossScope';

/** A branch with a dock: the distribution centre and the stores receive trucks; the head office and the regions do not. */
export const hasDock = (alias: string): RawBuilder<boolean> => sql<boolean>`${sql.ref(`${alias}.type`)} in (2, 3, 4)`;

/**
 * The active branches with a dock in the caller's scope, for the store pickers of the dock screens (the schedule, the
 * week, today's trucks): a branch the picker offers is one those screens answer for, never the head office or a
 * region (404 there) nor a branch outside the caller's scope. In code order, as the common branch picker.
 */
export async function dockBranches(db: Kysely<Database>, scope: BossScope) {
  const { rows } = await sql<{ id: number; code: string; name: string; shortName: string | null; type: number }>`
    select b.id, b.code, b.name, b.short_name as "shortName", b.type
      from branch b
     where ${hasDock('b')} and b.status = 0 and ${inBossScope('b', scope, 'id')}
     order by b.code`.execute(db);
  return rows;
}
