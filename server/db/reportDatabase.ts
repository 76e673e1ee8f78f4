import { sql, type Kysely } from 'kysely';
import type { Database } from './types';

/**
 * Where reports run: a streaming read replica (REPORT_DATABASE_URL) while it is reachable and close enough behind
 * the primary, else the primary itself. Lists, confirmations and every write stay on the primary (the app's `db`).
 */
export interface ReportDatabase {
  primary: Kysely<Database>;
  /** The database the next report runs on. */
  current(): Kysely<Database>;
  /** A report failed on the replica for want of it (gone, restarting, a recovery conflict): primary until it is seen fine again. */
  replicaFailed(): void;
  /** 'replica' or 'primary': where reports go now (logs, tests). */
  where(): 'replica' | 'primary';
  close(): Promise<void>;
}

/** No replica configured: reports run on the primary. */
export function primaryOnly(primary: Kysely<Database>): ReportDatabase {
  return { primary, current: () => primary, replicaFailed: () => {}, where: () => 'primary', close: async () => {} };
}

/** 'X/Y' (pg_lsn as text) as one number, to compare LSNs read from two servers. */
export function lsnValue(lsn: string): bigint {
  const [hi, lo] = lsn.split('/');
  return (BigInt(`0x${hi}`) << 32n) | BigInt(`0x${lo}`);
}

export interface ReplicaOptions {
  /** How far behind the primary reports may read: a report sees everything committed longer ago than this. */
  maxLagMs: number;
  /** Milliseconds between probes of both servers; 0: no timer, the caller probes (tests). */
  probeEveryMs: number;
  log?: (m: string) => void;
}

interface Sample {
  at: number;
  lsn: bigint;
}

/**
 * The replica is used while it has replayed every WAL byte the primary had written `maxLagMs` ago. Each probe
 * reads the primary's WAL position first and the replica's replay position after it; the primary's positions are
 * kept for `maxLagMs`, so "behind" is measured in time although both servers speak in WAL bytes. A replica whose
 * stream stopped (cut off from the primary, replay paused, overloaded) therefore leaves reports as soon as it
 * misses what is older than the limit, and one that cannot be reached leaves them at once. Timestamps of replayed
 * transactions would not do: on a quiet primary the last commit is old although the replica misses nothing.
 */
export class ReplicaReports implements ReportDatabase {
  maxLagMs: number;
  private samples: Sample[] = [];
  private replayed: bigint | null = null;
  /** Not a standby (REPORT_DATABASE_URL names a primary): nothing to lag behind. */
  private primaryItself = false;
  private healthy = false;
  private timer: NodeJS.Timeout | null = null;
  private probing: Promise<void> | null = null;
  private readonly log: (m: string) => void;

  constructor(readonly primary: Kysely<Database>, readonly replica: Kysely<Database>, opts: ReplicaOptions) {
    this.log = opts.log ?? ((m) => console.warn(`[db] ${m}`));
    this.maxLagMs = opts.maxLagMs;
    if (opts.probeEveryMs > 0) {
      this.timer = setInterval(() => void this.probe(), opts.probeEveryMs);
      this.timer.unref();
      void this.probe();
    }
  }

  /** Reads both positions once; a failure on the replica counts as "not usable", one on the primary changes nothing. */
  probe(): Promise<void> {
    this.probing ??= (async () => {
      try {
        const p = await sql<{ lsn: string }>`select pg_current_wal_lsn()::text as lsn`.execute(this.primary);
        this.samples.push({ at: Date.now(), lsn: lsnValue(p.rows[0]!.lsn) });
      } catch {
        return; // the primary is away: every request answers 503 anyway
      }
      const wasHealthy = this.usable();
      try {
        const r = await sql<{ standby: boolean; replayed: string | null }>`
          select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as replayed`.execute(this.replica);
        const row = r.rows[0]!;
        this.primaryItself = !row.standby;
        this.replayed = row.replayed === null ? null : lsnValue(row.replayed);
        this.healthy = true;
      } catch {
        this.healthy = false;
      }
      this.forget();
      const now = this.usable();
      if (now !== wasHealthy) this.log(now ? 'reports run on the read replica' : `reports run on the primary: the read replica is ${this.healthy ? 'too far behind' : 'unreachable'}`);
    })().finally(() => (this.probing = null));
    return this.probing;
  }

  /** Keeps the newest sample at least maxLagMs old and every newer one. */
  private forget(): void {
    const cutoff = Date.now() - this.maxLagMs;
    let keepFrom = 0;
    for (let i = 0; i < this.samples.length; i++) if (this.samples[i]!.at <= cutoff) keepFrom = i;
    if (keepFrom > 0) this.samples.splice(0, keepFrom);
  }

  /** The primary's position the replica must have replayed: the newest one at least maxLagMs old, else the oldest known. */
  private reference(): bigint | null {
    const cutoff = Date.now() - this.maxLagMs;
    let ref: Sample | undefined = this.samples[0];
    for (const s of this.samples) if (s.at <= cutoff) ref = s;
    return ref?.lsn ?? null;
  }

  private usable(): boolean {
    if (!this.healthy) return false;
    if (this.primaryItself) return true;
    const ref = this.reference();
    return ref !== null && this.replayed !== null && this.replayed >= ref;
  }

  current(): Kysely<Database> {
    return this.usable() ? this.replica : this.primary;
  }

  where(): 'replica' | 'primary' {
    return this.usable() ? 'replica' : 'primary';
  }

  replicaFailed(): void {
    if (this.healthy) this.log('reports run on the primary: a report failed on the read replica');
    this.healthy = false;
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.probing;
    await this.replica.destroy();
  }
}
