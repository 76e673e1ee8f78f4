import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../db/types';
import type { AlertSource } from '../../../lib/alerts/channel';
import { businessToday, dayStart } from '../../../lib/businessDay';
import { isHighValue, type DropReason, type IntakePolicy } from '../intakePolicy';
import type { CollectRecord } from '../schemas';
import { eventRow, type EventRow } from './events';

/*
 * The monitoring intake's admission (intakePolicy.ts says why), counted in `monitor_intake` so every process and
 * replica shares the caps and the budget: each count is one atomic upsert. Two processes admitting at the same
 * instant may both see the budget not yet full and store one batch (at most 60 records) more than it; the caps and
 * the counts themselves are exact.
 */

type Db = Kysely<Database> | Transaction<Database>;

export interface Sender {
  address: string;
  device: string;
}

export interface Admission {
  stored: number;
  dropped: Partial<Record<DropReason, number>>;
}

/** Adds a batch to a sender counter of today; answers the records counted before it. */
async function countReceived(db: Db, day: string, scope: 'address' | 'device', key: string, records: number, bytes: number): Promise<number> {
  const r = await sql<{ before: number }>`
    insert into monitor_intake as m (day, scope, key, records, bytes) values (${day}, ${scope}, ${key}, ${records}, ${bytes})
    on conflict (day, scope, key) do update set records = m.records + excluded.records, bytes = m.bytes + excluded.bytes
    returning (m.records - ${records})::int as before`.execute(db);
  return r.rows[0].before;
}

async function addTo(db: Db, day: string, scope: 'stored' | 'dropped', key: string, records: number, bytes: number): Promise<void> {
  if (records === 0 && bytes === 0) return;
  await sql`insert into monitor_intake as m (day, scope, key, records, bytes) values (${day}, ${scope}, ${key}, ${records}, ${bytes})
    on conflict (day, scope, key) do update set records = m.records + excluded.records, bytes = m.bytes + excluded.bytes`.execute(db);
}

async function storedToday(db: Db, day: string): Promise<{ records: number; bytes: number }> {
  const r = await db
    .selectFrom('monitor_intake')
    .select(['records', 'bytes'])
    .where('day', '=', day)
    .where('scope', '=', 'stored')
    .where('key', '=', '')
    .executeTakeFirst();
  return { records: Number(r?.records ?? 0), bytes: Number(r?.bytes ?? 0) };
}

/** Deletes up to `n` of today's oldest low-value records, to make room; answers what went. */
async function evictOldestLowValue(db: Db, day: string, n: number): Promise<{ records: number; bytes: number }> {
  if (n === 0) return { records: 0, bytes: 0 };
  const r = await sql<{ records: number; bytes: number }>`
    with gone as (
      delete from monitor_event where id in (
        select id from monitor_event where value = 0 and received_at >= ${dayStart(day)} order by received_at limit ${n}
        for update skip locked)
      returning bytes)
    select count(*)::int as records, coalesce(sum(bytes), 0)::int as bytes from gone`.execute(db);
  return r.rows[0];
}

interface Candidate {
  row: EventRow;
  high: boolean;
}

/**
 * Takes in one collection call: caps first (a flooding address or device is cut off whatever the budget), then the
 * budget (sampling low-value records past `samplingFrom` of it; when it is full, high-value records replace the day's
 * oldest low-value ones). Answers what was stored and what was dropped, by reason.
 */
export async function admitRecords(db: Kysely<Database>, policy: IntakePolicy, sender: Sender, records: CollectRecord[], who: AlertSource): Promise<Admission> {
  if (records.length === 0) return { stored: 0, dropped: {} };
  const day = businessToday();
  // High-value records first: when a cap cuts the batch, errors are what is kept.
  const candidates: Candidate[] = records
    .map((r) => ({ row: eventRow(r, who, isHighValue(r) ? 1 : 0), high: isHighValue(r) }))
    .sort((a, b) => Number(b.high) - Number(a.high));
  const dropped: Partial<Record<DropReason, number>> = {};
  const drop = (reason: DropReason, n: number) => {
    if (n > 0) dropped[reason] = (dropped[reason] ?? 0) + n;
  };
  const bytesOf = (cs: Candidate[]) => cs.reduce((sum, c) => sum + c.row.bytes, 0);

  const total = bytesOf(candidates);
  const byAddress = policy.perAddressRecords - (await countReceived(db, day, 'address', sender.address, candidates.length, total));
  const byDevice = policy.perDeviceRecords - (await countReceived(db, day, 'device', sender.device, candidates.length, total));
  const allowed = Math.max(0, Math.min(candidates.length, byAddress, byDevice));
  drop(byAddress <= byDevice ? 'address_cap' : 'device_cap', candidates.length - allowed);

  const used = await storedToday(db, day);
  const share = () => Math.max(used.records / policy.dailyRecords, used.bytes / policy.dailyBytes);
  const keep: Candidate[] = [];
  const needRoom: Candidate[] = [];
  for (const c of candidates.slice(0, allowed)) {
    if (share() >= 1) {
      if (c.high) needRoom.push(c);
      else drop('over_budget', 1);
      continue;
    }
    if (!c.high && share() >= policy.samplingFrom && Math.random() * policy.sampleOneIn >= 1) {
      drop('sampled', 1);
      continue;
    }
    keep.push(c);
    used.records += 1;
    used.bytes += c.row.bytes;
  }

  return db.transaction().execute(async (trx) => {
    const evicted = await evictOldestLowValue(trx, day, needRoom.length);
    drop('evicted', evicted.records);
    const replacing = needRoom.slice(0, evicted.records);
    drop('over_budget', needRoom.length - replacing.length);
    const stored = [...keep, ...replacing];
    if (stored.length) await trx.insertInto('monitor_event').values(stored.map((c) => c.row)).execute();
    await addTo(trx, day, 'stored', '', stored.length - evicted.records, bytesOf(stored) - evicted.bytes);
    for (const [reason, n] of Object.entries(dropped)) await addTo(trx, day, 'dropped', reason, n, 0);
    return { stored: stored.length, dropped };
  });
}

/** What the intake stored and dropped (by reason) on `day`, over every sender. */
export async function intakeToday(db: Db, day: string) {
  const rows = await db
    .selectFrom('monitor_intake')
    .select(['scope', 'key', 'records'])
    .where('day', '=', day)
    .where('scope', 'in', ['stored', 'dropped'])
    .execute();
  const count = (scope: string, key: string) => Number(rows.find((r) => r.scope === scope && r.key === key)?.records ?? 0);
  return {
    storedToday: count('stored', ''),
    dropped: {
      addressCap: count('dropped', 'address_cap'),
      deviceCap: count('dropped', 'device_cap'),
      sampled: count('dropped', 'sampled'),
      overBudget: count('dropped', 'over_budget'),
      evicted: count('dropped', 'evicted'),
    },
  };
}

/** Intake counters of days before last week: the caps and the budget are daily, App health looks back a day. */
export async function pruneIntakeCounters(db: Db): Promise<number> {
  const r = await db.deleteFrom('monitor_intake').where('day', '<', sql<string>`current_date - 7`).executeTakeFirst();
  return Number(r.numDeletedRows);
}
