import { route, type RouteSpec } from '../../lib/routeSpec';
import { activeBranches } from './queries/branches';
import { branchFilter, branchList, type BranchFilter } from './schemas';

const tags = ['common'];
const summary = "Active branches of the user's merchant, for branch pickers (no supplier needs to be chosen)";

export const routes: RouteSpec[] = [
  route<{ Querystring: BranchFilter }>({
    method: 'GET',
    url: '/common/branch/query',
    auth: 'user',
    summary,
    tags,
    schema: { querystring: branchFilter, response: branchList },
    handler: (req) => activeBranches(req.server.db, req.auth.merchantId, req.query.keyword),
  }),
  // The original client posts here (spec: POST /common/branch/query); both answer the same list.
  route<{ Body: BranchFilter }>({
    method: 'POST',
    url: '/common/branch/query',
    auth: 'user',
    summary,
    tags,
    schema: { body: branchFilter, response: branchList },
    handler: (req) => activeBranches(req.server.db, req.auth.merchantId, req.body.keyword),
  }),
];
