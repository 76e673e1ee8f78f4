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

  app.post<{ Body: { message: string; url?: string } }>('/common/alerm/send', {
    config: { auth: 'user' },
    schema: {
      tags: ['common'],
      body: {
        type: 'object',
        required: ['message'],
        additionalProperties: false,
        properties: { message: { type: 'string', maxLength: 2000 }, url: { type: 'string', maxLength: 500 } },
      },
    },
  }, async (req) => {
    req.log.warn({ alert: req.body.message, url: req.body.url, user: req.auth.userId }, 'client alert');
    return ok(null);
  });
}
