import { sql, type RawBuilder } from 'kysely';
import { likeEscape } from './sqlText';

/**
 * Whether the item `alias` matches a keyword: its name anywhere, its item code, barcode or pinyin initials by prefix
 * (the prefixes are what the indexes serve).
 */
export function itemMatches(alias: string, keyword: string): RawBuilder<boolean> {
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  const prefix = `${likeEscape(keyword)}%`;
  return sql<boolean>`(${col('name')} ilike ${`%${likeEscape(keyword)}%`} or ${col('code')} like ${prefix} or ${col('barcode')} like ${prefix} or ${col('pinyin')} like ${prefix.toUpperCase()})`;
}

/**
 * `and <alias>.item_id in (…)` for a keyword — name anywhere, item code, barcode or pinyin initials by prefix (the
 * prefixes are what the indexes serve) — and for a category: the category and the ones below it. One rule for the
 * supplier's stock screens and the chain's stock report, so an item found on one is found on the other.
 */
export function itemConditions(alias: string, merchantId: number, f: { keyword?: string; categoryId?: number }): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [];
  const kw = f.keyword?.trim();
  if (kw) {
    parts.push(sql`and ${sql.ref(`${alias}.item_id`)} in (select i.id from item i where i.merchant_id = ${merchantId} and ${itemMatches('i', kw)})`);
  }
  if (f.categoryId !== undefined) {
    parts.push(sql`and ${sql.ref(`${alias}.item_id`)} in (select i.id from item i where i.merchant_id = ${merchantId}
      and i.category_id in (with recursive c as (select id from item_category where id = ${f.categoryId}
        union all select k.id from item_category k join c on k.parent_id = c.id) select id from c))`);
  }
  return parts.length ? sql.join(parts, sql` `) : sql``;
}
