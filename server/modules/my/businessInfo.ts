import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { BizError } from '../../lib/errors';
import type { SupplierScope } from '../../lib/scope';
import { supplierMaster, qualifications } from './queries/businessInfo';
import { pendingRequests } from './queries/changeRequests';

/** Supplier information: master data, a qualification summary with the list, and change requests awaiting the merchant. */
export async function businessInfo(db: Kysely<Database>, scope: SupplierScope) {
  const [master, quals, pending] = await Promise.all([supplierMaster(db, scope), qualifications(db, scope), pendingRequests(db, scope)]);
  if (!master) throw BizError.notFound();
  return {
    ...master,
    qualificationCount: quals.length,
    expiringCount: quals.filter((q) => q.status === 1).length,
    expiredCount: quals.filter((q) => q.status === 2).length,
    qualifications: quals,
    pendingRequests: pending,
  };
}
