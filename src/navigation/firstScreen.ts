// Work the first screen does not need (the route table on login, toasts and dialogs, usage monitoring, the service
// worker that fetches the rest of the app, the code of the screens a tap may open next) waits until that screen is
// drawn, so it never competes with the screen's own code and data for a phone's bandwidth and main thread. "Drawn":
// the app has drawn something and, for two frames in a row, shows no loading mark (index.html's boot shell, a page
// placeholder, a spinner, an aria-busy area) and has no API call in flight. A screen that never settles (a spinner
// left on, a hidden tab without frames) still lets the work run after GIVE_UP_MS.
//
// The jobs then run one at a time, each in an idle moment once the one before has finished: started together as the
// screen settled, the chunks and style sheets they fetch arrived together, and running them and restyling the page
// made a burst of long tasks just after the first screen (Lighthouse counted 160-360 ms of blocking time on the
// purchase-order list, 10-130 ms without the burst).

import { anyCallInFlight } from '../api/callsInFlight';
import { wait } from '../ui/wait';

const BUSY = '.boot, .page-placeholder, .adm-dot-loading, [aria-busy="true"]';
const QUIET_FRAMES = 2;
export const GIVE_UP_MS = 6000;
/** The first job waits a second more once the screen is drawn: when a user's first scroll or tap comes. */
const SETTLE_MS = 1000;
/** On a slow network a job may take long; the next one then starts anyway. */
const JOB_WAIT_MS = 3000;

let watching = false;
let settled: () => void = () => undefined;
/** Resolved once the first screen is drawn. */
const drawn = new Promise<void>((resolve) => (settled = resolve));
/** The jobs, one after the other: each waits for this chain, then lengthens it by itself. */
let chain: Promise<unknown> = drawn.then(() => wait(SETTLE_MS));

function idle(): Promise<void> {
  return new Promise((resolve) => (typeof window.requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 2000 }) : setTimeout(resolve, 50)));
}

function looksDrawn(): boolean {
  const root = document.getElementById('root');
  return !!root?.firstElementChild && !anyCallInFlight() && !root.querySelector(BUSY);
}

function watch(): void {
  if (watching) return;
  watching = true;
  const giveUp = setTimeout(() => settled(), GIVE_UP_MS);
  let quiet = 0;
  const frame = () => {
    quiet = looksDrawn() ? quiet + 1 : 0;
    if (quiet < QUIET_FRAMES) return void requestAnimationFrame(frame);
    clearTimeout(giveUp);
    settled();
  };
  requestAnimationFrame(frame);
}

/**
 * Runs `work` in an idle moment once the first screen is drawn and the work queued before it has finished. A
 * promise it returns is waited for (up to JOB_WAIT_MS) before the next work starts. Returns a cancel, for work that
 * belongs to a screen which may close before then.
 */
export function afterFirstScreen(work: () => unknown): () => void {
  let cancelled = false;
  chain = chain
    .then(idle)
    .then(() => (cancelled ? undefined : Promise.race([work(), wait(JOB_WAIT_MS)])))
    // A job that failed (code that did not arrive) is done again where it is needed: the next job goes on.
    .catch(() => undefined);
  watch();
  return () => {
    cancelled = true;
  };
}

/**
 * What the next moments may need (toasts and dialogs: "check the network" must show even if the network is gone a
 * moment after the first screen; the launch's menu; login's route table): in the first idle moment once the screen
 * is drawn, ahead of the jobs.
 */
export function soonAfterFirstScreen(work: () => unknown): void {
  chain = Promise.all([chain, drawn.then(idle).then(work).catch(() => undefined)]);
  watch();
}

/** afterFirstScreen for each item, each a job of its own: fetching a module's code and style sheets is one job. */
export function afterEachInTurn<T>(items: readonly T[], work: (item: T) => unknown): () => void {
  const cancels = items.map((item) => afterFirstScreen(() => work(item)));
  return () => cancels.forEach((cancel) => cancel());
}
