import type { FastifyRequest } from 'fastify';
import { resolveSession } from '../../lib/auth';
import { route, type RouteSpec } from '../../lib/routeSpec';
import { userKindCode } from '../../lib/userKind';
import { raiseAlert, type AlertSource } from '../../lib/alerts/channel';
import { intakePolicyFromEnv } from './intakePolicy';
import { admitRecords } from './queries/intake';
import { monitorOverview } from './queries/overview';
import { alertAnswer, alertBody, collectAnswer, collectBody, overviewAnswer, overviewQuery } from './schemas';

const tags = ['monitor'];

/** The session behind the call when it has one: records sent before login (or after logout) are anonymous. */
async function whoIsCalling(req: FastifyRequest): Promise<AlertSource> {
  if (!req.headers.token) return { source: 'client' };
  try {
    const auth = await resolveSession(req.server, req);
    return { source: 'client', userId: auth.userId, userKind: userKindCode[auth.userKind], merchantId: auth.merchantId, supplierId: auth.supplierId };
  } catch {
    return { source: 'client' };
  }
}

export const routes: RouteSpec[] = [
  route({
    method: 'POST', url: '/monitor/collect', auth: 'none', rateLimit: { max: 600, timeWindow: 60_000 }, tags,
    summary: 'Usage and error records from phones (spec §7 body), stored for the operations view within daily caps and a budget',
    schema: { body: collectBody, response: collectAnswer },
    handler: async (req) => {
      const records = [...(req.body.breadcrumb ?? []), ...req.body.data.items];
      // The device is the id the web app keeps per phone; records without one share a single (small) allowance.
      const sender = { address: req.ip, device: records.find((r) => r.datas.uuid)?.datas.uuid ?? '' };
      const { stored } = await admitRecords(req.server.db, intakePolicyFromEnv(), sender, records, await whoIsCalling(req));
      return { stored };
    },
  }),
  route({
    method: 'POST', url: '/common/alerm/send', auth: 'user', rateLimit: { max: 30, timeWindow: 60_000 }, tags,
    summary: 'A client alert (repeated calls, errors seen on a phone): recorded, and posted to the chat webhook when set',
    schema: { body: alertBody, response: alertAnswer },
    handler: async (req) => {
      const a = req.auth;
      const recorded = await raiseAlert(req.server.db, req.body, {
        source: 'client', userId: a.userId, userKind: userKindCode[a.userKind], merchantId: a.merchantId, supplierId: a.supplierId,
      });
      req.log.warn({ alert: req.body.type, endpoint: req.body.endpoint, recorded }, 'client alert');
      return { recorded };
    },
  }),
  route({
    method: 'GET', url: '/monitor/overview', auth: 'boss', menuCode: 'BOSS_MONITOR', tags, read: true,
    summary: "Errors per page and release, slowest endpoints (p95), active users and alerts of the merchant's app",
    schema: { querystring: overviewQuery, response: overviewAnswer },
    handler: (req) => monitorOverview(req.server.db, req.auth.merchantId, req.query.minutes ?? 60),
  }),
];
