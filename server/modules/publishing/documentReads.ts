import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { releasedDocuments } from '../../lib/publishedSchemas';
import { builtInText, hasBuiltIn } from './builtInText';
import { documentAt, kindOfPath, listDocuments, versionsOf } from './queries/documents';
import { listReleases } from './queries/releases';

// What the author's screens read: the merchant's documents beside what is live of them (its release `revision`).

type Db = Kysely<Database>;

/** Every document of the merchant with its draft, the version its release holds and whether a built-in file is behind it, and its releases, newest first. */
export async function documentList(db: Db, merchantId: number, revision: number) {
  const [rows, published, releases] = await Promise.all([listDocuments(db, merchantId), releasedDocuments(db, merchantId, revision), listReleases(db, merchantId)]);
  const versions = new Map(published.map((d) => [d.path, d.version]));
  return { revision, documents: rows.map((r) => ({ ...r, publishedVersion: versions.get(r.path) ?? null, builtIn: hasBuiltIn(r.path) })), releases };
}

/** One document: the built-in file at its path, the published text, the draft and the published versions. */
export async function documentView(db: Db, merchantId: number, revision: number, path: string) {
  const [row, published] = await Promise.all([documentAt(db, merchantId, path), releasedDocuments(db, merchantId, revision)]);
  const live = published.find((d) => d.path === path);
  return {
    path,
    kind: kindOfPath(path),
    builtIn: builtInText(path),
    published: live ? { version: live.version, text: live.text } : null,
    draft: { rev: row?.draftRev ?? 0, text: row?.draftText ?? null },
    versions: row ? await versionsOf(db, merchantId, row.id) : [],
  };
}
