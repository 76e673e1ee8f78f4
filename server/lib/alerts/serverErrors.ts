import type { FastifyInstance, FastifyRequest } from 'fastify';
import { userKindCode } from '../userKind';
import { raiseAlert } from './channel';

/**
 * A request the server could not answer (500) raises an alert, with the Trace-Id to find its log lines. Fire and
 * forget: the answer does not wait for it, and an alert that cannot be stored is only logged.
 */
export function raiseServerError(app: FastifyInstance, req: FastifyRequest, err: Error): void {
  const auth = req.auth;
  void raiseAlert(
    app.db,
    { type: 'server-error', message: `${err.message} (trace ${req.id})`.slice(0, 2000), endpoint: `${req.method} ${req.routeOptions.url ?? req.url.split('?')[0]}` },
    { source: 'server', userId: auth?.userId, userKind: auth ? userKindCode[auth.userKind] : null, merchantId: auth?.merchantId, supplierId: auth?.supplierId },
  ).catch((e: unknown) => req.log.warn({ err: e }, 'alert not recorded'));
}
