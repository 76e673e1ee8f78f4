import { Tracker, type AppIdentity } from './tracker';

let tracker: Tracker | null = null;

/** Starts monitoring once per page load (lazily imported by the app's start-up). */
export function startMonitor(app: AppIdentity): Tracker {
  if (tracker) return tracker;
  tracker = new Tracker(app);
  tracker.start();
  return tracker;
}
