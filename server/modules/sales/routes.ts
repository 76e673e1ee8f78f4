import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { asReport } from '../../lib/reportSession';
import { route, type RouteSpec } from '../../lib/routeSpec';
import type { SupplierScope } from '../../lib/scope';
import { checkPeriod, daysIn } from './period';
import { checkFilterIds, type Narrowing } from './queries/saleFilters';
import { salesGroups, salesTotal } from './queries/salesReport';
import { scorecard } from './queries/scorecard';
import { wholesaleProfit } from './queries/wholesale';
import {
  analysisPage,
  analysisQuery,
  analysisTotal,
  flowBody,
  itemDetailBody,
  retailBody,
  salesPage,
  salesTotal as salesTotalAnswer,
  scorecardAnswer,
  scorecardQuery,
  wholesaleBody,
  wholesalePage,
  type SalesFilter,
  type ScorecardInput,
} from './schemas';

const tags = ['sales'];

type Run<Input> = (trx: Transaction<Database>, scope: SupplierScope, input: Input) => Promise<unknown>;

/** Checks the period and the filter's ids (400 naming the field), then runs the query as a report (read only, one core, a time limit). */
async function runReport<Input extends { dateFrom: string; dateTo: string }>(req: FastifyRequest, input: Input, run: Run<Input>) {
  checkPeriod(input.dateFrom, input.dateTo);
  await checkFilterIds(req.server.db, req.scope, input as Partial<SalesFilter>);
  return asReport(req.server.db, (trx) => run(trx, req.scope, input));
}

/** A POST report's handler: its filter is the body. */
const report = <Input extends { dateFrom: string; dateTo: string }>(run: Run<Input>) => (req: FastifyRequest) => runReport(req, req.body as Input, run);

/** A GET report's handler: its filter is the query string. */
const reportByQuery = <Input extends { dateFrom: string; dateTo: string }>(run: Run<Input>) => (req: FastifyRequest) => runReport(req, req.query as Input, run);

const retail: Narrowing = { channel: 0 };
const joint: Narrowing = { sellWay: 1 };
const consignment: Narrowing = { sellWay: 2 };

/** A chart of the period in time order: by day up to two months, by month beyond. */
const chartFilter = (f: SalesFilter): SalesFilter => ({ ...f, groupBy: daysIn(f.dateFrom, f.dateTo) <= 62 ? 'day' : 'month', pageNum: 1, pageSize: 400 });

const analysis = { auth: 'supplier', menuCode: 'SCM_SALES_ANALYSIS', tags } as const;
const retailSales = { auth: 'supplier', menuCode: 'SCM_RETAIL_SALES', tags } as const;
const jointSales = { auth: 'supplier', menuCode: 'SCM_JOINT_SALE', tags } as const;
const agencySales = { auth: 'supplier', menuCode: 'SCM_COST_AGENT', tags } as const;

