import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { bossScope, type BossScope } from '../../lib/bossScope';
import { asReport } from '../../lib/reportSession';
import { getAndPost, route, type RouteSpec } from '../../lib/routeSpec';
import { chainStockBranches, chainStockList, chainStockSummary } from './queries/chainStock';
import { checkFilters } from './queries/filters';
import {
  chainStockBody,
  chainStockBranches as branchesAnswer,
  chainStockBranchesBody,
  chainStockPage,
  chainStockSummary as summaryAnswer,
  type ChainStockInput,
} from './schemas';

const tags = ['chainStock'];
const boss = { auth: 'boss', menuCode: 'BOSS_CHAIN_STOCK', tags } as const;

/** The caller's scope, the filters checked against it, then the query run as a report (one core, a time limit). */
async function filtered<T>(req: FastifyRequest, run: (trx: Transaction<Database>, scope: BossScope, input: ChainStockInput) => Promise<T>) {
  const input = req.body as ChainStockInput;
  const scope = await bossScope(req);
  await checkFilters(req.server.db, scope, input);
  return asReport(req.server.db, (trx) => run(trx, scope, input));
}

export const routes: RouteSpec[] = [
  route({
    ...boss,
    method: 'POST', url: '/administer/report/stock/query',
    summary: "Every supplier's goods on hand at the chain's branches, per item and main supplier, with days of supply and branches running out",
    schema: { body: chainStockBody, response: chainStockPage },
    handler: (req) => filtered(req, chainStockList),
  }),
  route({
    ...boss,
    method: 'POST', url: '/administer/report/stock/summary',
    summary: "Totals of the chain's stock for the same filters: rows, items, suppliers, quantity and cost on hand, items running out",
    schema: { body: chainStockBody, response: summaryAnswer },
    handler: (req) => filtered(req, chainStockSummary),
  }),
  // GET as well as POST: the per-branch screen opens from a link whose ids arrive as text in the address.
  ...getAndPost({
    ...boss,
    url: '/administer/report/stock/branches',
    summary: "One item of the chain's stock per branch: main supplier, quantity, cost, days of supply, last receipt and sale",
    input: chainStockBranchesBody, response: branchesAnswer,
    read: async (req, input) => {
      const scope = await bossScope(req);
      return asReport(req.server.db, (trx) => chainStockBranches(trx, scope, input));
    },
  }),
];
