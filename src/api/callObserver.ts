// What happened to each API call, for whoever watches (usage monitoring): method, path, HTTP status (0 when no
// answer came), the envelope's code, how long it took, and the Trace-Id the call carried. The client knows nothing
// of who listens; monitoring subscribes when it has loaded.

export interface CallRecord {
  method: string;
  url: string;
  /** HTTP status; 0 when the request got no answer (network failure, timeout, abort) */
  status: number;
  /** the envelope's code, when an envelope came back */
  code?: number;
  durationMs: number;
  traceId: string;
  transport?: 'abort' | 'timeout' | 'network' | 'http';
}

type CallListener = (record: CallRecord) => void;
const listeners = new Set<CallListener>();

export function observeCalls(listener: CallListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportCall(record: CallRecord): void {
  for (const listener of listeners) {
    try {
      listener(record);
    } catch (e) {
      console.warn('[api] call observer failed', e);
    }
  }
}

/** A fresh Trace-Id: 32 hex digits, what the server takes as its request id. */
export function newTraceId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
