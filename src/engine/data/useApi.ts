import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { CallRunner, type CallFn, type CallState } from './callRunner';

// One server call of a screen with its loading, abort and retry state: the detail record, a report's
// totals, a dashboard tile, a picker's choices, a page file. The call runs when `key` changes (the
// parameters it depends on, as a string), is aborted when the screen goes away or a newer run starts,
// and `call` null means "nothing to ask yet".

export interface ApiCall<T> extends CallState<T> {
  loading: boolean;
  /** runs again, showing the loading state (the retry button of an error view) */
  retry: () => void;
  /** runs again keeping what is shown; rejects when it fails (pull to refresh, reload after an action) */
  reload: () => Promise<void>;
  setData: (data: T) => void;
}

/**
 * `arrived`: the answer when it is already here as the screen first draws (an answer the route's loader asked
 * ahead, api.ts `arrivedAnswer`): the first pass then draws it, and the call is not run for that key.
 */
export function useApi<T>(call: CallFn<T> | null, key: string, arrived?: () => { data: T } | undefined): ApiCall<T> {
  // Asked once, as the screen first draws; the first run of the effect below then skips the key it stands for.
  const [early] = useState(() => (call ? arrived?.() : undefined));
  const [runner] = useState(() => {
    const created = new CallRunner<T>();
    if (early) created.setData(early.data);
    return created;
  });
  const skip = useRef(early ? key : null);
  const state = useSyncExternalStore(runner.subscribe, runner.getState);
  // The newest closure, so a retry asks with the current parameters.
  const latest = useRef(call);
  latest.current = call;
  const enabled = call !== null;

  useEffect(() => {
    const skipped = skip.current === key;
    skip.current = null;
    if (skipped) return;
    if (!latest.current) {
      runner.idle();
      return;
    }
    void runner.run(latest.current);
    return () => runner.cancel();
  }, [runner, key, enabled]);

  const retry = useCallback(() => void (latest.current && runner.run(latest.current)), [runner]);
  const reload = useCallback(async () => {
    if (latest.current) await runner.run(latest.current, true);
  }, [runner]);
  const setData = useCallback((data: T) => runner.setData(data), [runner]);

  // Before the first run starts (the render before the effect) an enabled call is already loading.
  const status = state.status === 'idle' && enabled ? 'loading' : state.status;
  return { ...state, status, loading: status === 'loading', retry, reload, setData };
}
