import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import type { BossScope } from '../../../lib/bossScope';
import { pageClause } from '../../../lib/paging';
import type { TodayListInput } from '../schemas';
import { dockToday } from './attention';
import { dockBranch } from './dock';
import { todayCondition, todaysTrucks } from './todayTrucks';

/**
 * Today's trucks across the chain's docks (or at one branch), as a figure of the home tile counts them: every store's
 * notices in slot order, each naming its store and supplier, with the tile's figures of the same branches for the
 * tabs.
 */
export async function todayList(db: Kysely<Database>, scope: BossScope, input: TodayListInput) {
  // Another merchant's branch, or one outside the caller's scope, is missing (404), as on the store's schedule.
  if (input.branchId !== undefined) await dockBranch(db, scope, input.branchId);
  const where = sql`${todaysTrucks(scope, input.branchId)} and ${todayCondition(input.state)}`;
  const { rows } = await sql<{
    id: number; sheetNo: string; branchId: number; branchName: string; supplierName: string; status: number; arrival: number;
    arrivedAt: Date | null; slotStart: Date; slotEnd: Date; cases: number; pallets: number; plate: string | null;
  }>`
    select a.id, a.sheet_no as "sheetNo", a.branch_id as "branchId", b.name as "branchName", s.name as "supplierName", a.status, a.arrival,
           a.arrived_at as "arrivedAt", a.slot_start as "slotStart", a.slot_end as "slotEnd", a.cases, a.pallets, a.plate
      from asn a join branch b on b.id = a.branch_id join supplier s on s.id = a.supplier_id
     where ${where}
     order by a.slot_start, b.name, a.id
     ${pageClause(input)}`.execute(db);
  // The total is the tab's own figure: the same count the home tile shows.
  const counts = await dockToday(db, scope, input.branchId);
  return { rows, total: counts[input.state], counts };
}
