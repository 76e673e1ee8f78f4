import { getAndPost, type RouteSpec } from '../../lib/routeSpec';
import { activeBranches } from './queries/branches';
import { branchFilter, branchList } from './schemas';

export const routes: RouteSpec[] = [
  // The original client posts here (spec: POST /common/branch/query); the engine gets. Both answer the same list.
  ...getAndPost({
    url: '/common/branch/query', auth: 'user', tags: ['common'],
    summary: "Active branches of the user's merchant, for branch pickers (no supplier needs to be chosen)",
    input: branchFilter, response: branchList,
    read: (req, filter) => activeBranches(req.server.db, req.auth.merchantId, filter.keyword),
  }),
];
