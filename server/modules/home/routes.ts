import { qualificationCounts } from '../../lib/qualifications';
import { route, type RouteSpec } from '../../lib/routeSpec';
import { orderAttention, returnsAttention, statementsAttention } from './queries/attention';
import { deliveryAttention } from './queries/deliveryAttention';
import { reviewAttention } from './queries/reviews';
import { buyerSummaryAnswer, homeSummaryAnswer } from './schemas';

export const routes: RouteSpec[] = [
  /**
   * What needs the supplier's attention. A figure whose page the user's role does not hold (finance staff and
   * purchase orders, sales staff and statements) comes back as null rather than being counted for them.
   */
  route({
    method: 'GET', url: '/scm/home/summary', auth: 'supplier', menuCode: 'SCM_HOME', read: true,
    summary: "What needs the supplier's attention: orders to confirm and due today, returns and statements to confirm, deliveries to announce, book and make today",
    tags: ['home'],
    schema: { response: homeSummaryAnswer },
    handler: async (req) => {
      const { db } = req.server;
      const codes = req.schemas.menus.menuCodesFor(req.auth);
      const none = Promise.resolve(null);
      const [orders, returns, statements, qualifications, deliveries] = await Promise.all([
        codes.has('SCM_PURCHASE_ORDER') ? orderAttention(db, req.scope) : none,
        codes.has('SCM_PURCHASE_OUT') ? returnsAttention(db, req.scope) : none,
        codes.has('SCM_FINANCE') ? statementsAttention(db, req.scope) : none,
        codes.has('SCM_QUALIFICATION') ? qualificationCounts(db, req.scope) : none,
        codes.has('SCM_DELIVERY') ? deliveryAttention(db, req.scope) : none,
      ]);
      return {
        awaitingConfirm: orders?.awaitingConfirm ?? null,
        dueToday: orders?.dueToday ?? null,
        returnsToConfirm: returns,
        statementsToConfirm: statements,
        qualifications,
        deliveries,
      };
    },
  }),
  /** The buyer's to-dos: what every supplier of the chain sent for review, and this month's approvals. */
  route({
    method: 'GET', url: '/scm/buyer/home/summary', auth: 'buyer', menuCode: 'BUYER_HOME', read: true,
    summary: "What waits for the chain's buyer: new-product applications and replenishment requests to review, and this month's approvals",
    tags: ['home'],
    schema: { response: buyerSummaryAnswer },
    handler: (req) => reviewAttention(req.server.db, req.auth.merchantId),
  }),
];
