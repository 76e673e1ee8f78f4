import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { text, type SqlText } from './sqlText';

/** Paging of every list: `pageNum` from 1, `pageSize` rows (schemaFragments.pageParams). */
export interface PageParams {
  pageNum: number;
  pageSize: number;
}

const offsetOf = (p: PageParams) => (p.pageNum - 1) * p.pageSize;

/** One page of a list (already filtered and ordered) and, side by side, how many rows the same filter matches. */
export async function pageWithTotal<RowsDB, RowsTB extends keyof RowsDB, Row, CountDB, CountTB extends keyof CountDB>(
  rows: SelectQueryBuilder<RowsDB, RowsTB, Row>,
  matching: SelectQueryBuilder<CountDB, CountTB, object>,
  page: PageParams,
) {
  const [pageRows, count] = await Promise.all([
    rows.limit(page.pageSize).offset(offsetOf(page)).execute(),
    // Kysely cannot work out the selected row for a builder of unknown tables; it is exactly `{ n }`.
    matching.select((eb) => eb.fn.countAll<string>().as('n')).$castTo<{ n: string }>().executeTakeFirstOrThrow(),
  ]);
  return { rows: pageRows, total: Number(count.n) };
}

/**
 * `limit … offset …` for lists written as SQL text (the hot order list, grouped reports), which count their total
 * their own cheaper way (status counts, a window count).
 */
export function pageClause(page: PageParams): RawBuilder<unknown> {
  return sql`limit ${page.pageSize} offset ${offsetOf(page)}`;
}

/** `limit … offset …` as `text` (sqlText.ts), for the busiest lists. */
export function pageText(page: PageParams): SqlText {
  return text`limit ${page.pageSize} offset ${offsetOf(page)}`;
}

/**
 * A page of a list written as SQL text whose rows carry the count of every match (`count(*) over () as total`): the
 * rows without it, and the total. An empty page past the end carries no row to read it from: `countApart` counts then.
 */
export async function windowPage<Row extends { total: number }>(rows: readonly Row[], page: PageParams, countApart: () => Promise<number>) {
  const total = rows[0]?.total ?? (page.pageNum > 1 ? await countApart() : 0);
  return { rows: rows.map(({ total: _t, ...row }) => row), total };
}

/**
 * Counts per status (`{ "1": 3 }`) from `status, count(*)` rows: the badges of a list's status tabs, each of the
 * `visible` statuses present (0 when none matches).
 */
export function countsByStatus(rows: readonly { status: number; n: string | number }[], visible: readonly number[] = []): Record<string, number> {
  const byStatus: Record<string, number> = {};
  for (const s of visible) byStatus[String(s)] = 0;
  for (const c of rows) byStatus[String(c.status)] = Number(c.n);
  return byStatus;
}

/**
 * One page of a list with the counts per status of its tabs. `matching(status)` is the list filtered by everything
 * the user chose and by the tab's statuses (none: every status the tabs show); `page` orders and selects the page's
 * rows of it; the counts are those of the same filters over every tab (`status`: the status column), each of
 * `visible` present.
 */
export async function pageWithStatusCounts<F extends PageParams & { status?: unknown }, DB, TB extends keyof DB, PageDB, PageTB extends keyof PageDB, Row>(
  f: F,
  matching: (status: F['status'] | undefined) => SelectQueryBuilder<DB, TB, object>,
  page: (matching: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<PageDB, PageTB, Row>,
  status: string,
  visible: readonly number[],
) {
  const col = sql.ref(status);
  const [{ rows, total }, counts] = await Promise.all([
    pageWithTotal(page(matching(f.status)), matching(f.status), f),
    // Kysely cannot work out the selected row for a builder of unknown tables; it is exactly `{ status, n }`.
    matching(undefined)
      .select([sql<number>`${col}`.as('status'), sql<string>`count(*)`.as('n')])
      .groupBy(col)
      .$castTo<{ status: number; n: string }>()
      .execute(),
  ]);
  return { rows, total, statusCounts: countsByStatus(counts, visible) };
}
