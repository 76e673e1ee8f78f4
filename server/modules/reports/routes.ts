import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { scopeOf } from '../purchase/scope';
import { arrivalRate } from './arrivalRate';
import { asReport } from './reportSession';
import { purchaseSummary, purchaseSummaryTotal } from './purchaseSummary';
import {
  arrivalRateBody,
  checkPeriod,
  purchaseSummaryBody,
  type ArrivalRateInput,
  type PurchaseSummaryInput,
} from './schemas';

const tags = ['report'];

export default async function reportRoutes(app: FastifyInstance) {
  app.post<{ Body: ArrivalRateInput }>(
    '/scm/report/delivery-rate-analyse/query',
    { config: { auth: 'supplier', menuCode: 'SCM_ARRIVAL_RATE' }, schema: { tags, body: arrivalRateBody } },
    async (req) => {
      checkPeriod(req.body.dateFrom, req.body.dateTo);
      return ok(await asReport(app.db, (trx) => arrivalRate(trx, scopeOf(req.auth), req.body)));
    },
  );

  const summary = { auth: 'supplier', menuCode: 'SCM_PURCHASE_SUMMARY' } as const;

  app.post<{ Body: PurchaseSummaryInput }>(
    '/scm/report/purchase-summary/query',
    { config: summary, schema: { tags, body: purchaseSummaryBody } },
    async (req) => {
      checkPeriod(req.body.dateFrom, req.body.dateTo);
      return ok(await asReport(app.db, (trx) => purchaseSummary(trx, scopeOf(req.auth), req.body)));
    },
  );

  // Same filters as the query (paging and grouping are accepted and ignored) so the page can send one body to both.
  app.post<{ Body: PurchaseSummaryInput }>(
    '/scm/report/purchase-summary/total',
    { config: summary, schema: { tags, body: purchaseSummaryBody } },
    async (req) => {
      checkPeriod(req.body.dateFrom, req.body.dateTo);
      return ok(await asReport(app.db, (trx) => purchaseSummaryTotal(trx, scopeOf(req.auth), req.body)));
    },
  );
}
