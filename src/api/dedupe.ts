// Spec §4: "a repeated identical request (same url and payload) aborts the earlier pending one" — the
// newest answer is the one the screen wants (e.g. a search box firing on every key).

/** JSON with object keys sorted, so {a,b} and {b,a} give the same key. */
export function stableStringify(value: unknown): string {
  if (value === undefined) return '';
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? '';
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : stableStringify(v))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
}

export function requestKey(method: string, url: string, query?: unknown, body?: unknown): string {
  return `${method.toUpperCase()} ${url} ${stableStringify(query)} ${stableStringify(body)}`;
}

export interface Abortable {
  abort(reason?: unknown): void;
}

/** Pending calls by key; registering a newer identical call aborts the older one. */
export class PendingRequests<C extends Abortable = AbortController> {
  private readonly pending = new Map<string, C>();

  register(key: string, controller: C, supersededReason?: unknown): void {
    const older = this.pending.get(key);
    this.pending.set(key, controller);
    if (older && older !== controller) older.abort(supersededReason);
  }

  /** Only the call that still owns the key removes it (an aborted older call must not drop the newer one). */
  release(key: string, controller: C): void {
    if (this.pending.get(key) === controller) this.pending.delete(key);
  }

  get size(): number {
    return this.pending.size;
  }
}
