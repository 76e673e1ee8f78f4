import type { FastifyRequest } from 'fastify';
import { BizError } from '../../lib/errors';
import { langOf } from '../../lib/language';
import { route, type RouteSpec } from '../../lib/routeSpec';
import { bossScope } from './bossScope';
import { periodOf } from './period';
import { branchRank, homeSummary, itemClsStat, paywayStat, periodFields, scopedBranch, timeStat, topCategory } from './queries/home';
import { merchantAdmin } from './queries/merchantAdmin';
import {
  branchRankAnswer,
  homeQuery,
  itemClsStatAnswer,
  merchantAdminAnswer,
  paywayStatAnswer,
  rankQuery,
  summaryAnswer,
  timeStatAnswer,
  timeStatQuery,
} from './schemas';

const home = { auth: 'boss', menuCode: 'BOSS_HOME', tags: ['administer'] as string[] } as const;

/** The caller's scope and the branch it narrowed to (a branch outside the scope answers like a missing one). */
async function scoped(req: FastifyRequest, branchId: number | undefined) {
  const scope = await bossScope(req);
  const branch = branchId ? await scopedBranch(req.server.db, scope, branchId) : undefined;
  if (branchId && !branch) throw BizError.notFound();
  return { scope, branch };
}

export const homeRoutes: RouteSpec[] = [
  route({
    ...home,
    method: 'GET', url: '/administer/home/summary',
    summary: 'Sales, tickets, average ticket, gross profit and member share of today, this week or this month, each with its change on the period before',
    schema: { querystring: homeQuery, response: summaryAnswer },
    handler: async (req) => {
      const { scope, branch } = await scoped(req, req.query.branchId);
      const p = periodOf(req.query.period);
      const figures = await homeSummary(req.server.db, scope, req.query, p);
      return { ...periodFields(p), branchId: branch ? Number(branch.id) : null, branchName: branch?.name ?? null, categoryId: null, categoryName: null, ...figures };
    },
  }),
  route({
    ...home,
    method: 'GET', url: '/administer/home/branch-rank',
    summary: "The merchant's stores ranked by sales, gross profit, tickets or sales per m² in the period",
    schema: { querystring: rankQuery, response: branchRankAnswer },
    handler: async (req) => {
      const scope = await bossScope(req);
      const p = periodOf(req.query.period);
      return { ...periodFields(p), rows: await branchRank(req.server.db, scope, req.query, p) };
    },
  }),
  route({
    ...home,
    method: 'GET', url: '/administer/home/time-stat',
    summary: 'Sales and tickets of the period per hour of the day or per day',
    schema: { querystring: timeStatQuery, response: timeStatAnswer },
    handler: async (req) => {
      const { scope } = await scoped(req, req.query.branchId);
      const p = periodOf(req.query.period);
      return { ...periodFields(p), rows: await timeStat(req.server.db, scope, req.query, p) };
    },
  }),
  route({
    ...home,
    method: 'GET', url: '/administer/home/payway-stat',
    summary: 'Payments of the period per payment way, with shares',
    schema: { querystring: homeQuery, response: paywayStatAnswer },
    handler: async (req) => {
      const { scope } = await scoped(req, req.query.branchId);
      const p = periodOf(req.query.period);
      return { ...periodFields(p), rows: await paywayStat(req.server.db, scope, req.query, p, langOf(req)) };
    },
  }),
  route({
    ...home,
    method: 'GET', url: '/administer/home/item-cls-stat',
    summary: 'Sales and gross profit of the period per top-level category, or per sub-category of one (drill-down)',
    schema: { querystring: homeQuery, response: itemClsStatAnswer },
    handler: async (req) => {
      const { scope } = await scoped(req, req.query.branchId);
      const parent = req.query.categoryId ? await topCategory(req.server.db, scope, req.query.categoryId) : undefined;
      if (req.query.categoryId && !parent) throw BizError.notFound();
      const p = periodOf(req.query.period);
      const rows = await itemClsStat(req.server.db, scope, req.query, p);
      return { ...periodFields(p), parentId: parent ? Number(parent.id) : null, parentName: parent?.name ?? null, rows };
    },
  }),
  route({
    ...home,
    method: 'GET', url: '/administer/my/merchantAdmin',
    summary: 'The merchant admin, its merchant and how many branches, suppliers and devices it oversees',
    schema: { querystring: { type: 'object', additionalProperties: false, properties: {} }, response: merchantAdminAnswer },
    handler: async (req) => merchantAdmin(req.server.db, await bossScope(req)),
  }),
];
