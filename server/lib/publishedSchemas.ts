import { sql, type Kysely } from 'kysely';
import type { MenuFile } from '../../common/menus/menuIndex';
import type { Database } from '../db/types';
import { builtInMenus, MenuSet, menuKinds, type MenuItem } from './menu';
import type { UserKind } from './userKind';

// What a merchant's users are served: the built-in page and menu files with the merchant's latest release laid over
// them (schema_release, migration 017). The session lookup reads the merchant's latest revision with the session, so a
// request that finds a revision other than the one held here loads that release and swaps it in whole: the menus, the
// permission index the guard asks (menu codes, shield codes, roles) and the page documents change together, in every
// process, on the first request after a publish or a roll back.

/** A published document as the release names it. */
export interface PublishedDocument {
  documentId: number;
  /** repo-relative path of the file it overrides or adds (`schemas/supplier/x.report.json`) */
  path: string;
  version: number;
  text: string;
}

export interface MerchantSchemas {
  /** 0: nothing published, the built-in files alone */
  revision: number;
  menus: MenuSet;
  /** every published document of the release, by path */
  documents: ReadonlyMap<string, PublishedDocument>;
}

/** One entry of schema_release.documents. */
export interface ReleasedDocument {
  documentId: number;
  path: string;
  version: number;
}

export const menuPathOf = (kind: UserKind) => `schemas/menu/${kind}.json`;

let builtInOnly: MerchantSchemas | null = null;

/** The menus of a release: each kind's published menu file, or the built-in one. */
export function menusWith(documents: ReadonlyMap<string, { text: string }>): MenuSet {
  const base = builtInMenus();
  const tree = (kind: UserKind): MenuItem[] => {
    const doc = documents.get(menuPathOf(kind));
    return doc ? (JSON.parse(doc.text) as MenuFile).menu : base.trees[kind];
  };
  return new MenuSet(Object.fromEntries(menuKinds.map((k) => [k, tree(k)])) as Record<UserKind, MenuItem[]>);
}

/** The documents of a merchant's release `revision`, with their texts. */
export async function releasedDocuments(db: Kysely<Database>, merchantId: number, revision: number): Promise<PublishedDocument[]> {
  if (revision === 0) return [];
  const { rows } = await sql<PublishedDocument>`
    select d.id as "documentId", d.path, v.version, v.body as text
      from schema_release r
      cross join jsonb_to_recordset(r.documents) as x("documentId" bigint, version int)
      join schema_document d on d.id = x."documentId" and d.merchant_id = r.merchant_id
      join schema_document_version v on v.document_id = d.id and v.version = x.version
     where r.merchant_id = ${merchantId} and r.revision = ${revision}
     order by d.path`.execute(db);
  return rows;
}

interface Held {
  byMerchant: Map<number, MerchantSchemas>;
  loading: Map<string, Promise<MerchantSchemas>>;
}

// Held per database: a server has one, but a process that opens several (the tests: one per file) must not answer
// from one database with a release read from another under the same merchant id and revision.
const heldByDatabase = new WeakMap<Kysely<Database>, Held>();

function heldFor(db: Kysely<Database>): Held {
  let held = heldByDatabase.get(db);
  if (!held) heldByDatabase.set(db, (held = { byMerchant: new Map(), loading: new Map() }));
  return held;
}

async function load(db: Kysely<Database>, merchantId: number, revision: number): Promise<MerchantSchemas> {
  const documents = new Map((await releasedDocuments(db, merchantId, revision)).map((d) => [d.path, d]));
  const loaded: MerchantSchemas = { revision, menus: menusWith(documents), documents };
  const { byMerchant } = heldFor(db);
  // A slower load of an older release never replaces a newer one.
  if ((byMerchant.get(merchantId)?.revision ?? -1) < revision) byMerchant.set(merchantId, loaded);
  return loaded;
}

/**
 * The merchant's schemas at `revision` when this process already holds them (every request after a merchant's first
 * one), else undefined: the guard takes them without awaiting anything.
 */
export function heldSchemas(db: Kysely<Database>, merchantId: number, revision: number): MerchantSchemas | undefined {
  if (revision === 0) return (builtInOnly ??= { revision: 0, menus: builtInMenus(), documents: new Map() });
  const current = heldFor(db).byMerchant.get(merchantId);
  return current && current.revision >= revision ? current : undefined;
}

/** The merchant's schemas at `revision` (the latest, as the session lookup read it), loaded once per process. */
export async function merchantSchemas(db: Kysely<Database>, merchantId: number, revision: number): Promise<MerchantSchemas> {
  const held = heldSchemas(db, merchantId, revision);
  if (held) return held;
  const { loading } = heldFor(db);
  const key = `${merchantId}:${revision}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = load(db, merchantId, revision).finally(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** The merchant's latest revision (0 when it never published). */
export async function latestRevision(db: Kysely<Database>, merchantId: number): Promise<number> {
  const row = await db.selectFrom('schema_release').select((eb) => eb.fn.max('revision').as('revision')).where('merchant_id', '=', merchantId).executeTakeFirst();
  return Number(row?.revision ?? 0);
}
