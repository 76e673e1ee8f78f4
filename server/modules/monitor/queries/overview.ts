import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { businessToday } from '../../../lib/businessDay';
import { intakeToday } from './intake';

// What an operator asks first, over the merchant's own rows of the last `minutes`: errors per page and release,
// the slowest endpoints (p95 of the Trace-Id'd calls phones reported), and how many people are using the app.

export async function monitorOverview(db: Kysely<Database>, merchantId: number, minutes: number) {
  const since = new Date(Date.now() - minutes * 60_000);
  const recent = db.selectFrom('monitor_event').where('merchant_id', '=', merchantId).where('received_at', '>=', since);
  const [totals, errorsByPage, slowEndpoints, alerts, recentAlerts, intake] = await Promise.all([
    recent
      .select([
        sql<number>`count(distinct (user_kind, user_id))::int`.as('activeUsers'),
        sql<number>`(count(*) filter (where data_type = 'pv'))::int`.as('pageViews'),
        sql<number>`(count(*) filter (where data_type = 'error' or (data_type = 'api' and category <> 'ok')))::int`.as('errors'),
      ])
      .executeTakeFirstOrThrow(),
    recent
      .where('data_type', '=', 'error')
      .select([
        sql<string>`coalesce(page_path, '')`.as('pagePath'),
        'app_version as release',
        sql<number>`count(*)::int`.as('errors'),
        sql<number>`count(distinct (user_kind, user_id))::int`.as('users'),
        sql<string | null>`(array_agg(payload->'error'->>'message' order by received_at desc))[1]`.as('lastMessage'),
      ])
      .groupBy(['page_path', 'app_version'])
      .orderBy('errors', 'desc')
      .limit(20)
      .execute(),
    recent
      .where('data_type', '=', 'api')
      .where('endpoint', 'is not', null)
      .select([
        sql<string>`endpoint`.as('endpoint'),
        sql<number>`count(*)::int`.as('calls'),
        sql<number | null>`round(percentile_cont(0.95) within group (order by duration_ms))::int`.as('p95Ms'),
        sql<number>`(count(*) filter (where category <> 'ok'))::int`.as('failures'),
      ])
      .groupBy('endpoint')
      .orderBy(sql`3 desc nulls last`)
      .limit(10)
      .execute(),
    db
      .selectFrom('monitor_alert')
      .where('merchant_id', '=', merchantId)
      .where('created_at', '>=', since)
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('monitor_alert')
      .where('merchant_id', '=', merchantId)
      .where('created_at', '>=', since)
      .select([sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('createdAt'), 'kind', 'message', 'endpoint', 'page_path as pagePath'])
      .orderBy('created_at', 'desc')
      .limit(10)
      .execute(),
    intakeToday(db, businessToday()),
  ]);
  return { minutes, ...totals, alerts: alerts.n, errorsByPage, slowEndpoints, recentAlerts, intake };
}
