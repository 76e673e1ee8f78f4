// Every API call in flight, silent ones included (spec §4: "loading indicator shows while any request is pending
// and hides when all finish"). The global progress line draws from it, and the first-screen watch waits for it to
// reach zero. The 加载中... toast counts only the calls that ask for it (feedback.ts, stores/ui loadingCount).

let count = 0;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

export function callStarted(): void {
  count += 1;
  if (count === 1) changed();
}

export function callEnded(): void {
  count = Math.max(0, count - 1);
  if (count === 0) changed();
}

/** whether any call is in flight */
export function anyCallInFlight(): boolean {
  return count > 0;
}

export function subscribeCallsInFlight(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
