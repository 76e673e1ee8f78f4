import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { businessToday, dayEnd, dayStart } from '../../lib/businessDay';
import { notify } from '../../lib/notify';
import { startPeriodic } from '../../lib/periodicJob';
import { deliveryMessages as msg, localTime } from './messages';
import { asnStatus } from './statuses';

/**
 * The day before a booked slot, the supplier's users (admin and sales) read a reminder in the message centre: which
 * notice, which store, when. One run at a time over all processes and replicas: a run holds a transaction-level
 * advisory lock, and a process that does not get it skips its turn (as housekeeping does). A booking is reminded
 * once: a reminder for it within the 48 hours before its slot (the earliest a day-before reminder can come) counts,
 * so a booking moved to another day is reminded again for its new slot.
 */

/** The advisory lock's key: a constant no other lock of this database uses ('scm-housekeeping' is 0x5c4d4b01). */
export const SLOT_REMINDER_LOCK_KEY = 0x5c4d_4b02;

export interface ReminderRun {
  /** false when another process held the lock: nothing was done here */
  ran: boolean;
  /** the notices reminded in this run */
  reminded: number[];
}

const addDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export async function remindTomorrowsSlots(db: Kysely<Database>, now = new Date()): Promise<ReminderRun> {
  return db.transaction().execute(async (trx) => {
    const locked = await sql<{ ok: boolean }>`select pg_try_advisory_xact_lock(${SLOT_REMINDER_LOCK_KEY}) as ok`.execute(trx);
    if (!locked.rows[0]!.ok) return { ran: false, reminded: [] };
    const tomorrow = addDay(businessToday(now));
    const { rows } = await sql<{ id: number; sheetNo: string; supplierId: number; slotStart: Date; branchName: string }>`
      select a.id, a.sheet_no as "sheetNo", a.supplier_id as "supplierId", a.slot_start as "slotStart", b.name as "branchName"
        from asn a join branch b on b.id = a.branch_id
       where a.status = ${asnStatus.booked} and a.slot_start >= ${dayStart(tomorrow)} and a.slot_start < ${dayEnd(tomorrow)}
         and not exists (select 1 from user_message m where m.doc_type = 'asn' and m.doc_id = a.id and m.kind = 'slotReminder'
                            and m.created_at > a.slot_start - interval '48 hours')
       order by a.slot_start, a.id`.execute(trx);
    for (const a of rows) {
      await notify(trx, {
        supplierId: a.supplierId, roles: [0, 1], kind: 'slotReminder', title: msg.reminderTitle(a.sheetNo, a.branchName, localTime(a.slotStart)),
        docType: 'asn', docId: a.id,
      });
    }
    return { ran: true, reminded: rows.map((r) => r.id) };
  });
}

/** Minutes between runs: SCM_SLOT_REMINDER_MINUTES (30); 0 turns the job off in this process. */
export function slotReminderMinutes(env = process.env): number {
  const n = Number(env.SCM_SLOT_REMINDER_MINUTES ?? 30);
  return Number.isFinite(n) && n >= 0 ? n : 30;
}

/** Runs the job shortly after start and then every `minutes` (lib/periodicJob.ts). */
export function startSlotReminders(db: Kysely<Database>, minutes: number, log: (err: unknown) => void): () => Promise<void> {
  return startPeriodic(() => remindTomorrowsSlots(db), minutes, log);
}
