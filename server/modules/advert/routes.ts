import { route, type RouteSpec } from '../../lib/routeSpec';
import { bannerList, countEvent, isSubscribed } from './queries/adverts';
import { bannerListAnswer, bannerQuery, clickBody, countedAnswer, exposureBody, subscribeAnswer } from './schemas';

const tags = ['advert'];
// Banners show on the supplier home, so they belong to its menu entry.
const banner = { auth: 'supplier' as const, menuCode: 'SCM_HOME', tags };

export const routes: RouteSpec[] = [
  route({
    ...banner,
    method: 'GET', url: '/advert/bannerList',
    summary: "The merchant's banners showing now at a position (the supplier home), in order",
    schema: { querystring: bannerQuery, response: bannerListAnswer },
    handler: async (req) => bannerList(req.server.db, req.auth, req.query.position),
  }),
  route({
    ...banner,
    method: 'POST', url: '/advert/calcExposure',
    summary: 'Counts that the caller saw these banners (once per call and banner); answers how many were counted',
    schema: { body: exposureBody, response: countedAnswer },
    handler: async (req) => countEvent(req.server.db, req.auth, req.body.ids, 'exposure'),
  }),
  route({
    ...banner,
    method: 'POST', url: '/advert/calcAdvert',
    summary: 'Counts a tap on a banner',
    schema: { body: clickBody, response: countedAnswer },
    handler: async (req) => countEvent(req.server.db, req.auth, [req.body.id], 'click'),
  }),
  route({
    method: 'GET', url: '/advert/isSubscribeKmYunFan', auth: 'user', tags,
    summary: "Whether the caller's merchant subscribes to 云帆 (the chain's marketing service)",
    schema: { querystring: { type: 'object', additionalProperties: false, properties: {} }, response: subscribeAnswer },
    handler: async (req) => isSubscribed(req.server.db, req.auth),
  }),
];
