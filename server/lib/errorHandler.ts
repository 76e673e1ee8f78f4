import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable';
import { raiseServerError } from './alerts/serverErrors';
import { BizError } from './errors';
import { langOf } from './language';
import { messages } from './messages';
import { sendUnavailable } from './serviceUnavailable';
import { describeValidation } from './validationMessage';

/**
 * Sends an error envelope as text, so a route's response serializer (built for its successful `data`) never
 * reshapes it.
 */
function sendEnvelope(reply: FastifyReply, status: number, body: Record<string, unknown>) {
  return reply.status(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/**
 * What Fastify would answer with its own JSON before any route runs: a path with bad percent-encoding (`…/detail/%ff`)
 * or a path parameter longer than the router takes. The client's fault, said in the envelope like any other.
 * (Fastify's `frameworkErrors` option; no hook runs for these requests, so the headers are set here.)
 */
export function answerFrameworkError(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store').header('x-content-type-options', 'nosniff');
  return sendEnvelope(reply, 200, { code: 400, message: messages.malformedRequest[langOf(req)], data: { reason: err.code ?? null } });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const lang = langOf(req);
    if (err instanceof BizError) {
      const data = err.problem ? { ...(err.data as object), problem: err.problem[lang] } : err.data;
      const body: Record<string, unknown> = { code: err.code, message: err.textIn(lang), data };
      if (err.businessCode !== undefined) body.businessCode = err.businessCode;
      return sendEnvelope(reply, err.status, body);
    }
    if (err.validation) {
      // A path parameter that is not valid (a detail opened without an id, or with letters) addresses no document.
      if (err.validationContext === 'params') return sendEnvelope(reply, 200, { code: 404, message: messages.notFound[lang], data: null });
      // `data.problem` is the message without the field's name, for a form to show under the field.
      const { field, said, problem } = describeValidation(err);
      return sendEnvelope(reply, 200, { code: 400, message: said[lang], data: { field, problem: problem[lang] } });
    }
    if (err.statusCode === 429) return sendEnvelope(reply, 200, { code: 429, message: messages.tooManyTries[lang], data: null });
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Malformed JSON, wrong content type, body too large: the client's fault, said plainly.
      const said = err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? messages.notJson : messages.malformedRequest;
      return sendEnvelope(reply, 200, { code: 400, message: said[lang], data: { reason: err.code ?? null } });
    }
    // PostgreSQL's data exceptions (class 22: a value out of range, a malformed literal) come from input.
    if (typeof err.code === 'string' && /^22[0-9A-Z]{3}$/.test(err.code)) {
      return sendEnvelope(reply, 200, { code: 400, message: messages.invalidInput[lang], data: null });
    }
    // The database away or the connection dropped: the request may succeed when tried again.
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err }, 'database unavailable');
      return sendUnavailable(req, reply);
    }
    req.log.error({ err }, 'unhandled error');
    raiseServerError(app, req, err);
    return sendEnvelope(reply, 500, { code: 500, message: messages.systemError[lang], data: null });
  });
}
