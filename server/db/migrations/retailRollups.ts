import { sql, type Kysely } from 'kysely';
import { applySignedRows, keyedUpsert, rollupTable, type SignedRows } from './rollups';

/*
 * What the boss side's rollups of retail sale lines (boss_sale_day 009, boss_item_day 020, boss_supplier_day 022,
 * boss_branch_day 028) have in common. Shared by applied migrations, so what these build may not change (recorded.test.ts holds the SQL
 * each migration sends).
 */

/** The retail sums of boss_sale_day, boss_supplier_day and boss_branch_day, in their column order. */
export const RETAIL_SUMS = ['sales', 'cost', 'qty', 'member_sales', 'lines'];

export const RETAIL_SUM_COLUMNS = `sales numeric(16,2) not null,
    cost numeric(16,2) not null,
    qty numeric(16,3) not null,
    member_sales numeric(16,2) not null,
    lines int not null`;

/**
 * Retail (channel 0) lines `l` of `rows` summed per merchant, business day and `by` (a column of sale_line), in that
 * order, with the members' share from each line's ticket (tickets are written before their lines).
 */
export const retailLinesBy =
  (by: string): SignedRows =>
  (rows, sign) => `
    select l.merchant_id, l.biz_date, l.${by}, ${sign} * sum(l.sale_amount - l.discount_amount), ${sign} * sum(l.cost_amount), ${sign} * sum(l.qty),
           ${sign} * coalesce(sum(l.sale_amount - l.discount_amount) filter (where t.member_id is not null), 0), ${sign} * count(*)
      from ${rows} l left join sale_ticket t on t.id = l.ticket_id
     where l.channel = 0 group by 1, 2, 3 order by 1, 2, 3`;

/** Deletes the keys (`key`: columns of sale_line) of `table` whose retail lines the deleted rows left at none. */
export function dropEmptiedRetail(table: string, key: string): string {
  const columns = key.split(', ');
  const of = (alias: string) => columns.map((c) => `${alias}.${c}`).join(', ');
  return `
    delete from ${table} d using (select distinct ${key} from old_rows where channel = 0) o
     where d.lines = 0 and (${of('d')}) = (${of('o')});`;
}

/**
 * A new rollup `table` of sale_line's retail lines keyed by `key`: created with `columns` after its key, given its
 * `comment`, filled by the SQL `fill`, given `indexes`, analysed, and kept by statement triggers on sale_line that add
 * and subtract the `sums` that `grouped` selects per key and delete the keys whose retail lines are all gone (found by
 * `emptiedBy`, a prefix of the key, when the key holds a value that is not a column of the line).
 */
export async function keepRetailRollup(
  db: Kysely<any>,
  r: {
    table: string; key: string; columns: string; comment: string; fill: string; indexes?: string[]; sums: readonly string[]; grouped: SignedRows;
    /** the columns of sale_line by which emptied rows are found, when the key holds one that is not (the key by default) */
    emptiedBy?: string;
  },
): Promise<void> {
  await sql.raw(rollupTable(r.table, r.key, r.columns)).execute(db);
  await sql.raw(`comment on table ${r.table} is '${r.comment.replaceAll("'", "''")}'`).execute(db);
  await sql.raw(r.fill).execute(db);
  for (const index of r.indexes ?? []) await sql.raw(index).execute(db);
  await sql.raw(`analyze ${r.table}`).execute(db);
  await applySignedRows(db, {
    table: r.table,
    source: 'sale_line',
    upsert: keyedUpsert(r.table, r.key, r.sums, r.grouped),
    dropEmptied: dropEmptiedRetail(r.table, r.emptiedBy ?? r.key),
  });
}
