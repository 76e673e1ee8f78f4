import pg from 'pg';
import { tableChecksums, type TableChecksums } from './checksums';

/**
 * What a backup taken during writes must restore to: the data committed at its stop point. To have that to compare
 * with, the writes are held still for the instant around pg_backup_stop (not during the copy, which runs with
 * writes going on): a SHARE lock on every table waits for the transactions writing them to commit and keeps new
 * ones waiting; a snapshot exported under that lock then sees exactly the commits whose WAL lies before the stop
 * point. The lock goes as soon as the stop point is set; the checksums are summed afterwards in the exported
 * snapshot, while writes carry on.
 *
 * The lock is taken within 500 ms or given up and tried again: a writer waiting on a table already locked while
 * holding one still to lock would otherwise deadlock with it, and PostgreSQL would end one of the two after
 * deadlock_timeout (1 s). Only checks use this (the backup test and the soak); `npm run backup` never holds writes.
 */
export class BackupMoment {
  private locker: pg.Client | null = null;
  private reader: pg.Client | null = null;
  /** milliseconds writes were held, from the lock taken to its release */
  heldMs = 0;
  /** epoch ms of the moment: when the lock was taken (the stop point follows within heldMs) */
  at = 0;

  constructor(private readonly url: string) {}

  /** For BaseBackupOptions.aroundStop. */
  readonly aroundStop = async (): Promise<() => Promise<void>> => {
    const locker = new pg.Client({ connectionString: this.url });
    const reader = new pg.Client({ connectionString: this.url });
    await Promise.all([locker.connect(), reader.connect()]);
    this.locker = locker;
    this.reader = reader;
    const tables = (
      await locker.query<{ name: string }>(
        "select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname not in ('pg_catalog', 'information_schema') order by 1",
      )
    ).rows.map((r) => r.name);
    for (let attempt = 1; ; attempt++) {
      await locker.query("begin isolation level repeatable read; set local statement_timeout = '500ms'");
      try {
        await locker.query(`lock table ${tables.join(', ')} in share mode`);
        break;
      } catch (err) {
        await locker.query('rollback');
        if (attempt >= 40) throw err;
        await new Promise((r) => setTimeout(r, 20 + Math.random() * 80));
      }
    }
    const held = performance.now();
    this.at = Date.now();
    const snapshot = (await locker.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]!.id;
    await reader.query('begin isolation level repeatable read read only');
    await reader.query(`set transaction snapshot '${snapshot}'`);
    await reader.query('select 1');
    return async () => {
      await locker.query('commit');
      this.heldMs = performance.now() - held;
    };
  };

  /** The checksums of every table at the backup's stop point (after the backup finished). */
  async checksums(): Promise<TableChecksums> {
    if (!this.reader) throw new Error('the backup has not reached its stop point');
    try {
      return await tableChecksums(this.reader);
    } finally {
      await this.reader.query('commit');
      await this.close();
    }
  }

  async close(): Promise<void> {
    await Promise.all([this.locker?.end(), this.reader?.end()].map((p) => p?.catch(() => undefined)));
    this.locker = this.reader = null;
  }
}
