import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { isExcludedAlert } from './policy';
import { redact } from './redact';
import type { Alert, AlertSource } from './types';

export type { Alert, AlertSource } from './types';

// The alert channel of spec §8: every alert is recorded (monitor_alert, credentials stripped) and, when
// ALERT_WEBHOOK_URL is set, posted to a chat robot (WeCom, DingTalk and Feishu robots all take this JSON text).

const WEBHOOK_TIMEOUT_MS = 3000;

export function webhookUrl(): string | null {
  const url = process.env.ALERT_WEBHOOK_URL?.trim();
  return url ? url : null;
}

function chatText(alert: Alert, from: AlertSource): string {
  const where = [alert.endpoint && `endpoint ${alert.endpoint}`, alert.page && `page ${alert.page}`].filter(Boolean).join(', ');
  const who = from.userId ? ` (user ${from.userKind ?? '?'}:${from.userId})` : '';
  return `[云快订 scm ${from.source}] ${alert.type}${alert.count ? ` ×${alert.count}` : ''}: ${alert.message ?? ''}${where ? ` — ${where}` : ''}${who}`;
}

async function postToChat(url: string, content: string): Promise<number> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ msgtype: 'text', text: { content } }),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    return res.status;
  } catch {
    return 0;
  }
}

/**
 * Records an alert and posts it to the chat webhook when one is configured (the webhook's HTTP status, 0 when it
 * could not be reached, is kept on the row). The kinds the spec keeps out of the channel are neither recorded nor
 * sent: answers false for them.
 */
export async function raiseAlert(db: Kysely<Database>, input: Alert, from: AlertSource): Promise<boolean> {
  if (isExcludedAlert(input)) return false;
  const alert = redact(input);
  const row = await db
    .insertInto('monitor_alert')
    .values({
      source: from.source,
      kind: alert.type,
      message: alert.message ?? '',
      endpoint: alert.endpoint ?? null,
      page_path: alert.page ?? null,
      user_id: from.userId ?? null,
      user_kind: from.userKind ?? null,
      merchant_id: from.merchantId ?? null,
      supplier_id: from.supplierId ?? null,
      payload: JSON.stringify(alert),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const url = webhookUrl();
  if (url) {
    const status = await postToChat(url, chatText(alert, from));
    await db.updateTable('monitor_alert').set({ webhook_status: status }).where('id', '=', row.id).execute();
  }
  return true;
}
