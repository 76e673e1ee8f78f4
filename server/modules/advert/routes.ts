import { routeGroup } from '../../lib/routeGroup';
import type { RouteSpec } from '../../lib/routeSpec';
import { bannerList, countEvent, isSubscribed } from './queries/adverts';
import { bannerListAnswer, bannerQuery, clickBody, countedAnswer, exposureBody, subscribeAnswer } from './schemas';

const tags = ['advert'];
// Banners show on the supplier home, so they belong to its menu entry.
const banner = routeGroup({ auth: 'supplier', menuCode: 'SCM_HOME', tags, prefix: '/advert' });
const anyUser = routeGroup({ auth: 'user', tags, prefix: '/advert' });

export const routes: RouteSpec[] = [
  banner.reads.get('/bannerList', "The merchant's banners showing now at a position (the supplier home), in order", { querystring: bannerQuery, response: bannerListAnswer }, async (req) => bannerList(req.server.db, req.auth, req.query.position)),
  banner.post('/calcExposure', 'Counts that the caller saw these banners (once per call and banner); answers how many were counted', { body: exposureBody, response: countedAnswer }, async (req) => countEvent(req.server.db, req.auth, req.body.ids, 'exposure')),
  banner.post('/calcAdvert', 'Counts a tap on a banner', { body: clickBody, response: countedAnswer }, async (req) => countEvent(req.server.db, req.auth, [req.body.id], 'click')),
  anyUser.reads.get('/isSubscribeKmYunFan', "Whether the caller's merchant subscribes to 云帆 (the chain's marketing service)", { querystring: { type: 'object', additionalProperties: false, properties: {} }, response: subscribeAnswer }, async (req) => isSubscribed(req.server.db, req.auth)),
];
