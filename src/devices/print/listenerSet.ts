/** Callbacks to run when something happens (a link drops, the printer changes): `add` returns the unsubscribe. */
export interface ListenerSet {
  add(listener: () => void): () => void;
  notify(): void;
  clear(): void;
}

export function listenerSet(): ListenerSet {
  const listeners = new Set<() => void>();
  return {
    add(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify: () => listeners.forEach((l) => l()),
    clear: () => listeners.clear(),
  };
}
