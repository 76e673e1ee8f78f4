import type { FastifyRequest } from 'fastify';
import { COMPANY_TYPE_PARAM, SUPPLIER_COMPANY_TYPE } from '../../common/companyType';
import type { AuthContext } from './auth';
import { BizError } from './errors';
import { messages } from './messages';

// Spec §3: a supplier's calls carry companyType '2' in their query (common/companyType.ts). The guard takes it off
// before the route's input is validated (no route declares it, and a strict query schema would refuse it) and checks
// it against the session: a call that says it acts for a supplier must come from a supplier's session.

/** Takes companyType off the query; answers what was sent (undefined: nothing). */
export function takeCompanyType(req: FastifyRequest): unknown {
  const query = req.query as Record<string, unknown> | null | undefined;
  if (!query || typeof query !== 'object' || !(COMPANY_TYPE_PARAM in query)) return undefined;
  const sent = query[COMPANY_TYPE_PARAM];
  delete query[COMPANY_TYPE_PARAM];
  return sent;
}

/** A kind of company the app does not know is bad input; the supplier's kind from another kind of session is refused. */
export function checkCompanyType(sent: unknown, auth: AuthContext | null): void {
  if (sent === undefined) return;
  if (sent !== SUPPLIER_COMPANY_TYPE) throw new BizError(400, messages.unknownCompanyType);
  if (auth && auth.userKind !== 'supplier') throw BizError.noPermission();
}
