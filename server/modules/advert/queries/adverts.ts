import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import type { AuthContext } from '../../../lib/auth';
import { businessToday } from '../../../lib/businessDay';
import { userKindCode } from '../../../lib/userKind';

/*
 * Banners are the merchant's own (table advert): on, and within their start and end. An exposure or a click is
 * counted once per call in advert_event, one row per banner, kind, day and user, so both the total views and the
 * number of distinct viewers are known. Ids of banners that are not showing to the caller count nothing.
 */

const showing = sql`a.status = 0 and (a.start_at is null or a.start_at <= now()) and (a.end_at is null or a.end_at > now())`;

export async function bannerList(db: Kysely<Database>, auth: AuthContext, position: string) {
  const { rows } = await sql<{ id: number; title: string; subtitle: string | null; link: string | null; color: string }>`
    select a.id::int as id, a.title, a.subtitle, a.link, a.color from advert a
     where a.merchant_id = ${auth.merchantId} and a.position = ${position} and ${showing}
     order by a.sort, a.id limit 10`.execute(db);
  return rows;
}

export async function countEvent(db: Kysely<Database>, auth: AuthContext, ids: number[], kind: 'exposure' | 'click') {
  const { rows } = await sql<{ n: number }>`
    with ins as (
      insert into advert_event (advert_id, merchant_id, user_kind, user_id, day, kind)
      select a.id, a.merchant_id, ${userKindCode[auth.userKind]}, ${auth.userId}, ${businessToday()}::date, ${kind}
        from advert a where a.id = any(${ids}::bigint[]) and a.merchant_id = ${auth.merchantId} and ${showing}
      on conflict (advert_id, kind, day, user_kind, user_id) do update set count = advert_event.count + 1
      returning 1)
    select count(*)::int as n from ins`.execute(db);
  return { counted: rows[0]?.n ?? 0 };
}

export async function isSubscribed(db: Kysely<Database>, auth: AuthContext) {
  const row = await db.selectFrom('merchant').select('km_yunfan_subscribed').where('id', '=', auth.merchantId).executeTakeFirst();
  return { subscribed: row?.km_yunfan_subscribed === true };
}
