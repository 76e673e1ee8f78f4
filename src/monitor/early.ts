import { observeCalls, type CallRecord } from '../api/callObserver';
import { currentAddress, onTransition, type Transition } from '../navigation/navigate';

// Installed before the first screen renders (a few hundred bytes): screen changes, API calls and errors that happen
// before the monitor has loaded are kept and handed over, so the first screens, their calls and start-up errors are
// not lost. After the hand-over they pass straight through, in the order they happened.

export type EarlyEntry =
  | { kind: 'transition'; transition: Transition; at: number }
  | { kind: 'call'; call: CallRecord; at: number }
  | { kind: 'error'; event: ErrorEvent | PromiseRejectionEvent; at: number };

const BUFFER_MAX = 50;
let buffer: EarlyEntry[] = [];
let sink: ((entry: EarlyEntry) => void) | null = null;

function take(entry: EarlyEntry): void {
  if (sink) sink(entry);
  else if (buffer.length < BUFFER_MAX) buffer.push(entry);
}

export function installEarlyCapture(): void {
  const [pathname, search = ''] = (location.hash.replace(/^#/, '') || currentAddress()).split('?');
  take({ kind: 'transition', transition: { pathname: pathname || '/', search: search ? `?${search}` : '', how: 'enter' }, at: Date.now() });
  onTransition((transition) => take({ kind: 'transition', transition, at: Date.now() }));
  observeCalls((call) => take({ kind: 'call', call, at: Date.now() }));
  // Capture phase: a failed <img> or <script> fires 'error' on the element, which does not bubble to window.
  window.addEventListener('error', (event) => take({ kind: 'error', event, at: Date.now() }), true);
  window.addEventListener('unhandledrejection', (event) => take({ kind: 'error', event, at: Date.now() }));
}

/**
 * Runs `start` (the monitor's load) at once when the page is hidden before the monitor has taken over: the monitor
 * loads a while after the first screen, and a visit shorter than that would otherwise leave what was kept unsent.
 */
export function startWhenHiddenEarly(start: () => void): void {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden' && !sink) start();
  });
}

/** The monitor takes over: what was kept first, then everything as it happens. */
export function handOver(next: (entry: EarlyEntry) => void): void {
  sink = next;
  const kept = buffer;
  buffer = [];
  kept.forEach(next);
}
