import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { likeEscape } from '../../../lib/sqlText';

/** Active branches of a merchant matching a name (anywhere) or code (prefix), for branch pickers. */
export function activeBranches(db: Kysely<Database>, merchantId: number, keyword: string | undefined) {
  let query = db
    .selectFrom('branch')
    .select(['id', 'code', 'name', 'short_name as shortName', 'type'])
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 0);
  const kw = keyword?.trim();
  if (kw) query = query.where((eb) => eb.or([eb('name', 'ilike', `%${likeEscape(kw)}%`), eb('code', 'like', `${likeEscape(kw)}%`)]));
  return query.orderBy('code').execute();
}
