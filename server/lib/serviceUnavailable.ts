import type { FastifyReply, FastifyRequest } from 'fastify';
import { langOf, said } from './language';

/**
 * The answer when the server cannot serve a request right now but may a moment later: the database is away (a
 * restart, a dropped connection) or the server is shutting down. An envelope like every other answer, so the app
 * shows the message; HTTP 503 with Retry-After, so a proxy or load balancer knows to try again or elsewhere.
 */
export const serviceUnavailable = said('服务暂时不可用，请稍后重试', 'Service temporarily unavailable; please try again');

export function unavailableBody(req: Pick<FastifyRequest, 'headers'>): string {
  return JSON.stringify({ code: 503, message: serviceUnavailable[langOf(req)], data: null });
}

export function sendUnavailable(req: FastifyRequest, reply: FastifyReply) {
  return reply.status(503).header('retry-after', '5').type('application/json; charset=utf-8').send(unavailableBody(req));
}
