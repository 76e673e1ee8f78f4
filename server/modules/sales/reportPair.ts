import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { asReport } from '../../lib/reportSession';
import { route, type JsonSchema, type RouteSpec } from '../../lib/routeSpec';
import type { SupplierScope } from '../../lib/scope';
import { checkPeriod } from './period';
import { checkFilterIds, type Narrowing } from './queries/saleFilters';
import { salesGroups, salesTotal } from './queries/salesReport';
import type { SalesFilter } from './schemas';

type Run<Input, Out> = (trx: Transaction<Database>, scope: SupplierScope, input: Input) => Promise<Out>;
type Dated = { dateFrom: string; dateTo: string };

/** Checks the period and the filter's ids (400 naming the field), then runs the query as a report (read only, one core, a time limit). */
async function runReport<Input extends Dated, Out>(req: FastifyRequest, input: Input, run: Run<Input, Out>) {
  checkPeriod(input.dateFrom, input.dateTo);
  await checkFilterIds(req.server.db, req.scope, input as Partial<SalesFilter>);
  return asReport(req.server.reports, (trx) => run(trx, req.scope, input));
}

/** A POST report's handler: its filter is the body. */
export const report = <Input extends Dated, Out>(run: Run<Input, Out>) => (req: FastifyRequest) => runReport(req, req.body as Input, run);

/** A GET report's handler: its filter is the query string. */
export const reportByQuery = <Input extends Dated, Out>(run: Run<Input, Out>) => (req: FastifyRequest) => runReport(req, req.query as Input, run);

/** Who may read a report: the supplier side, one menu entry. */
export interface ReportAccess {
  readonly auth: 'supplier';
  readonly menuCode: string;
  readonly tags: readonly string[];
}

/** A sales report screen's two calls: its rows (grouped as the filter asks) and the same filter as one total. */
export interface ReportPair {
  access: ReportAccess;
  method: 'GET' | 'POST';
  /** the rows' url; the total's is the same with its last segment `summary` */
  url: string;
  /** the filter's schema: the query string of a GET, the body of a POST */
  input: JsonSchema;
  rows: { summary: string; response: JsonSchema };
  total: { summary: string; response: JsonSchema };
  /** which sales the report reads (retail, joint-venture, consignment; none for all) */
  narrowing: Narrowing;
  /** each row and the total with the previous period of the same length beside it */
  compare?: boolean;
}

/** The rows route and the total route of one report, in that order, sharing access, filter and narrowing. */
export function reportPair(p: ReportPair): RouteSpec[] {
  const handler = p.method === 'GET' ? reportByQuery : report;
  const input = p.method === 'GET' ? { querystring: p.input } : { body: p.input };
  const compare = p.compare ?? false;
  return [
    route({
      ...p.access, tags: [...p.access.tags], method: p.method, url: p.url, read: true,
      summary: p.rows.summary,
      schema: { ...input, response: p.rows.response },
      handler: handler((trx, scope, f: SalesFilter) => salesGroups(trx, scope, f, p.narrowing, compare)),
    }),
    route({
      ...p.access, tags: [...p.access.tags], method: p.method, url: p.url.replace(/\/[^/]+$/, '/summary'), read: true,
      summary: p.total.summary,
      schema: { ...input, response: p.total.response },
      handler: handler((trx, scope, f: SalesFilter) => salesTotal(trx, scope, f, p.narrowing, compare)),
    }),
  ];
}
