import { Tracker, type AppIdentity } from './tracker';

let tracker: Tracker | null = null;

/** Starts monitoring once per page load (lazily imported by the app's start-up). */
export function startMonitor(app: AppIdentity): Tracker {
  if (tracker) return tracker;
  tracker = new Tracker(app);
  tracker.start();
  return tracker;
}

/** Records an event when monitoring runs; nothing before it has started. */
export function trackEvent(key: string, name: string, type: string, params?: Record<string, string | number | boolean | null>): void {
  tracker?.event(key, name, type, params);
}
