import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { BizError } from '../../../lib/errors';
import type { Lang, Said } from '../../../lib/language';
import { inBossScope, oneBranch, type BossScope } from '../bossScope';
import { deviceSaid } from '../messages';
import type { DeviceListInput } from '../deviceSchemas';

/*
 * Devices and live streams. Every change is a compare-and-set on the device's `version` and on the state it
 * starts from, in one UPDATE: of any number of parallel calls exactly one gets the row back. The others (and a
 * move the state does not allow: binding a bound device, stopping a stopped stream) answer 409 with the reason.
 *
 *   bind     bound=false            → bound=true, online, at a branch of the scope
 *   unbind   bound=true             → bound=false (live stopped, AI analysis off)
 *   openMind camera, bound, online, AI off → AI on
 *   startLive camera, bound, online, not live → live
 *   stopLive live                   → not live
 *   rename   any                    → new name
 */

export interface DeviceRow {
  id: number;
  branchId: number;
  branchName: string;
  type: string;
  sn: string;
  name: string;
  status: number;
  bound: boolean;
  aiEnabled: boolean;
  liveStatus: number;
  liveStartedAt: string | null;
  lastHeartbeat: string | null;
  version: number;
  hasStream: boolean;
}

const columns = sql`d.id::int as id, d.branch_id::int as "branchId", b.name as "branchName", d.type, d.sn, d.name, d.status::int as status,
  d.bound, d.ai_enabled as "aiEnabled", d.live_status::int as "liveStatus", d.live_started_at as "liveStartedAt",
  d.last_heartbeat as "lastHeartbeat", d.version, d.stream_key is not null as "hasStream"`;

/** Where the player reads a live camera's stream (served by the device routes, only while it is live). */
export const streamUrl = (id: number) => `/mobile/api/administer/device/live/${id}/index.m3u8`;

const present = (d: DeviceRow) => ({ ...d, streamUrl: d.liveStatus === 1 ? streamUrl(d.id) : null });

/** The rows of each state, as the list's counts (online, unbound) count them: offline is every other bound one. */
const inState = { online: sql`and d.bound and d.status = 0`, offline: sql`and d.bound and d.status <> 0`, unbound: sql`and not d.bound` } as const;

export async function listDevices(db: Kysely<Database>, scope: BossScope, input: DeviceListInput) {
  const kw = input.keyword ? `%${input.keyword}%` : null;
  const where = sql`${inBossScope('d', scope)} ${oneBranch('d', input.branchId)}
    ${input.type ? sql`and d.type = ${input.type}` : sql``}
    ${input.bound === undefined ? sql`` : sql`and d.bound = ${input.bound}`}
    ${input.state ? inState[input.state] : sql``}
    ${kw ? sql`and (d.name ilike ${kw} or d.sn ilike ${kw})` : sql``}`;
  const [{ rows }, { rows: counts }] = await Promise.all([
    sql<DeviceRow>`select ${columns} from device d join branch b on b.id = d.branch_id where ${where}
      order by d.bound, b.code, d.type, d.sn limit ${input.pageSize} offset ${(input.pageNum - 1) * input.pageSize}`.execute(db),
    sql<{ total: number; live: number; online: number; unbound: number }>`select count(*)::int as total,
      count(*) filter (where d.live_status = 1)::int as live, count(*) filter (where d.status = 0 and d.bound)::int as online,
      count(*) filter (where not d.bound)::int as unbound
      from device d where ${where}`.execute(db),
  ]);
  return { rows: rows.map(present), ...counts[0] };
}

export async function readDevice(db: Kysely<Database>, scope: BossScope, id: number): Promise<DeviceRow | undefined> {
  const { rows } = await sql<DeviceRow>`select ${columns} from device d join branch b on b.id = d.branch_id
    where d.id = ${id} and ${inBossScope('d', scope)}`.execute(db);
  return rows[0];
}

