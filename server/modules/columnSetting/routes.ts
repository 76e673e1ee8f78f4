import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ok } from '../../lib/envelope';
import type { AuthContext } from '../../lib/auth';

// Per-user field choices of list screens (which fields a card shows, in which order), keyed by the page
// schema's id. Any logged-in user may keep settings; each only ever reads and writes their own.

export interface ColumnSettings {
  hidden: string[];
  order: string[];
}

const kindCode: Record<AuthContext['userKind'], number> = { supplier: 1, buyer: 2, boss: 3 };

const pageId = { type: 'string', minLength: 1, maxLength: 100, pattern: '^[a-z0-9][a-z0-9.-]*$' } as const;
const fieldList = { type: 'array', maxItems: 200, uniqueItems: true, items: { type: 'string', minLength: 1, maxLength: 100 } } as const;

const listQuery = { type: 'object', additionalProperties: false, required: ['pageId'], properties: { pageId } } as const;
const saveBody = {
  type: 'object',
  additionalProperties: false,
  required: ['pageId', 'settings'],
  properties: {
    pageId,
    settings: {
      type: 'object',
      additionalProperties: false,
      required: ['hidden', 'order'],
      properties: { hidden: fieldList, order: fieldList },
    },
  },
} as const;

export default async function columnSettingRoutes(app: FastifyInstance) {
  const read = async (auth: AuthContext, id: string) => {
    const row = await app.db
      .selectFrom('column_setting')
      .select('settings')
      .where('user_kind', '=', kindCode[auth.userKind])
      .where('user_id', '=', auth.userId)
      .where('page_id', '=', id)
      .executeTakeFirst();
    return ok({ settings: (row?.settings as ColumnSettings | undefined) ?? null });
  };

  // GET is what the engine uses; POST with a body matches the original client's call.
  app.get<{ Querystring: { pageId: string } }>(
    '/common/column-setting/list',
    { config: { auth: 'user' }, schema: { tags: ['common'], querystring: listQuery } },
    async (req) => read(req.auth, req.query.pageId),
  );
  app.post<{ Body: { pageId: string } }>(
    '/common/column-setting/list',
    { config: { auth: 'user' }, schema: { tags: ['common'], body: listQuery } },
    async (req) => read(req.auth, req.body.pageId),
  );

  app.post<{ Body: { pageId: string; settings: ColumnSettings } }>(
    '/common/column-setting/save',
    { config: { auth: 'user' }, schema: { tags: ['common'], body: saveBody } },
    async (req) => {
      const { pageId: id, settings } = req.body;
      const values = { user_kind: kindCode[req.auth.userKind], user_id: req.auth.userId, page_id: id, settings: JSON.stringify(settings) };
      await app.db
        .insertInto('column_setting')
        .values(values)
        .onConflict((oc) => oc.columns(['user_kind', 'user_id', 'page_id']).doUpdateSet({ settings: values.settings, updated_at: sql`now()` }))
        .execute();
      return ok({ settings });
    },
  );
}
