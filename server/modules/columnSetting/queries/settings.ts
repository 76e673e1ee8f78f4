import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import type { AuthContext } from '../../../lib/auth';
import { userKindCode } from '../../../lib/userKind';
import type { ColumnSettings } from '../schemas';


type Owner = Pick<AuthContext, 'userKind' | 'userId'>;

/** The user's own settings of a page, or null before any were saved. */
export async function readSettings(db: Kysely<Database>, owner: Owner, pageId: string): Promise<ColumnSettings | null> {
  const row = await db
    .selectFrom('column_setting')
    .select('settings')
    .where('user_kind', '=', userKindCode[owner.userKind])
    .where('user_id', '=', owner.userId)
    .where('page_id', '=', pageId)
    .executeTakeFirst();
  return (row?.settings as ColumnSettings | undefined) ?? null;
}

export async function saveSettings(db: Kysely<Database>, owner: Owner, pageId: string, settings: ColumnSettings): Promise<void> {
  const values = { user_kind: userKindCode[owner.userKind], user_id: owner.userId, page_id: pageId, settings: JSON.stringify(settings) };
  await db
    .insertInto('column_setting')
    .values(values)
    .onConflict((oc) => oc.columns(['user_kind', 'user_id', 'page_id']).doUpdateSet({ settings: values.settings, updated_at: sql`now()` }))
    .execute();
}
