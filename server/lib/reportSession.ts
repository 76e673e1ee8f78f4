import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/types';
import { BizError } from './errors';

// A report that runs longer than this is cut off rather than left to hold a connection and a core.
const reportTimeout = process.env.SCM_REPORT_TIMEOUT ?? '30s';

const reportTooLong = { 'zh-CN': '查询超时，请缩小日期范围后重试', en: 'The report took too long; narrow the period and try again' };

/**
 * Runs a report's queries with at most one core and a time limit. On a small server (2 cores) a report that fans
 * out into parallel workers would take every core from the order lists and confirmations phones are waiting on;
 * single-worker, it takes at most one, and a runaway period cannot hold the database indefinitely.
 */
export function asReport<T>(db: Kysely<Database>, run: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db
    .transaction()
    .setAccessMode('read only')
    .execute(async (trx) => {
      await sql`select set_config('max_parallel_workers_per_gather', '0', true), set_config('statement_timeout', ${reportTimeout}, true)`.execute(trx);
      return run(trx);
    })
    .catch((err: unknown) => {
      // 57014: query_canceled, here the statement timeout.
      if ((err as { code?: string }).code === '57014') throw new BizError(504, reportTooLong);
      throw err;
    });
}