export const routes: RouteSpec[] = [
  route({
    ...analysis, method: 'GET', url: '/scm/sales-analysis/query',
    summary: "The supplier's sales per day, month, branch, category or item, with the previous period beside each row",
    schema: { querystring: analysisQuery, response: analysisPage },
    handler: reportByQuery((trx, scope, f: SalesFilter) => salesGroups(trx, scope, f, {}, true)),
  }),
  route({
    ...analysis, method: 'GET', url: '/scm/sales-analysis/summary',
    summary: 'Sales of the period as one total, with the previous period of the same length and the change',
    schema: { querystring: analysisQuery, response: analysisTotal },
    handler: reportByQuery((trx, scope, f: SalesFilter) => salesTotal(trx, scope, f, {}, true)),
  }),
  route({
    ...analysis, method: 'GET', url: '/scm/sales-analysis/chart',
    summary: 'Sales of the period in time order (by day up to two months, else by month), with the previous period',
    schema: { querystring: analysisQuery, response: analysisPage },
    handler: reportByQuery((trx, scope, f: SalesFilter) => salesGroups(trx, scope, chartFilter(f), {}, true)),
  }),
  route({
    ...retailSales, method: 'POST', url: '/scm/report/retail-analyse/query',
    summary: 'Retail (POS) sales of the period per item, branch, category, day or month: net sales and gross profit',
    schema: { body: retailBody, response: salesPage },
    handler: report((trx, scope, f: SalesFilter) => salesGroups(trx, scope, f, retail)),
  }),
  route({
    ...retailSales, method: 'POST', url: '/scm/report/retail-analyse/summary',
    summary: 'Retail sales of the period as one total',
    schema: { body: retailBody, response: salesTotalAnswer },
    handler: report((trx, scope, f: SalesFilter) => salesTotal(trx, scope, f, retail)),
  }),
  route({
    auth: 'supplier', menuCode: 'SCM_WHOLESALE_SALES', tags, method: 'POST', url: '/scm/report/wholesale-profit-analyse/query',
    summary: 'Wholesale sales and gross profit per order, customer, item, branch, category, day or month, with the total',
    schema: { body: wholesaleBody, response: wholesalePage },
    handler: report((trx, scope, f: SalesFilter) => wholesaleProfit(trx, scope, f)),
  }),
  route({
    ...jointSales, method: 'POST', url: '/scm/report/union-batch-flow/query',
    summary: 'Joint-venture sales per batch (a branch-day), day, month or branch: net sales, commission, amount due to the supplier',
    schema: { body: flowBody, response: salesPage },
    handler: report((trx, scope, f: SalesFilter) => salesGroups(trx, scope, f, joint)),
  }),
  route({
    ...jointSales, method: 'POST', url: '/scm/report/union-batch-flow/summary',
    summary: 'Joint-venture sales of the period as one total',
    schema: { body: flowBody, response: salesTotalAnswer },
    handler: report((trx, scope, f: SalesFilter) => salesTotal(trx, scope, f, joint)),
  }),
  route({
    ...jointSales, method: 'POST', url: '/scm/union-item/detail/list',
    summary: 'Joint-venture sales per item of a period (a batch: one day, one branch)',
    schema: { body: itemDetailBody, response: salesPage },
    handler: report((trx, scope, f: SalesFilter) => salesGroups(trx, scope, f, joint)),
  }),
  route({
    ...jointSales, method: 'POST', url: '/scm/union-item/detail/summary',
    summary: 'Joint-venture sales of the items of a period as one total',
    schema: { body: itemDetailBody, response: salesTotalAnswer },
    handler: report((trx, scope, f: SalesFilter) => salesTotal(trx, scope, f, joint)),
  }),
  route({
    ...agencySales, method: 'POST', url: '/scm/report/cost-sale-proxy-batch-flow/list',
    summary: 'Consignment (cost-based agency) sales per batch, day, month or branch: quantity sold and cost due to the supplier',
    schema: { body: flowBody, response: salesPage },
    handler: report((trx, scope, f: SalesFilter) => salesGroups(trx, scope, f, consignment)),
  }),
  route({
    ...agencySales, method: 'POST', url: '/scm/report/cost-sale-proxy-batch-flow/summary',
    summary: 'Consignment sales of the period as one total',
    schema: { body: flowBody, response: salesTotalAnswer },
    handler: report((trx, scope, f: SalesFilter) => salesTotal(trx, scope, f, consignment)),
  }),
  route({
    ...agencySales, method: 'POST', url: '/scm/cost-sale-proxy-item/detail/list',
    summary: 'Consignment sales per item of a period (a batch: one day, one branch)',
    schema: { body: itemDetailBody, response: salesPage },
    handler: report((trx, scope, f: SalesFilter) => salesGroups(trx, scope, f, consignment)),
  }),
  route({
    ...agencySales, method: 'POST', url: '/scm/cost-sale-proxy-item/detail/summary',
    summary: 'Consignment sales of the items of a period as one total',
    schema: { body: itemDetailBody, response: salesTotalAnswer },
    handler: report((trx, scope, f: SalesFilter) => salesTotal(trx, scope, f, consignment)),
  }),
  route({
    auth: 'supplier', menuCode: 'SCM_SCORECARD', tags, method: 'GET', url: '/scm/scorecard/query',
    summary: 'The supplier scorecard per month: on time in full, fill rate, return rate, sell-through, days of supply',
    schema: { querystring: scorecardQuery, response: scorecardAnswer },
    handler: reportByQuery((trx, scope, f: ScorecardInput) => scorecard(trx, scope, f)),
  }),
];
