import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';

// The merchant's documents and their drafts. Every statement names the merchant: an author reads and writes only
// the documents of the merchant their session belongs to.

type Db = Kysely<Database>;

export interface DocumentRow {
  id: number;
  path: string;
  kind: string;
  draftText: string | null;
  draftRev: number;
}

export const kindOfPath = (path: string) => (path.startsWith('schemas/menu/') ? 'menu' : 'page');

export async function documentAt(db: Db, merchantId: number, path: string): Promise<DocumentRow | undefined> {
  return db
    .selectFrom('schema_document')
    .select(['id', 'path', 'kind', 'draft_text as draftText', 'draft_rev as draftRev'])
    .where('merchant_id', '=', merchantId)
    .where('path', '=', path)
    .executeTakeFirst();
}

/** Every draft of the merchant, by path. */
export async function draftsOf(db: Db, merchantId: number): Promise<Map<string, DocumentRow>> {
  const rows = await db
    .selectFrom('schema_document')
    .select(['id', 'path', 'kind', 'draft_text as draftText', 'draft_rev as draftRev'])
    .where('merchant_id', '=', merchantId)
    .where('draft_text', 'is not', null)
    .execute();
  return new Map(rows.map((r) => [r.path, r]));
}

/** The merchant's documents with who drafted them last (names of the merchant's own staff). */
export async function listDocuments(db: Db, merchantId: number) {
  return db
    .selectFrom('schema_document as d')
    .leftJoin('merchant_user as u', (j) => j.onRef('u.id', '=', 'd.draft_by').onRef('u.merchant_id', '=', 'd.merchant_id'))
    .select(['d.id', 'd.path', 'd.kind', 'd.draft_rev as draftRev', 'u.name as draftBy', 'd.draft_at as draftAt'])
    .select(sql<boolean>`d.draft_text is not null`.as('hasDraft'))
    .where('d.merchant_id', '=', merchantId)
    .orderBy('d.path')
    .execute();
}

/**
 * Saves a draft if it is still at `draftRev` (0: the document has none yet, and no row may exist). Answers the new
 * draft_rev, or null when another save came first.
 */
export async function saveDraft(db: Db, merchantId: number, userId: number, path: string, text: string, draftRev: number): Promise<{ id: number; draftRev: number } | null> {
  const existing = await documentAt(db, merchantId, path);
  if (!existing) {
    if (draftRev !== 0) return null;
    const row = await db
      .insertInto('schema_document')
      .values({ merchant_id: merchantId, path, kind: kindOfPath(path), draft_text: text, draft_rev: 1, draft_by: userId, draft_at: sql`now()` })
      .onConflict((oc) => oc.columns(['merchant_id', 'path']).doNothing())
      .returning(['id', 'draft_rev as draftRev'])
      .executeTakeFirst();
    return row ?? null;
  }
  const row = await db
    .updateTable('schema_document')
    .set({ draft_text: text, draft_rev: sql`draft_rev + 1`, draft_by: userId, draft_at: sql`now()` })
    .where('id', '=', existing.id)
    .where('draft_rev', '=', draftRev)
    .returning(['id', 'draft_rev as draftRev'])
    .executeTakeFirst();
  return row ?? null;
}

/** Drops a draft still at `draftRev`; answers the new draft_rev, or null when it moved (or there was none). */
export async function discardDraft(db: Db, merchantId: number, path: string, draftRev: number): Promise<{ id: number; draftRev: number; text: string } | null> {
  const row = await db
    .updateTable('schema_document as d')
    .from('schema_document as before')
    .set({ draft_text: null, draft_rev: sql`d.draft_rev + 1`, draft_by: null, draft_at: null })
    .whereRef('before.id', '=', 'd.id')
    .where('d.merchant_id', '=', merchantId)
    .where('d.path', '=', path)
    .where('d.draft_rev', '=', draftRev)
    .where('d.draft_text', 'is not', null)
    .returning(['d.id', 'd.draft_rev as draftRev', 'before.draft_text as text'])
    .executeTakeFirst();
  return row ? { id: row.id, draftRev: row.draftRev, text: row.text! } : null;
}

/** A document's published versions, newest first. */
export async function versionsOf(db: Db, merchantId: number, documentId: number) {
  return db
    .selectFrom('schema_document_version as v')
    .innerJoin('schema_document as d', 'd.id', 'v.document_id')
    .innerJoin('merchant_user as u', (j) => j.onRef('u.id', '=', 'v.published_by').onRef('u.merchant_id', '=', 'd.merchant_id'))
    .select(['v.version', 'u.name as publishedBy', 'v.published_at as publishedAt'])
    .where('d.merchant_id', '=', merchantId)
    .where('v.document_id', '=', documentId)
    .orderBy('v.version', 'desc')
    .execute();
}
