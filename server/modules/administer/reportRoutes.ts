import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { BizError } from '../../lib/errors';
import { langOf, type Lang } from '../../lib/language';
import { asReport } from '../../lib/reportSession';
import type { Answer, Input, JsonSchema, RouteSpec } from '../../lib/routeSpec';
import { bossScope, type BossScope } from './bossScope';
import { checkPeriod } from './period';
import { scopedBranch } from './queries/home';
import { cardAnalysis, memberAnalysis, rechargeAnalysis } from './queries/memberReports';
import { arrivalReport, retailReport, supplierReport } from './queries/salesReports';
import { negativeProfit, negativeStock, stockWarning, unsalable } from './queries/stockReports';
import * as s from './schemas';

const tags = ['administer'];

/**
 * A boss report: a POST whose handler takes the caller's scope, the branch it narrowed to (outside the scope: like a
 * missing one), the period checked when it has one, then runs the queries as a report (one core, a time limit).
 */
function post<const B extends JsonSchema, const R extends JsonSchema>(
  menuCode: string,
  url: string,
  summary: string,
  body: B,
  response: R,
  run: NoInfer<(trx: Transaction<Database>, scope: BossScope, input: Input<B>, lang: Lang) => Promise<Answer<R>>>,
): RouteSpec {
  return {
    method: 'POST', url, auth: 'boss', menuCode, tags, summary, schema: { body, response }, read: true,
    handler: async (req: FastifyRequest) => {
      // Fastify validated the body against `body`, which is what Input<B> describes.
      const input = req.body as Input<B> & { branchId?: number; dateFrom?: string; dateTo?: string };
      if (input.dateFrom !== undefined && input.dateTo !== undefined) checkPeriod(input.dateFrom, input.dateTo);
      const scope = await bossScope(req);
      if (input.branchId && !(await scopedBranch(req.server.db, scope, input.branchId))) throw BizError.notFound();
      return asReport(req.server.reports, (trx) => run(trx, scope, input, langOf(req)));
    },
  };
}

export const reportRoutes: RouteSpec[] = [
  post('BOSS_RETAIL', '/administer/report/retail/query', 'Retail sales, cost, gross profit and member share of the period per branch, category, day or supplier, with the total', s.retailBody, s.retailAnswer, retailReport),
  post('BOSS_SUPPLIER_REPORT', '/administer/report/supplier/query', "Every supplier's sales, gross profit, receipts and returns of the period and stock now, with the total", s.supplierReportBody, s.supplierReportAnswer, supplierReport),
  post('BOSS_ARRIVAL_RATE', '/administer/report/arrival-rate/query', 'Arrival rates of the period per supplier or branch over all suppliers, worst first, with the total', s.arrivalBody, s.arrivalAnswer, arrivalReport),
  post('BOSS_STOCK_WARNING', '/administer/report/stock-warning/query', 'Stock below its minimum (or above its maximum), with days of supply, and both counts', s.stockWarningBody, s.stockWarningAnswer, stockWarning),
  post('BOSS_UNSALABLE', '/administer/report/unsalable/query', 'Stock that has not sold for 7 to 90 days, longest idle first', s.unsalableBody, s.unsalableAnswer, unsalable),
  post('BOSS_NEGATIVE_STOCK', '/administer/report/negative-stock/query', 'Stock below zero with the amount short, largest first', s.negativeStockBody, s.negativeStockAnswer, negativeStock),
  post('BOSS_NEGATIVE_PROFIT', '/administer/report/negative-profit/query', 'Items sold below cost per branch and day in the period, largest loss first', s.negativeProfitBody, s.negativeProfitAnswer, negativeProfit),
  post('BOSS_MEMBER', '/administer/report/member/query', 'Members per level (new, active, balance) and member sales of the period', s.memberBody, s.memberAnswer, memberAnalysis),
  post('BOSS_RECHARGE', '/administer/report/recharge/query', 'Recharges of the period per branch or day, with the outstanding stored value', s.rechargeBody, s.rechargeAnswer, rechargeAnalysis),
  post('BOSS_CARD', '/administer/report/card/query', 'Stored-value and gift cards per type: cards, face value, issued and consumed in the period, balance', s.cardBody, s.cardAnswer, cardAnalysis),
];
