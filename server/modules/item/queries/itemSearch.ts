import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { pageWithTotal, type PageParams } from '../../../lib/paging';
import type { SupplierScope } from '../../../lib/scope';
import { likeEscape } from '../../../lib/sqlText';

/**
 * The supplier's own items (main supplier, or supplying at some branch) matching a name, item code or barcode.
 * Code and barcode match by prefix so the indexes serve them; names match anywhere.
 */
export function searchItems(db: Kysely<Database>, scope: SupplierScope, keyword: string, page: PageParams) {
  const kw = likeEscape(keyword.trim());
  const matching = db
    .selectFrom('item as i')
    .where('i.merchant_id', '=', scope.merchantId)
    .where((eb) =>
      eb.or([
        eb('i.main_supplier_id', '=', scope.supplierId),
        eb.exists(eb.selectFrom('item_supplier as s').select('s.id').whereRef('s.item_id', '=', 'i.id').where('s.supplier_id', '=', scope.supplierId)),
      ]),
    )
    .where((eb) => eb.or([eb('i.name', 'ilike', `%${kw}%`), eb('i.code', 'like', `${kw}%`), eb('i.barcode', 'like', `${kw}%`)]));
  return pageWithTotal(matching.select(['i.id', 'i.code', 'i.barcode', 'i.name', 'i.spec', 'i.unit']).orderBy('i.code'), matching, page);
}
