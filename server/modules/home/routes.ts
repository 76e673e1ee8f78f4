import { qualificationCounts } from '../../lib/qualifications';
import { route, type RouteSpec } from '../../lib/routeSpec';
import { orderAttention, returnsAttention, statementsAttention } from './queries/attention';
import { homeSummaryAnswer } from './schemas';

export const routes: RouteSpec[] = [
  /**
   * What needs the supplier's attention. A figure whose page the user's role does not hold (finance staff and
   * purchase orders, sales staff and statements) comes back as null rather than being counted for them.
   */
  route({
    method: 'GET', url: '/scm/home/summary', auth: 'supplier', menuCode: 'SCM_HOME',
    summary: "What needs the supplier's attention: orders to confirm and due today, returns and statements to confirm",
    tags: ['home'],
    schema: { response: homeSummaryAnswer },
    handler: async (req) => {
      const { db } = req.server;
      const codes = req.schemas.menus.menuCodesFor(req.auth);
      const none = Promise.resolve(null);
      const [orders, returns, statements, qualifications] = await Promise.all([
        codes.has('SCM_PURCHASE_ORDER') ? orderAttention(db, req.scope) : none,
        codes.has('SCM_PURCHASE_OUT') ? returnsAttention(db, req.scope) : none,
        codes.has('SCM_FINANCE') ? statementsAttention(db, req.scope) : none,
        codes.has('SCM_QUALIFICATION') ? qualificationCounts(db, req.scope) : none,
      ]);
      return {
        awaitingConfirm: orders?.awaitingConfirm ?? null,
        dueToday: orders?.dueToday ?? null,
        returnsToConfirm: returns,
        statementsToConfirm: statements,
        qualifications,
      };
    },
  }),
];
