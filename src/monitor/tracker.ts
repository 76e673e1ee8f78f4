import type { CallRecord } from '../api/callObserver';
import { getContainerId } from '../api/containerId';
import { getSession } from '../stores/session';
import { classifyStatus } from './classify';
import { monitorConfig, type MonitorConfig } from './config';
import { handOver, type EarlyEntry } from './early';
import { errorOf, signatureOf } from './errors';
import { MonitorQueue } from './queue';
import { newRequestId, type DataType, type MonitorRecord } from './record';
import { systemInfo, type SystemInfo } from './systemInfo';
import { createSender } from './transport';
import type { Transition } from '../navigation/navigate';

// Usage tracking and error monitoring (spec §3, §4, §7, §8): page transitions, events, errors and API calls become
// records in the queue; the app tells it its name and version, the session store who is using it.

export interface AppIdentity {
  appName: string;
  version: string;
  /** title of a route in the current language, and the menu code it belongs to */
  describeRoute(path: string): { title: string; code: string } | undefined;
}

interface PageInfo {
  linkId: string;
  query: string;
  pagePath: string;
  enterTime: number;
  stayTime: number;
  code: string;
  title: string;
  level: number;
  how: string;
}

const ALERT_URL = '/mobile/api/common/alerm/send';

export class Tracker {
  private readonly queue: MonitorQueue;
  private readonly system: SystemInfo;
  private readonly appEnterTime = Date.now();
  private page: PageInfo | null = null;
  private previous: PageInfo | null = null;
  private level = 0;

  constructor(
    private readonly app: AppIdentity,
    cfg: MonitorConfig = monitorConfig(),
  ) {
    const idle = (work: () => void) =>
      window.requestIdleCallback ? window.requestIdleCallback(work, { timeout: cfg.idleTimeoutMs }) : setTimeout(work, 0);
    this.queue = new MonitorQueue({
      limit: cfg.breadcrumbLimit,
      duplicateErrorCap: cfg.duplicateErrorCap,
      send: createSender(cfg, () => getSession().token),
      storage: localStorage,
      whenIdle: (work) => void idle(work),
    });
    this.system = systemInfo(navigator.userAgent, window.screen, window.devicePixelRatio || 1, cfg.userAgentMax);
  }

  start(): void {
    this.queue.restore();
    handOver((entry) => this.onEarly(entry));
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') void this.queue.flush(true);
    });
    window.addEventListener('pagehide', () => this.queue.persist());
    // Started because the page was hidden (early.ts): what was kept goes now.
    if (document.visibilityState === 'hidden') void this.queue.flush(true);
    // Taps on what the screens mark as actions (the engine's action buttons carry data-action; anything else may
    // carry data-track) are events, without the screens calling monitoring themselves.
    document.addEventListener('click', (e) => this.onTap(e.target), true);
  }

  private onTap(target: EventTarget | null): void {
    const el = target instanceof Element ? target.closest('[data-track],[data-action]') : null;
    if (!el) return;
    const key = el.getAttribute('data-track') ?? el.getAttribute('data-action') ?? '';
    this.event(key.slice(0, 100), (el.textContent ?? '').trim().slice(0, 100), 'click');
  }

  /** An action worth counting (spec §3 event: key, name, type, params). */
  event(key: string, name: string, type: string, params: Record<string, string | number | boolean | null> = {}): void {
    const named = Object.entries(params).slice(0, 20).map(([n, v]) => ({ name: n.slice(0, 64), value: String(v).slice(0, 300) }));
    this.record('event', { event: { key, name, type, params: named, timestamp: Date.now() } });
  }

  private onEarly(entry: EarlyEntry): void {
    if (entry.kind === 'transition') this.onTransition(entry.transition, entry.at);
    else if (entry.kind === 'call') this.onCall(entry.call);
    else this.onError(entry.event);
  }

  private onTransition(t: Transition, at: number): void {
    if (this.page) this.page.stayTime = at - this.page.enterTime;
    if (t.how === 'navigate') this.level += 1;
    else if (t.how === 'back') this.level = Math.max(0, this.level - 1);
    else if (t.how === 'relaunch' || t.how === 'switchTab') this.level = 0;
    const facts = this.app.describeRoute(t.pathname);
    this.previous = this.page;
    this.page = {
      linkId: newRequestId(), query: t.search.replace(/^\?/, '').slice(0, 1000), pagePath: t.pathname.slice(0, 300), enterTime: at,
      stayTime: 0, code: facts?.code ?? '', title: (facts?.title ?? '').slice(0, 100), level: this.level, how: t.how,
    };
    this.record('pv', {});
  }

  private onCall(call: CallRecord): void {
    if (call.transport === 'abort') return;
    const category = classifyStatus(call.status, call.durationMs);
    const api = { method: call.method, url: call.url.slice(0, 500), status: call.status, durationMs: call.durationMs, traceId: call.traceId, category, ...(call.code !== undefined ? { code: call.code } : {}) };
    this.record('api', { api });
  }

  private onError(event: ErrorEvent | PromiseRejectionEvent | Event): void {
    const error = errorOf(event);
    if (!error) return;
    const record = this.build('error', { error });
    if (!this.queue.pushError(record, signatureOf(error))) return;
    if (error.kind !== 'resource') this.alert(error.message);
  }

  /** Spec §8: errors also go to the alert channel (the server keeps the kinds it must leave out, out). */
  private alert(message: string): void {
    const token = getSession().token;
    if (!token) return;
    void fetch(ALERT_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify({ type: 'client-error', message: message.slice(0, 2000), page: this.page?.pagePath ?? '', at: new Date().toISOString() }),
    })
      .then((res) => res.text())
      .catch(() => undefined);
  }

  private record(dataType: DataType, extra: Record<string, unknown>): void {
    this.queue.push(this.build(dataType, extra));
  }

  private build(dataType: DataType, extra: Record<string, unknown>): MonitorRecord {
    return {
      dataType, requestId: newRequestId(), platformType: 'H5', clientType: 'H5', timestamp: Date.now(),
      datas: {
        uuid: getContainerId(), appName: this.app.appName, appVersion: this.app.version, release: this.app.version,
        appEnterTime: this.appEnterTime, system: this.system, user: identity(),
        ...(this.page ? { page: this.page } : {}), ...(this.previous ? { previousPage: this.previous } : {}),
        ...extra,
      },
    };
  }
}

/** Spec §3 identity fields, from the session (empty before login). */
function identity(): Record<string, unknown> {
  const s = getSession();
  if (!s.token || !s.userInfo) return {};
  return {
    userName: s.userName.slice(0, 100), userId: String(s.userInfo.id), corpId: String(s.supplierInfo?.id ?? ''),
    operatorId: s.userCode.slice(0, 64), userType: s.userKind ?? '', shopAdminId: String(s.userInfo.shopAdminId ?? ''),
    roles: s.userInfo.roleList.map((r) => r.name.slice(0, 64)).slice(0, 20),
  };
}
