import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/types';
import type { ReportDatabase } from '../db/reportDatabase';
import { isDatabaseUnavailable } from '../db/unavailable';
import { BizError } from './errors';

// A report that runs longer than this is cut off rather than left to hold a connection and a core.
const reportTimeout = process.env.SCM_REPORT_TIMEOUT ?? '30s';

const reportTooLong = { 'zh-CN': '查询超时，请缩小日期范围后重试', en: 'The report took too long; narrow the period and try again' };

/**
 * Runs a report's queries with at most one core and a time limit. On a small server (2 cores) a report that fans
 * out into parallel workers would take every core from the order lists and confirmations phones are waiting on;
 * single-worker, it takes at most one, and a runaway period cannot hold the database indefinitely.
 */
function runReport<T>(db: Kysely<Database>, run: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db
    .transaction()
    .setAccessMode('read only')
    .execute(async (trx) => {
      await sql`select set_config('max_parallel_workers_per_gather', '0', true), set_config('statement_timeout', ${reportTimeout}, true)`.execute(trx);
      return run(trx);
    });
}

/**
 * A hot standby cancels a query whose rows the replayed WAL removes (40001, "conflict with recovery"); like a
 * replica that went away, the report is then asked of the primary instead.
 */
const replicaGaveUp = (err: unknown) => isDatabaseUnavailable(err) || (err as { code?: string }).code === '40001';

/**
 * A report runs on the read replica while it keeps up (server/db/reportDatabase.ts), else on the primary. When the
 * replica fails it (gone, restarting, a recovery conflict), the same report runs again on the primary: the user
 * waits a little longer but sees no error. Reports only read, so running one twice is harmless.
 */
export async function asReport<T>(reports: ReportDatabase, run: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  const db = reports.current();
  try {
    try {
      return await runReport(db, run);
    } catch (err) {
      if (db === reports.primary || !replicaGaveUp(err)) throw err;
      reports.replicaFailed();
      return await runReport(reports.primary, run);
    }
  } catch (err) {
    // 57014: query_canceled, here the statement timeout.
    if ((err as { code?: string }).code === '57014') throw new BizError(504, reportTooLong);
    throw err;
  }
}
