import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { BizError } from '../../../lib/errors';
import type { Answer } from '../../../lib/routeSpec';
import type { merchantAdminAnswer } from '../schemas';
import { inBossScope, type BossScope } from '../bossScope';

/** The merchant admin's own account and what it oversees (the "my" page of the boss side). */
export async function merchantAdmin(db: Kysely<Database>, scope: BossScope) {
  const { rows } = await sql<Answer<typeof merchantAdminAnswer>>`
    select u.id::int as "userId", u.login_name as "loginName", u.name, u.mobile, u.role,
           m.id::int as "merchantId", m.code as "merchantCode", m.name as "merchantName",
           (select count(*)::int from branch b where ${inBossScope('b', scope, 'id')} and b.status = 0) as "branchCount",
           (select count(*)::int from supplier s where s.merchant_id = ${scope.merchantId} and s.status = 0) as "supplierCount",
           (select count(*)::int from device d where ${inBossScope('d', scope)}) as "deviceCount",
           u.branch_scope is null as "allBranches"
      from merchant_user u join merchant m on m.id = u.merchant_id
     where u.id = ${scope.userId} and u.merchant_id = ${scope.merchantId}`.execute(db);
  if (!rows[0]) throw BizError.notFound();
  return rows[0];
}
