import { route, type RouteSpec } from '../../lib/routeSpec';
import { daysIn } from './period';
import type { Narrowing } from './queries/saleFilters';
import { salesGroups } from './queries/salesReport';
import { scorecard } from './queries/scorecard';
import { wholesaleProfit } from './queries/wholesale';
import { report, reportByQuery, reportPair } from './reportPair';
import {
  analysisPage, analysisQuery, analysisTotal, flowBody, itemDetailBody, retailBody, salesPage,
  salesTotal as salesTotalAnswer, scorecardAnswer, scorecardQuery, wholesaleBody, wholesalePage, type SalesFilter,
  type ScorecardInput,
} from './schemas';

const tags = ['sales'];

const retail: Narrowing = { channel: 0 };
const joint: Narrowing = { sellWay: 1 };
const consignment: Narrowing = { sellWay: 2 };

/** A chart of the period in time order: by day up to two months, by month beyond. */
const chartFilter = (f: SalesFilter): SalesFilter => ({ ...f, groupBy: daysIn(f.dateFrom, f.dateTo) <= 62 ? 'day' : 'month', pageNum: 1, pageSize: 400 });

const analysis = { auth: 'supplier', menuCode: 'SCM_SALES_ANALYSIS', tags } as const;
const retailSales = { auth: 'supplier', menuCode: 'SCM_RETAIL_SALES', tags } as const;
const jointSales = { auth: 'supplier', menuCode: 'SCM_JOINT_SALE', tags } as const;
const agencySales = { auth: 'supplier', menuCode: 'SCM_COST_AGENT', tags } as const;

// Rows and total of one filter, as the report screens call them (the total's url ends in /summary).
const rows = { response: salesPage };
const total = { response: salesTotalAnswer };

export const routes: RouteSpec[] = [
  ...reportPair({
    access: analysis, method: 'GET', url: '/scm/sales-analysis/query', input: analysisQuery, narrowing: {}, compare: true,
    rows: { summary: "The supplier's sales per day, month, branch, category or item, with the previous period beside each row", response: analysisPage },
    total: { summary: 'Sales of the period as one total, with the previous period of the same length and the change', response: analysisTotal },
  }),
  route({
    ...analysis, method: 'GET', url: '/scm/sales-analysis/chart', read: true,
    summary: 'Sales of the period in time order (by day up to two months, else by month), with the previous period',
    schema: { querystring: analysisQuery, response: analysisPage },
    handler: reportByQuery((trx, scope, f: SalesFilter) => salesGroups(trx, scope, chartFilter(f), {}, true)),
  }),
  ...reportPair({
    access: retailSales, method: 'POST', url: '/scm/report/retail-analyse/query', input: retailBody, narrowing: retail,
    rows: { ...rows, summary: 'Retail (POS) sales of the period per item, branch, category, day or month: net sales and gross profit' },
    total: { ...total, summary: 'Retail sales of the period as one total' },
  }),
  route({
    auth: 'supplier', menuCode: 'SCM_WHOLESALE_SALES', tags, method: 'POST', url: '/scm/report/wholesale-profit-analyse/query', read: true,
    summary: 'Wholesale sales and gross profit per order, customer, item, branch, category, day or month, with the total',
    schema: { body: wholesaleBody, response: wholesalePage },
    handler: report((trx, scope, f: SalesFilter) => wholesaleProfit(trx, scope, f)),
  }),
  ...reportPair({
    access: jointSales, method: 'POST', url: '/scm/report/union-batch-flow/query', input: flowBody, narrowing: joint,
    rows: { ...rows, summary: 'Joint-venture sales per batch (a branch-day), day, month or branch: net sales, commission, amount due to the supplier' },
    total: { ...total, summary: 'Joint-venture sales of the period as one total' },
  }),
  ...reportPair({
    access: jointSales, method: 'POST', url: '/scm/union-item/detail/list', input: itemDetailBody, narrowing: joint,
    rows: { ...rows, summary: 'Joint-venture sales per item of a period (a batch: one day, one branch)' },
    total: { ...total, summary: 'Joint-venture sales of the items of a period as one total' },
  }),
  ...reportPair({
    access: agencySales, method: 'POST', url: '/scm/report/cost-sale-proxy-batch-flow/list', input: flowBody, narrowing: consignment,
    rows: { ...rows, summary: 'Consignment (cost-based agency) sales per batch, day, month or branch: quantity sold and cost due to the supplier' },
    total: { ...total, summary: 'Consignment sales of the period as one total' },
  }),
  ...reportPair({
    access: agencySales, method: 'POST', url: '/scm/cost-sale-proxy-item/detail/list', input: itemDetailBody, narrowing: consignment,
    rows: { ...rows, summary: 'Consignment sales per item of a period (a batch: one day, one branch)' },
    total: { ...total, summary: 'Consignment sales of the items of a period as one total' },
  }),
  route({
    auth: 'supplier', menuCode: 'SCM_SCORECARD', tags, method: 'GET', url: '/scm/scorecard/query', read: true,
    summary: 'The supplier scorecard per month: on time in full, fill rate, return rate, sell-through, days of supply',
    schema: { querystring: scorecardQuery, response: scorecardAnswer },
    handler: reportByQuery((trx, scope, f: ScorecardInput) => scorecard(trx, scope, f)),
  }),
];
