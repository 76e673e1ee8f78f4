import type { FastifyRequest } from 'fastify';
import { found } from '../../lib/found';
import { langOf } from '../../lib/language';
import { routeGroup } from '../../lib/routeGroup';
import type { RouteSpec } from '../../lib/routeSpec';
import { bossScope } from './bossScope';
import { periodOf } from './period';
import { branchRank, homeSummary, itemClsStat, paywayStat, periodFields, scopedBranch, timeStat, topCategory } from './queries/home';
import { merchantAdmin } from './queries/merchantAdmin';
import {
  branchRankAnswer, homeQuery, itemClsStatAnswer, merchantAdminAnswer, paywayStatAnswer, rankQuery, summaryAnswer,
  timeStatAnswer, timeStatQuery,
} from './schemas';

const home = routeGroup({ auth: 'boss', menuCode: 'BOSS_HOME', tags: ['administer'], prefix: '/administer' });

/** A query string of no parameters. */
const noQuery = { type: 'object', additionalProperties: false, properties: {} } as const;

/** The caller's scope and the branch it narrowed to (a branch outside the scope answers like a missing one). */
async function scoped(req: FastifyRequest, branchId: number | undefined) {
  const scope = await bossScope(req);
  const branch = branchId ? found(await scopedBranch(req.server.db, scope, branchId)) : undefined;
  return { scope, branch };
}

export const homeRoutes: RouteSpec[] = [
  home.reads.get('/home/summary', 'Sales, tickets, average ticket, gross profit and member share of today, this week or this month, each with its change on the period before', { querystring: homeQuery, response: summaryAnswer }, async (req) => {
    const { scope, branch } = await scoped(req, req.query.branchId);
    const p = periodOf(req.query.period);
    const figures = await homeSummary(req.server.db, scope, req.query, p);
    return { ...periodFields(p), branchId: branch ? Number(branch.id) : null, branchName: branch?.name ?? null, categoryId: null, categoryName: null, ...figures };
  }),
  home.reads.get('/home/branch-rank', "The merchant's stores ranked by sales, gross profit, tickets or sales per m² in the period", { querystring: rankQuery, response: branchRankAnswer }, async (req) => {
    const scope = await bossScope(req);
    const p = periodOf(req.query.period);
    return { ...periodFields(p), rows: await branchRank(req.server.db, scope, req.query, p) };
  }),
  home.reads.get('/home/time-stat', 'Sales and tickets of the period per hour of the day or per day', { querystring: timeStatQuery, response: timeStatAnswer }, async (req) => {
    const { scope } = await scoped(req, req.query.branchId);
    const p = periodOf(req.query.period);
    return { ...periodFields(p), rows: await timeStat(req.server.db, scope, req.query, p) };
  }),
  home.reads.get('/home/payway-stat', 'Payments of the period per payment way, with shares', { querystring: homeQuery, response: paywayStatAnswer }, async (req) => {
    const { scope } = await scoped(req, req.query.branchId);
    const p = periodOf(req.query.period);
    return { ...periodFields(p), rows: await paywayStat(req.server.db, scope, req.query, p, langOf(req)) };
  }),
  home.reads.get('/home/item-cls-stat', 'Sales and gross profit of the period per top-level category, or per sub-category of one (drill-down)', { querystring: homeQuery, response: itemClsStatAnswer }, async (req) => {
    const { scope } = await scoped(req, req.query.branchId);
    const parent = req.query.categoryId ? found(await topCategory(req.server.db, scope, req.query.categoryId)) : undefined;
    const p = periodOf(req.query.period);
    const rows = await itemClsStat(req.server.db, scope, req.query, p);
    return { ...periodFields(p), parentId: parent ? Number(parent.id) : null, parentName: parent?.name ?? null, rows };
  }),
  home.reads.get('/my/merchantAdmin', 'The merchant admin, its merchant and how many branches, suppliers and devices it oversees', { querystring: noQuery, response: merchantAdminAnswer }, async (req) => merchantAdmin(req.server.db, await bossScope(req))),
];
