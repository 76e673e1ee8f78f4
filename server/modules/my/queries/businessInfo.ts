import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import type { SupplierScope } from '../../../lib/scope';

type Db = Kysely<Database>;

/** The supplier's master data as the merchant keeps it, with the merchant's name and how many suppliers the user has. */
export function supplierMaster(db: Db, scope: SupplierScope) {
  return db
    .selectFrom('supplier as s')
    .innerJoin('merchant as m', 'm.id', 's.merchant_id')
    .select([
      's.id', 's.code', 's.name', 's.short_name as shortName', 's.sell_way as sellWay', 's.joint_rate as jointRate',
      's.settle_way as settleWay', 's.settle_days as settleDays', 's.tax_no as taxNo', 's.bank_name as bankName',
      's.bank_account as bankAccount', 's.contact', 's.mobile', 's.address', 's.status', 'm.name as merchantName',
    ])
    .select(sql<number>`(select count(*)::int from supplier_user_link l where l.user_id = ${scope.userId})`.as('linkedSupplierCount'))
    .where('s.id', '=', scope.supplierId)
    .where('s.merchant_id', '=', scope.merchantId)
    .executeTakeFirst();
}

/** Licences and authorisations on file, the ones ending first on top; the status follows today's date. */
export function qualifications(db: Db, scope: SupplierScope) {
  return db
    .selectFrom('supplier_qualification as q')
    .select([
      'q.id', 'q.qual_type as qualType', 'q.name', 'q.cert_no as certNo',
      sql<string | null>`to_char(q.valid_from, 'YYYY-MM-DD')`.as('validFrom'),
      sql<string | null>`to_char(q.valid_to, 'YYYY-MM-DD')`.as('validTo'),
      sql<number>`case when q.valid_to < current_date then 2 when q.valid_to < current_date + 30 then 1 else 0 end`.as('status'),
    ])
    .where('q.supplier_id', '=', scope.supplierId)
    .where('q.merchant_id', '=', scope.merchantId)
    .orderBy(sql`q.valid_to nulls last`)
    .orderBy('q.id')
    .execute();
}
