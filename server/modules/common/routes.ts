import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { allFunctionCodes } from '../../lib/menu';
import { systemConfig } from './systemConfig';

export default async function commonRoutes(app: FastifyInstance) {
  app.get('/common/system/config/other', { config: { auth: 'none' }, schema: { tags: ['common'] } }, async () =>
    ok({ currencySymbol: systemConfig.currencySymbol }),
  );

  app.get('/common/system/config/all', { config: { auth: 'user' }, schema: { tags: ['common'] } }, async () => ok(systemConfig));

  app.get('/common/system/allFunctionCode', { config: { auth: 'user' }, schema: { tags: ['common'] } }, async () =>
    ok(allFunctionCodes()),
  );

  app.post<{ Body: Record<string, unknown> }>('/common/alerm/send', {
    config: { auth: 'user', rateLimit: { max: 30, timeWindow: 60_000 } },
    schema: {
      tags: ['common'],
      body: {
        type: 'object',
        required: ['type'],
        additionalProperties: false,
        properties: {
          type: { type: 'string', maxLength: 40 },
          message: { type: 'string', maxLength: 2000 },
          endpoint: { type: 'string', maxLength: 500 },
          page: { type: 'string', maxLength: 500 },
          count: { type: 'integer', minimum: 0 },
          windowMs: { type: 'integer', minimum: 0 },
          at: { type: 'string', maxLength: 40 },
        },
      },
    },
  }, async (req) => {
    req.log.warn({ alert: req.body, user: req.auth.userId }, 'client alert');
    return ok(null);
  });
}
