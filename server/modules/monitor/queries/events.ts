import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import type { AlertSource } from '../../../lib/alerts/channel';
import { redact } from '../../../lib/alerts/redact';
import type { CollectRecord } from '../schemas';

const clip = (s: string | undefined, n: number) => (s === undefined ? null : s.slice(0, n));

/** The endpoint an API record names, without its query string and ids (`/detail/123` → `/detail/:id`). */
export function endpointOf(api: CollectRecord['datas']['api']): string | null {
  if (!api?.url) return null;
  const path = api.url.split('?')[0].replace(/\/\d+(?=\/|$)/g, '/:id');
  return `${(api.method ?? 'GET').toUpperCase()} ${path}`.slice(0, 300);
}

/** Stores the records of one collection call; identity from the caller's session, never from the records. */
export async function insertEvents(db: Kysely<Database>, records: CollectRecord[], who: AlertSource): Promise<number> {
  if (records.length === 0) return 0;
  const rows = records.map((raw) => {
    // A token in a page's query string or a password typed into a search box must not be stored (spec §8).
    const r = redact(raw);
    const api = r.datas.api;
    return {
      occurred_at: new Date(r.timestamp),
      data_type: r.dataType,
      request_id: r.requestId,
      client_uuid: r.datas.uuid ?? '',
      app_name: r.datas.appName ?? '',
      app_version: r.datas.release ?? r.datas.appVersion ?? '',
      page_path: clip(r.datas.page?.pagePath, 300),
      user_id: who.userId ?? null,
      user_kind: who.userKind ?? null,
      merchant_id: who.merchantId ?? null,
      supplier_id: who.supplierId ?? null,
      trace_id: clip(api?.traceId, 64),
      endpoint: endpointOf(api),
      http_status: api?.status ?? null,
      duration_ms: api?.durationMs ?? null,
      category: clip(api?.category, 40),
      payload: JSON.stringify(r.datas),
    };
  });
  await db.insertInto('monitor_event').values(rows).execute();
  return rows.length;
}

/** Deletes what is older than `days`; answers how many rows went. */
export async function pruneOlderThan(db: Kysely<Database>, days: number): Promise<number> {
  const cutoff = new Date(Date.now() - days * 86_400_000);
  const events = await db.deleteFrom('monitor_event').where('received_at', '<', cutoff).executeTakeFirst();
  const alerts = await db.deleteFrom('monitor_alert').where('created_at', '<', cutoff).executeTakeFirst();
  return Number(events.numDeletedRows) + Number(alerts.numDeletedRows);
}
