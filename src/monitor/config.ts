// Where monitoring records go and how many are batched (spec §7, §9). The collection endpoint is chosen by the
// build's environment (VITE_MONITOR_ENV: DEV, TEST, PRE or PRO); each may be pointed elsewhere with
// VITE_MONITOR_URL_<ENV>. By default every environment sends to this app's own server.

export type MonitorEnv = 'DEV' | 'TEST' | 'PRE' | 'PRO';

const OWN_SERVER = '/mobile/api/monitor/collect';
const env = import.meta.env as Record<string, string | undefined>;

function chosenEnv(): MonitorEnv {
  const value = (env.VITE_MONITOR_ENV ?? (env.DEV ? 'DEV' : 'PRO')).toUpperCase();
  return value === 'DEV' || value === 'TEST' || value === 'PRE' ? value : 'PRO';
}

export interface MonitorConfig {
  env: MonitorEnv;
  endpoint: string;
  apikey: string;
  trackerId: string;
  sdkName: string;
  sdkVersion: string;
  /** records sent together; the queue is sent when it holds this many (spec §9 breadcrumb maximum) */
  breadcrumbLimit: number;
  /** the same error is reported at most this many times per page load */
  duplicateErrorCap: number;
  /** background work (building records, sending) waits for an idle moment, at most this long */
  idleTimeoutMs: number;
  userAgentMax: number;
}

export function monitorConfig(): MonitorConfig {
  const which = chosenEnv();
  return {
    env: which,
    endpoint: env[`VITE_MONITOR_URL_${which}`] ?? OWN_SERVER,
    apikey: env.VITE_MONITOR_APIKEY ?? 'scm-h5',
    trackerId: 'scm',
    sdkName: 'scm-monitor-h5',
    sdkVersion: '1.0.0',
    breadcrumbLimit: Number(env.VITE_MONITOR_BREADCRUMB_LIMIT ?? 10) || 10,
    duplicateErrorCap: 5,
    idleTimeoutMs: 1000,
    userAgentMax: 500,
  };
}
