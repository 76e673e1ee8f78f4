/**
 * Spec §3: "Supplier calls set params.companyType to '2'". The app sends it in the query of every call a supplier's
 * session makes (params are the query of a call, whatever its method); the server checks it against the session's
 * kind of user and takes it off before a route's input is validated, so no route declares it.
 */
export const COMPANY_TYPE_PARAM = 'companyType';
export const SUPPLIER_COMPANY_TYPE = '2';
