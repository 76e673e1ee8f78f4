import { useRef, useState } from 'react';

// A screen that opens after its first answer has arrived (the page's early request, api.ts `arrivedAnswer`) draws
// it in its first pass instead of "loading" and then again a task later; its own first call for that key is then
// skipped once. Lists (useListData) and single calls (useApi) share this.

export interface ArrivedAnswer<T> {
  /** the answer, when it was here as the screen first drew */
  found: { data: T } | undefined;
  /** true once, for the key the found answer belongs to: the caller's first run for it is skipped */
  skipOnce(key: string | null): boolean;
}

/** `find` is asked once, as the screen first draws; `key` names the call the answer stands for. */
export function useArrivedAnswer<T>(find: () => { data: T } | undefined, key: string | null): ArrivedAnswer<T> {
  const [found] = useState(find);
  const pending = useRef(found && key !== null ? key : null);
  return {
    found,
    skipOnce: (k) => {
      if (k === null || pending.current !== k) return false;
      pending.current = null;
      return true;
    },
  };
}
