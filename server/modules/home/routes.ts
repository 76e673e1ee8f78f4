import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { menuCodesFor } from '../../lib/menu';
import { scopeOf } from '../purchase/scope';
import { orderAttention, returnsAttention, statementsAttention, type Attention } from './queries';

export default async function homeRoutes(app: FastifyInstance) {
  /**
   * What needs the supplier's attention. A figure whose page the user's role does not hold (finance staff and
   * purchase orders, sales staff and statements) comes back as null rather than being counted for them.
   */
  app.get('/scm/home/summary', { config: { auth: 'supplier', menuCode: 'SCM_HOME' }, schema: { tags: ['home'] } }, async (req) => {
    const scope = scopeOf(req.auth);
    const codes = menuCodesFor(req.auth);
    const none = Promise.resolve(null);
    const [orders, returns, statements] = await Promise.all([
      codes.has('SCM_PURCHASE_ORDER') ? orderAttention(app.db, scope) : none,
      codes.has('SCM_PURCHASE_OUT') ? returnsAttention(app.db, scope) : none,
      codes.has('SCM_FINANCE') ? statementsAttention(app.db, scope) : none,
    ]);
    const data: Record<'awaitingConfirm' | 'dueToday' | 'returnsToConfirm' | 'statementsToConfirm', Attention | null> = {
      awaitingConfirm: orders?.awaitingConfirm ?? null,
      dueToday: orders?.dueToday ?? null,
      returnsToConfirm: returns,
      statementsToConfirm: statements,
    };
    return ok(data);
  });
}
