import type { Batch, MonitorRecord } from './record';

// The monitoring queue of spec §4/§9: records wait until there are `limit` of them or the tab is hidden; what is
// still unsent when the page goes away is stored and sent after the next load. An error goes out at once with the
// records before it (its breadcrumb); the same error is reported at most `duplicateErrorCap` times.

export const STORAGE_KEY = 'monitor_queue';
/** what is kept while the server cannot be reached, and stored on unload */
export const KEEP_MAX = 100;

export interface QueueDeps {
  limit: number;
  duplicateErrorCap: number;
  /** sends a batch; resolves false when it did not go (kept for later). `leaving`: the page is being hidden */
  send(batch: Batch, leaving: boolean): Promise<boolean>;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** runs background work when the browser is idle (within the idle timeout) */
  whenIdle(work: () => void): void;
}

export class MonitorQueue {
  private pending: MonitorRecord[] = [];
  private trail: MonitorRecord[] = [];
  private readonly errorCounts = new Map<string, number>();
  private sending = false;

  constructor(private readonly deps: QueueDeps) {}

  get size(): number {
    return this.pending.length;
  }

  push(record: MonitorRecord): void {
    this.pending.push(record);
    this.trail = [...this.trail, record].slice(-this.deps.limit);
    if (this.pending.length >= this.deps.limit) this.deps.whenIdle(() => void this.flush(false));
  }

  /** Sends an error with its breadcrumb; false when this error was already reported `duplicateErrorCap` times. */
  pushError(record: MonitorRecord, signature: string): boolean {
    const seen = this.errorCounts.get(signature) ?? 0;
    if (seen >= this.deps.duplicateErrorCap) return false;
    this.errorCounts.set(signature, seen + 1);
    const breadcrumb = this.trail.slice();
    this.deps.whenIdle(() => void this.deps.send({ items: [record], breadcrumb }, false).then((sent) => sent || this.keep([record])));
    return true;
  }

  /** Sends everything waiting, in batches of `limit`; what does not go stays for the next try. */
  async flush(leaving: boolean): Promise<void> {
    if (this.sending && !leaving) return;
    this.sending = true;
    try {
      while (this.pending.length > 0) {
        const batch = this.pending.splice(0, this.deps.limit);
        const sent = await this.deps.send({ items: batch }, leaving);
        if (!sent) {
          this.keep(batch);
          return;
        }
      }
    } finally {
      this.sending = false;
    }
  }

  /** On unload: what is still waiting goes to storage (with what an earlier load left there). */
  persist(): void {
    if (this.pending.length === 0) return;
    const stored = this.readStored();
    this.writeStored([...stored, ...this.pending]);
    this.pending = [];
  }

  /** After a load: records an earlier page left unsent are queued again, first, and sent. */
  restore(): number {
    const stored = this.readStored();
    this.deps.storage.removeItem(STORAGE_KEY);
    if (stored.length === 0) return 0;
    this.pending = [...stored, ...this.pending].slice(-KEEP_MAX);
    this.deps.whenIdle(() => void this.flush(false));
    return stored.length;
  }

  private keep(records: MonitorRecord[]): void {
    this.pending = [...records, ...this.pending].slice(-KEEP_MAX);
  }

  private readStored(): MonitorRecord[] {
    try {
      const parsed: unknown = JSON.parse(this.deps.storage.getItem(STORAGE_KEY) ?? '[]');
      return Array.isArray(parsed) ? (parsed as MonitorRecord[]) : [];
    } catch {
      return [];
    }
  }

  private writeStored(records: MonitorRecord[]): void {
    try {
      this.deps.storage.setItem(STORAGE_KEY, JSON.stringify(records.slice(-KEEP_MAX)));
    } catch {
      // storage full or blocked: the records are lost, the app is not
    }
  }
}