export async function deviceDetail(db: Kysely<Database>, scope: BossScope, id: number, lang: Lang) {
  const d = await readDevice(db, scope, id);
  if (!d) throw BizError.notFound();
  return { ...present(d), ...openCheck(d, lang) };
}

/** Why a device cannot be opened (watched live or analysed), or null when it can. */
export function whyNotOpen(d: DeviceRow): Said | null {
  if (d.type !== 'CAMERA') return deviceSaid.notCamera;
  if (!d.bound) return deviceSaid.notBound;
  if (d.status === 2) return deviceSaid.fault;
  if (d.status !== 0) return deviceSaid.offline;
  if (!d.hasStream) return deviceSaid.noStream;
  return null;
}

/** Whether the device can be opened and, if not, why (in the caller's language). */
function openCheck(d: DeviceRow, lang: Lang) {
  const reason = whyNotOpen(d);
  return { canOpen: reason === null, reason: reason ? reason[lang] : null };
}

export async function checkOpen(db: Kysely<Database>, scope: BossScope, id: number, lang: Lang) {
  const d = await readDevice(db, scope, id);
  if (!d) throw BizError.notFound();
  return { id: d.id, version: d.version, ...openCheck(d, lang) };
}

/** The state a move starts from, as SQL over `device d`, and the reason to give when the device is not in it. */
interface Rule {
  when: ReturnType<typeof sql>;
  refuse: (d: DeviceRow) => Said | null;
}

const rules = {
  bind: { when: sql`not d.bound`, refuse: (d) => (d.bound ? deviceSaid.alreadyBound : null) },
  unbind: { when: sql`d.bound`, refuse: (d) => (d.bound ? null : deviceSaid.notBound) },
  openMind: {
    when: sql`d.type = 'CAMERA' and d.bound and d.status = 0 and d.stream_key is not null and not d.ai_enabled`,
    refuse: (d) => whyNotOpen(d) ?? (d.aiEnabled ? deviceSaid.mindAlreadyOpen : null),
  },
  startLive: {
    when: sql`d.type = 'CAMERA' and d.bound and d.status = 0 and d.stream_key is not null and d.live_status = 0`,
    refuse: (d) => whyNotOpen(d) ?? (d.liveStatus === 1 ? deviceSaid.alreadyLive : null),
  },
  stopLive: { when: sql`d.live_status = 1`, refuse: (d) => (d.liveStatus === 1 ? null : deviceSaid.notLive) },
  rename: { when: sql`true`, refuse: () => null },
} satisfies Record<string, Rule>;

export type DeviceMove = keyof typeof rules;

const changes: Record<DeviceMove, ReturnType<typeof sql>> = {
  bind: sql`bound = true, status = 0, last_heartbeat = now()`,
  unbind: sql`bound = false, live_status = 0, live_started_at = null, ai_enabled = false`,
  openMind: sql`ai_enabled = true`,
  startLive: sql`live_status = 1, live_started_at = now()`,
  stopLive: sql`live_status = 0, live_started_at = null`,
  rename: sql`status = d.status`,
};

/**
 * Applies `move` to the device if it is still at `version` and in the move's starting state; `extra` sets more
 * columns (the branch of a bind, the new name). Answers the device as it is afterwards.
 */
export async function moveDevice(
  db: Kysely<Database>,
  scope: BossScope,
  move: DeviceMove,
  target: { id: number; version: number },
  extra: ReturnType<typeof sql> = sql``,
) {
  const { rows } = await sql<{ id: number }>`
    update device d set ${changes[move]} ${extra}, version = d.version + 1, updated_at = now()
     where d.id = ${target.id} and ${inBossScope('d', scope)} and d.version = ${target.version} and ${rules[move].when}
     returning d.id`.execute(db);
  const after = await readDevice(db, scope, target.id);
  if (!after) throw BizError.notFound();
  if (rows.length === 0) throw BizError.conflict(rules[move].refuse(after) ?? deviceSaid.changedMeanwhile);
  return present(after);
}
