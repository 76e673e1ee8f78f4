// The chart's code (ECharts, ~170 KB gz, over a second of CPU on a mid-range phone) must not compete with the
// page's rows for the network or the main thread: it is requested once the rows are on screen and the browser
// is idle. Once requested, later charts (another tile, a new filter) start at once.

import { afterPaint } from '../ui/afterPaint';

let requested = false;

/** Runs `start` after the next paint when the main thread is idle (at once if chart code was asked for before); returns a cancel. */
export function afterPaintWhenIdle(start: () => void): () => void {
  const run = () => {
    requested = true;
    start();
  };
  if (requested) {
    run();
    return () => undefined;
  }
  let idle: number | undefined;
  const cancelPaint = afterPaint(() => {
    // A frame has been painted; the idle callback comes after it, when nothing more urgent waits.
    idle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run, { timeout: 1500 }) : window.setTimeout(run, 200);
  });
  return () => {
    cancelPaint();
    if (idle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    else clearTimeout(idle);
  };
}
