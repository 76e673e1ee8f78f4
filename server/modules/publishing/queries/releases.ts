import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../db/types';
import type { ReleasedDocument } from '../../../lib/publishedSchemas';

// The merchant's releases: each the whole set of published documents (path → version) after a publish or a roll
// back. A new release is revision n + 1 of the one its author saw; the primary key lets one of two racing authors in.

type Db = Kysely<Database>;

export interface Release {
  revision: number;
  documents: ReleasedDocument[];
}

export async function releaseAt(db: Db, merchantId: number, revision: number): Promise<Release | undefined> {
  if (revision === 0) return { revision: 0, documents: [] };
  const row = await db.selectFrom('schema_release').select(['revision', 'documents']).where('merchant_id', '=', merchantId).where('revision', '=', revision).executeTakeFirst();
  return row && { revision: row.revision, documents: row.documents as unknown as ReleasedDocument[] };
}

/** The merchant's latest revision as stored now (0 before the first release). */
export async function latestRevision(db: Db, merchantId: number): Promise<number> {
  const row = await db.selectFrom('schema_release').select((eb) => eb.fn.max('revision').as('revision')).where('merchant_id', '=', merchantId).executeTakeFirst();
  return Number(row?.revision ?? 0);
}

/** Adds release `revision` unless another author added it first: answers false then. */
export async function addRelease(
  trx: Transaction<Database>,
  r: { merchantId: number; revision: number; action: 'publish' | 'rollback'; documents: ReleasedDocument[]; userId: number },
): Promise<boolean> {
  const row = await trx
    .insertInto('schema_release')
    .values({ merchant_id: r.merchantId, revision: r.revision, action: r.action, documents: JSON.stringify(r.documents), released_by: r.userId })
    .onConflict((oc) => oc.columns(['merchant_id', 'revision']).doNothing())
    .returning('revision')
    .executeTakeFirst();
  return row !== undefined;
}

/** Stores a draft's text as the document's next version and clears the draft if it is still at `draftRev`. */
export async function publishDraft(trx: Transaction<Database>, documentId: number, draftRev: number, text: string, userId: number): Promise<number | null> {
  const cleared = await trx
    .updateTable('schema_document')
    .set({ draft_text: null, draft_rev: sql`draft_rev + 1`, draft_by: null, draft_at: null })
    .where('id', '=', documentId)
    .where('draft_rev', '=', draftRev)
    .returning('id')
    .executeTakeFirst();
  if (!cleared) return null;
  const { version } = await trx
    .insertInto('schema_document_version')
    .values({ document_id: documentId, version: sql`(select coalesce(max(version), 0) + 1 from schema_document_version where document_id = ${documentId})`, body: text, published_by: userId })
    .returning('version')
    .executeTakeFirstOrThrow();
  return version;
}

/** The merchant's releases, newest first, with who made them. */
export async function listReleases(db: Db, merchantId: number, limit = 50) {
  const rows = await db
    .selectFrom('schema_release as r')
    .innerJoin('merchant_user as u', (j) => j.onRef('u.id', '=', 'r.released_by').onRef('u.merchant_id', '=', 'r.merchant_id'))
    .select(['r.revision', 'r.action', 'u.name as releasedBy', 'r.released_at as releasedAt', 'r.documents'])
    .where('r.merchant_id', '=', merchantId)
    .orderBy('r.revision', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, documents: (r.documents as unknown as ReleasedDocument[]).map(({ path, version }) => ({ path, version })) }));
}
