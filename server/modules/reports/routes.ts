import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { asReport } from '../../lib/reportSession';
import type { SupplierScope } from '../../lib/scope';
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
} from './schemas';

const tags = ['report'];

/** A report's handler: the period checked, then the query run as a report (one core, a time limit). */
function report<Input extends { dateFrom: string; dateTo: string }, Out>(
  run: (trx: Transaction<Database>, scope: SupplierScope, input: Input) => Promise<Out>,
) {
  return (req: FastifyRequest) => {
    const input = req.body as Input;
    checkPeriod(input.dateFrom, input.dateTo);
    return asReport(req.server.db, (trx) => run(trx, req.scope, input));
  };
}

const summary = { auth: 'supplier', menuCode: 'SCM_PURCHASE_SUMMARY', tags } as const;

export const routes: RouteSpec[] = [
  route({
    method: 'POST', url: '/scm/report/delivery-rate-analyse/query', auth: 'supplier', menuCode: 'SCM_ARRIVAL_RATE', tags,
    summary: 'Arrival rates (quantity, amount, line fill, on time) of the period, per branch, day or month, with the total',
    schema: { body: arrivalRateBody, response: arrivalRateAnswer },
    handler: report(arrivalRate),
  }),
  route({
    ...summary,
    method: 'POST', url: '/scm/report/purchase-summary/query',
    summary: 'Goods received minus goods returned in the period, per item, branch, category or day',
    schema: { body: purchaseSummaryBody, response: purchaseSummaryPage },
    handler: report(purchaseSummary),
  }),
  // Same filters as the query (paging and grouping are accepted and ignored) so the page can send one body to both.
  route({
    ...summary,
    method: 'POST', url: '/scm/report/purchase-summary/total',
    summary: 'The purchase summary of the period as one total',
    schema: { body: purchaseSummaryBody, response: purchaseSummaryTotalAnswer },
    handler: report(purchaseSummaryTotal),
  }),
];
