import { failureText, isApiError } from '../../api/client';

// The state of one server call that a screen shows: idle, loading, its data or its failure. A new run
// aborts the previous one and answers that arrive after a newer run are dropped, so a slow old answer
// never overwrites a newer one. Framework-free so it is tested without a DOM; useApi binds it to React.

export type CallStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface CallState<T> {
  status: CallStatus;
  /** the last answer; kept while a newer run is under way (views that must not show it check `status`) */
  data: T | undefined;
  /** the failure's words: what the catalogue shows for its code, '' for a code it keeps silent (never the server's message then) */
  error: string;
  /** the failure itself, for callers that look at its code */
  cause: unknown;
}

export type CallFn<T> = (signal: AbortSignal) => Promise<T>;

const IDLE: CallState<never> = { status: 'idle', data: undefined, error: '', cause: undefined };

function wasAborted(err: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (isApiError(err) && err.aborted);
}

export class CallRunner<T> {
  private state: CallState<T> = IDLE;
  private seq = 0;
  private controller: AbortController | null = null;
  private readonly listeners = new Set<() => void>();

  readonly getState = (): CallState<T> => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(next: CallState<T>): void {
    this.state = next;
    for (const l of this.listeners) l();
  }

  /**
   * Runs `fn`, aborting the run before it. `quiet` keeps the current data and status while it runs (pull to
   * refresh, reload after an action) and rejects when it fails, so the caller can say so its own way.
   */
  async run(fn: CallFn<T>, quiet = false): Promise<void> {
    const mine = ++this.seq;
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    if (!quiet) this.set({ status: 'loading', data: this.state.data, error: '', cause: undefined });
    try {
      const data = await fn(controller.signal);
      if (mine !== this.seq) return;
      this.set({ status: 'ready', data, error: '', cause: undefined });
    } catch (err) {
      if (mine !== this.seq || wasAborted(err, controller.signal)) return;
      if (quiet && this.state.status === 'ready') throw err;
      this.set({ status: 'error', data: this.state.data, error: failureText(err), cause: err });
      if (quiet) throw err;
    }
  }

  /** Nothing to ask yet (a required input is missing): cancels what runs and shows nothing. */
  idle(): void {
    this.seq++;
    this.controller?.abort();
    if (this.state !== IDLE) this.set(IDLE);
  }

  /** The screen went away: the answer is no longer wanted. */
  cancel(): void {
    this.seq++;
    this.controller?.abort();
  }

  /** Replaces the data without a call (a local edit the server already accepted). */
  setData(data: T): void {
    this.set({ status: 'ready', data, error: '', cause: undefined });
  }
}
