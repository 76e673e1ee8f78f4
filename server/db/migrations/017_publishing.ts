import { sql, type Kysely } from 'kysely';

/*
 * Published page and menu documents, per merchant, over the built-in files of schemas/ (issue: authoring at run time).
 * - schema_document: one per merchant and path (`schemas/supplier/x.report.json`, `schemas/menu/boss.json`), with
 *   the author's draft (its text, and draft_rev: the compare-and-set of saving it).
 * - schema_document_version: each published text of a document, numbered 1, 2, … (never changed afterwards).
 * - schema_release: the merchant's published set after each publish or roll back, numbered per merchant (revision):
 *   `documents` maps each published path to its version. The primary key is the compare-and-set of two authors
 *   publishing at once: both insert revision n + 1, one wins. The latest revision is what the merchant's users see;
 *   the session lookup reads it, so every process learns of a new release on its next request.
 * - schema_audit: one row per change (draft saved or discarded, published, rolled back): who, when, and the change
 *   as a list of JSON-pointer operations.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table schema_document (
    id bigserial primary key,
    merchant_id bigint not null,
    path text not null,
    kind text not null check (kind in ('page', 'menu')),
    draft_text text,
    draft_rev integer not null default 0,
    draft_by bigint,
    draft_at timestamptz,
    created_at timestamptz not null default now(),
    unique (merchant_id, path)
  )`.execute(db);
  await sql`create table schema_document_version (
    document_id bigint not null references schema_document (id),
    version integer not null,
    body text not null,
    published_by bigint not null,
    published_at timestamptz not null default now(),
    primary key (document_id, version)
  )`.execute(db);
  await sql`create table schema_release (
    merchant_id bigint not null,
    revision integer not null,
    action text not null check (action in ('publish', 'rollback')),
    documents jsonb not null,
    released_by bigint not null,
    released_at timestamptz not null default now(),
    primary key (merchant_id, revision)
  )`.execute(db);
  await sql`comment on column schema_release.documents is '[{ documentId, path, version }]: every published document of the merchant after this release'`.execute(db);
  await sql`create table schema_audit (
    id bigserial primary key,
    merchant_id bigint not null,
    document_id bigint references schema_document (id),
    path text,
    action text not null check (action in ('draft', 'discard', 'publish', 'rollback')),
    revision integer,
    version integer,
    user_id bigint not null,
    at timestamptz not null default now(),
    diff jsonb not null
  )`.execute(db);
  await sql`comment on column schema_audit.diff is '[{ op: add | remove | replace, path: JSON pointer, from?, to? }] against the document before'`.execute(db);
  await sql`create index schema_audit_merchant_idx on schema_audit (merchant_id, id desc)`.execute(db);
  await sql`comment on column merchant_user.role is 'admin (boss side) | buyer | finance | author (boss side: writes and publishes the merchant''s pages and menus)'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists schema_audit`.execute(db);
  await sql`drop table if exists schema_release`.execute(db);
  await sql`drop table if exists schema_document_version`.execute(db);
  await sql`drop table if exists schema_document`.execute(db);
}
