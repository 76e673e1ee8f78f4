import { sql, type Kysely } from 'kysely';
import { dropTables } from './ddl';

/*
 * Uploaded files and the item images that come from new-product applications.
 * - upload: one file a user sent (its bytes live under the data folder, `storage_key` names them there). Before a
 *   document claims it (`owner_kind`/`owner_id` null) only its uploader may read it; afterwards the people who may
 *   see that document: users of the supplier it was uploaded for, and the merchant's own staff.
 * - item_image: the photos of an item, in order; approval of an application copies its images here.
 * - new_item_application.plu_rectified: the PLU the server handed out replaced what the supplier typed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table upload (
    id bigserial primary key,
    merchant_id bigint not null,
    supplier_id bigint,
    uploader_kind text not null,
    uploader_id bigint not null,
    name text not null,
    size int not null,
    content_type text not null,
    sha256 char(64) not null,
    storage_key text not null unique,
    owner_kind text,
    owner_id bigint,
    created_at timestamptz not null default now(),
    claimed_at timestamptz
  )`.execute(db);
  await sql`comment on column upload.owner_kind is 'the document that claimed the file (table name: new_item_application, feedback, …); null: not attached yet'`.execute(db);
  await sql`create index upload_owner_idx on upload (owner_kind, owner_id)`.execute(db);
  await sql`create index upload_uploader_idx on upload (uploader_kind, uploader_id, created_at desc)`.execute(db);
  await sql`create table item_image (
    id bigserial primary key,
    item_id bigint not null references item(id) on delete cascade,
    upload_id bigint not null references upload(id),
    sort int not null default 0
  )`.execute(db);
  await sql`create index item_image_item_idx on item_image (item_id, sort)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, 'item_image', 'upload');
}
