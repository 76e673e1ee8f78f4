import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { asReport } from '../../lib/reportSession';
import type { SupplierScope } from '../../lib/scope';
import { routeGroup } from '../../lib/routeGroup';
import type { RouteSpec } from '../../lib/routeSpec';
import { checkPeriod } from './period';
import { arrivalRate } from './queries/arrivalRate';
import { purchaseSummary, purchaseSummaryTotal } from './queries/purchaseSummary';
import {
  arrivalRateAnswer, arrivalRateBody, purchaseSummaryBody, purchaseSummaryPage,
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
    return asReport(req.server.reports, (trx) => run(trx, req.scope, input));
  };
}

const arrival = routeGroup({ auth: 'supplier', menuCode: 'SCM_ARRIVAL_RATE', tags });
const summary = routeGroup({ auth: 'supplier', menuCode: 'SCM_PURCHASE_SUMMARY', tags, prefix: '/scm/report/purchase-summary' });

export const routes: RouteSpec[] = [
  arrival.reads.post('/scm/report/delivery-rate-analyse/query', 'Arrival rates (quantity, amount, line fill, on time) of the period, per branch, day or month, with the total', { body: arrivalRateBody, response: arrivalRateAnswer }, report(arrivalRate)),
  summary.reads.post('/query', 'Goods received minus goods returned in the period, per item, branch, category or day', { body: purchaseSummaryBody, response: purchaseSummaryPage }, report(purchaseSummary)),
  // Same filters as the query (paging and grouping are accepted and ignored) so the page can send one body to both.
  summary.reads.post('/total', 'The purchase summary of the period as one total', { body: purchaseSummaryBody, response: purchaseSummaryTotalAnswer }, report(purchaseSummaryTotal)),
];
