import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';

// Spec §7: monitored calls carry a Trace-Id. The server takes it as the request id, so every log line of the request
// (Fastify's JSON logger, SCM_LOG=1) carries it as `reqId`, and answers it back; a call without one gets a fresh id.
// Only plain ids are taken: a header is text the caller chose, and it goes into logs.

export const TRACE_HEADER = 'trace-id';
const PLAIN_ID = /^[A-Za-z0-9_-]{8,64}$/;

export function traceIdOf(req: IncomingMessage): string {
  const raw = req.headers[TRACE_HEADER];
  const given = Array.isArray(raw) ? raw[0] : raw;
  return given && PLAIN_ID.test(given) ? given : randomUUID();
}

export function registerTraceId(app: FastifyInstance): void {
  // A callback hook, not an async one: on every request, a promise and a turn of the microtask queue fewer.
  app.addHook('onRequest', (req: FastifyRequest, reply, done) => {
    reply.header('Trace-Id', req.id);
    done();
  });
}
