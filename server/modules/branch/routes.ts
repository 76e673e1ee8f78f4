import { routeGroup } from '../../lib/routeGroup';
import type { RouteSpec } from '../../lib/routeSpec';
import { activeBranches } from './queries/branches';
import { branchList } from '../../lib/schemaFragments';
import { branchFilter } from './schemas';

const user = routeGroup({ auth: 'user', tags: ['common'] });

export const routes: RouteSpec[] = [
  // Spec §7: POST /common/branch/query (the engine's branch filters post too).
  user.reads.post('/common/branch/query', "Active branches of the user's merchant, for branch pickers (no supplier needs to be chosen)", { body: branchFilter, response: branchList }, (req) => activeBranches(req.server.db, req.auth.merchantId, req.body.keyword)),
];
