import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { likeEscape } from '../../lib/sqlText';

interface BranchQuery {
  keyword?: string;
}

const filterSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { keyword: { type: 'string', maxLength: 64 } },
} as const;

/** Active branches of the user's merchant, for branch pickers; no supplier needs to be chosen. */
export default async function branchRoutes(app: FastifyInstance) {
  const handler = async (merchantId: number, q: BranchQuery | undefined) => {
    let query = app.db
      .selectFrom('branch')
      .select(['id', 'code', 'name', 'short_name as shortName', 'type'])
      .where('merchant_id', '=', merchantId)
      .where('status', '=', 0);
    const kw = q?.keyword?.trim();
    if (kw) {
      query = query.where((eb) =>
        eb.or([eb('name', 'ilike', `%${likeEscape(kw)}%`), eb('code', 'like', `${likeEscape(kw)}%`)]),
      );
    }
    return ok(await query.orderBy('code').execute());
  };

  app.get<{ Querystring: BranchQuery }>(
    '/common/branch/query',
    { config: { auth: 'user' }, schema: { tags: ['common'], querystring: filterSchema } },
    async (req) => handler(req.auth.merchantId, req.query),
  );

  // The original client posts here (spec: POST /common/branch/query); both answer the same list.
  app.post<{ Body: BranchQuery }>(
    '/common/branch/query',
    { config: { auth: 'user' }, schema: { tags: ['common'], body: filterSchema } },
    async (req) => handler(req.auth.merchantId, req.body),
  );
}
