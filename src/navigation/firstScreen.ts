// Work the first screen does not need (the route table on login, toasts and dialogs, usage monitoring, the service
// worker that fetches the rest of the app) waits until that screen is drawn, so it never competes with the screen's
// own code and data for a phone's bandwidth and main thread. "Drawn": the app has drawn something and, for two
// frames in a row, shows no loading mark (index.html's boot shell, a page placeholder, a spinner, an aria-busy
// area) and has no API call in flight. A screen that never settles (a spinner left on, a hidden tab without frames)
// still lets the work run after GIVE_UP_MS.

import { anyCallInFlight } from '../api/callsInFlight';

const BUSY = '.boot, .page-placeholder, .adm-dot-loading, [aria-busy="true"]';
const QUIET_FRAMES = 2;
export const GIVE_UP_MS = 6000;

let drawn = false;
let watching = false;
const waiting: (() => void)[] = [];

function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 50);
}

function settle(): void {
  if (drawn) return;
  drawn = true;
  for (const work of waiting.splice(0)) whenIdle(work);
}

function looksDrawn(): boolean {
  const root = document.getElementById('root');
  return !!root?.firstElementChild && !anyCallInFlight() && !root.querySelector(BUSY);
}

function watch(): void {
  if (watching) return;
  watching = true;
  const giveUp = setTimeout(settle, GIVE_UP_MS);
  let quiet = 0;
  const frame = () => {
    if (drawn) return clearTimeout(giveUp);
    quiet = looksDrawn() ? quiet + 1 : 0;
    if (quiet >= QUIET_FRAMES) {
      clearTimeout(giveUp);
      settle();
      return;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/**
 * Runs `work` in an idle moment once the first screen is drawn (at once, when idle, if it already is). Returns a
 * cancel, for work that belongs to a screen which may close before then.
 */
export function afterFirstScreen(work: () => void): () => void {
  let cancelled = false;
  const run = () => {
    if (!cancelled) work();
  };
  if (drawn) whenIdle(run);
  else {
    waiting.push(run);
    watch();
  }
  return () => {
    cancelled = true;
  };
}
