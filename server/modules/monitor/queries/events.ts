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

/** The row of one record; identity from the caller's session, never from the record. */
export function eventRow(raw: CollectRecord, who: AlertSource, value: 0 | 1) {
  // A token in a page's query string or a password typed into a search box must not be stored (spec §8).
  const r = redact(raw);
  const api = r.datas.api;
  const payload = JSON.stringify(r.datas);
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
    payload,
    value,
    bytes: Buffer.byteLength(payload),
  };
}

export type EventRow = ReturnType<typeof eventRow>;

/** Deletes what is older than `days`; answers how many rows went from each table. */
export async function pruneOlderThan(db: Kysely<Database>, days: number): Promise<Record<string, number>> {
  const cutoff = new Date(Date.now() - days * 86_400_000);
  const events = await db.deleteFrom('monitor_event').where('received_at', '<', cutoff).executeTakeFirst();
  const alerts = await db.deleteFrom('monitor_alert').where('created_at', '<', cutoff).executeTakeFirst();
  return { monitor_event: Number(events.numDeletedRows), monitor_alert: Number(alerts.numDeletedRows) };
}
