import type { FastifyRequest } from 'fastify';
import { BizError } from '../../lib/errors';
import { serviceUnavailable } from '../../lib/serviceUnavailable';
import { StoreUnavailable } from '../../lib/storage/uploadStore';

/**
 * Runs a call to the upload store; the store being away answers 503 with the usual envelope (the app shows "try
 * again"), and the log says which store and why. The caller never hears the store's own words.
 */
export async function withStore<T>(req: FastifyRequest, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (!(err instanceof StoreUnavailable)) throw err;
    req.log.error({ store: err.store, reason: err.reason }, 'upload store unavailable');
    throw new BizError(503, serviceUnavailable, { status: 503 });
  }
}
