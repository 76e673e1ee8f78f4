import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { bossScope, type BossScope } from '../../lib/bossScope';
import { asReport } from '../../lib/reportSession';
import { routeGroup } from '../../lib/routeGroup';
import type { RouteSpec } from '../../lib/routeSpec';
import { chainStockBranches, chainStockList, chainStockSummary } from './queries/chainStock';
import { checkFilters } from './queries/filters';
import {
  chainStockBody, chainStockBranches as branchesAnswer, chainStockBranchesBody, chainStockPage,
  chainStockSummary as summaryAnswer, type ChainStockInput,
} from './schemas';

const tags = ['chainStock'];

/** The caller's scope, the filters checked against it, then the query run as a report (one core, a time limit). */
async function filtered<T>(req: FastifyRequest, run: (trx: Transaction<Database>, scope: BossScope, input: ChainStockInput) => Promise<T>) {
  const input = req.body as ChainStockInput;
  const scope = await bossScope(req);
  await checkFilters(req.server.db, scope, input);
  return asReport(req.server.reports, (trx) => run(trx, scope, input));
}

const boss = routeGroup({ auth: 'boss', menuCode: 'BOSS_CHAIN_STOCK', tags, prefix: '/administer/report/stock' });

export const routes: RouteSpec[] = [
  boss.reads.post('/query', "Every supplier's goods on hand at the chain's branches, per item and main supplier, with days of supply and branches running out", { body: chainStockBody, response: chainStockPage }, (req) => filtered(req, chainStockList)),
  boss.reads.post('/summary', "Totals of the chain's stock for the same filters: rows, items, suppliers, quantity and cost on hand, items running out", { body: chainStockBody, response: summaryAnswer }, (req) => filtered(req, chainStockSummary)),
  // GET as well as POST: the per-branch screen opens from a link whose ids arrive as text in the address.
  ...boss.getAndPost('/branches', "One item of the chain's stock per branch: main supplier, quantity, cost, days of supply, last receipt and sale", { input: chainStockBranchesBody, response: branchesAnswer }, async (req, input) => {
    const scope = await bossScope(req);
    return asReport(req.server.reports, (trx) => chainStockBranches(trx, scope, input));
  }),
];
