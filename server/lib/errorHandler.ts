import type { FastifyError, FastifyInstance } from 'fastify';
import { BizError } from './errors';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** "body/lines/0/qty must be >= 0": names the bad field the way a client developer would look for it. */
function describeValidation(err: FastifyError): { message: string; field: string } {
  const issue = (err.validation?.[0] ?? {}) as ValidationIssue;
  const context = err.validationContext ?? 'body';
  let pathText = (issue.instancePath ?? '').replace(/^\//, '');
  if (issue.params && typeof issue.params.missingProperty === 'string') {
    pathText = [pathText, issue.params.missingProperty].filter(Boolean).join('/');
  }
  if (issue.params && typeof issue.params.additionalProperty === 'string') {
    pathText = [pathText, issue.params.additionalProperty].filter(Boolean).join('/');
    return { field: pathText, message: `${context}/${pathText} is not an accepted field` };
  }
  const field = [context, pathText].filter(Boolean).join('/');
  return { field: pathText || context, message: `${field} ${issue.message ?? 'is invalid'}` };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof BizError) {
      const body: Record<string, unknown> = { code: err.code, message: err.message, data: err.data };
      if (err.businessCode !== undefined) body.businessCode = err.businessCode;
      return reply.status(err.status).send(body);
    }
    if (err.validation) {
      const { message, field } = describeValidation(err);
      return reply.status(200).send({ code: 400, message, data: { field } });
    }
    if (err.statusCode === 429) {
      return reply.status(200).send({ code: 429, message: '尝试次数过多，请稍后再试', data: null });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Malformed JSON, wrong content type, body too large: the client's fault, said plainly.
      return reply.status(200).send({ code: 400, message: `bad request: ${err.message}`, data: null });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ code: 500, message: '系统异常', data: null });
  });
}
