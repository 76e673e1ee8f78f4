import { asReport } from '../../lib/reportSession';
import { route, type RouteSpec } from '../../lib/routeSpec';
import { checkPeriod } from './period';
import { arrivalRate } from './queries/arrivalRate';
import { purchaseSummary, purchaseSummaryTotal } from './queries/purchaseSummary';
import {
  arrivalRateAnswer,
  arrivalRateBody,
  purchaseSummaryBody,
  purchaseSummaryPage,
  purchaseSummaryTotal as purchaseSummaryTotalAnswer,
  type ArrivalRateInput,
  type PurchaseSummaryInput,
} from './schemas';

const tags = ['report'];
const summary = { auth: 'supplier', menuCode: 'SCM_PURCHASE_SUMMARY', tags } as const;

export const routes: RouteSpec[] = [
  route<{ Body: ArrivalRateInput }>({
    method: 'POST',
    url: '/scm/report/delivery-rate-analyse/query',
    auth: 'supplier',
    menuCode: 'SCM_ARRIVAL_RATE',
    tags,
    summary: 'Arrival rates (quantity, amount, line fill, on time) of the period, per branch, day or month, with the total',
    schema: { body: arrivalRateBody, response: arrivalRateAnswer },
    handler: async (req) => {
      checkPeriod(req.body.dateFrom, req.body.dateTo);
      return asReport(req.server.db, (trx) => arrivalRate(trx, req.scope, req.body));
    },
  }),
  route<{ Body: PurchaseSummaryInput }>({
    ...summary,
    method: 'POST',
    url: '/scm/report/purchase-summary/query',
    summary: 'Goods received minus goods returned in the period, per item, branch, category or day',
    schema: { body: purchaseSummaryBody, response: purchaseSummaryPage },
    handler: async (req) => {
      checkPeriod(req.body.dateFrom, req.body.dateTo);
      return asReport(req.server.db, (trx) => purchaseSummary(trx, req.scope, req.body));
    },
  }),
  // Same filters as the query (paging and grouping are accepted and ignored) so the page can send one body to both.
  route<{ Body: PurchaseSummaryInput }>({
    ...summary,
    method: 'POST',
    url: '/scm/report/purchase-summary/total',
    summary: 'The purchase summary of the period as one total',
    schema: { body: purchaseSummaryBody, response: purchaseSummaryTotalAnswer },
    handler: async (req) => {
      checkPeriod(req.body.dateFrom, req.body.dateTo);
      return asReport(req.server.db, (trx) => purchaseSummaryTotal(trx, req.scope, req.body));
    },
  }),
];
