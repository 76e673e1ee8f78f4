import type { MonitorConfig } from './config';
import type { Batch } from './record';

// Sends batches to the collection endpoint in the body format of spec §7. Not through the API client: monitoring
// must never show a toast, count as loading, or monitor its own calls. The session token goes along so the server
// can tell whose records they are; leaving the page uses a keepalive fetch (it can carry the token), and
// sendBeacon where fetch cannot keep the request alive.

export function bodyOf(cfg: MonitorConfig, batch: Batch): string {
  return JSON.stringify({
    authInfo: { trackerId: cfg.trackerId, sdkVersion: cfg.sdkVersion, sdkName: cfg.sdkName, apikey: cfg.apikey },
    data: { items: batch.items },
    ...(batch.breadcrumb && batch.breadcrumb.length > 0 ? { breadcrumb: batch.breadcrumb } : {}),
  });
}

export function createSender(cfg: MonitorConfig, token: () => string | null) {
  return async function send(batch: Batch, leaving: boolean): Promise<boolean> {
    const body = bodyOf(cfg, batch);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const t = token();
    if (t) headers.token = t;
    if (leaving) {
      try {
        void fetch(cfg.endpoint, { method: 'POST', headers, body, keepalive: true }).catch(() => undefined);
        return true;
      } catch {
        return typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(cfg.endpoint, new Blob([body], { type: 'application/json' }));
      }
    }
    try {
      const res = await fetch(cfg.endpoint, { method: 'POST', headers, body });
      // Read to the end: an unread answer keeps its connection busy (the page never looks idle).
      await res.text().catch(() => undefined);
      // A record the server refused (400) will be refused again: dropped, not kept. Only "could not reach" keeps.
      return res.status < 500;
    } catch {
      return false;
    }
  };
}
