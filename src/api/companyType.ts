import { COMPANY_TYPE_PARAM, SUPPLIER_COMPANY_TYPE } from '../../common/companyType';
import { getSession } from '../stores/session';

/** The query of a call: with companyType '2' when a supplier's session makes it (spec §3, common/companyType.ts). */
export function queryWithCompanyType(query: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (getSession().userKind !== 'supplier') return query;
  return { ...query, [COMPANY_TYPE_PARAM]: SUPPLIER_COMPANY_TYPE };
}

