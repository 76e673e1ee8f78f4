/**
 * The key phones put in authInfo.apikey (spec §7). It only tells this app's records from stray traffic; it is not
 * a secret (every phone has it). SCM_MONITOR_APIKEY changes it; the web app takes VITE_MONITOR_APIKEY.
 */
export const DEFAULT_MONITOR_APIKEY = 'scm-h5';

export function monitorApiKey(): string {
  return process.env.SCM_MONITOR_APIKEY?.trim() || DEFAULT_MONITOR_APIKEY;
}
