import { sql, type Kysely } from 'kysely';
import { ID_AND_BIZ } from './ddl';

/*
 * Finance as the supplier answers it (domain.md §3.4–3.5):
 * - reconciliation.dispute_photos: upload ids of the evidence a supplier attaches to a dispute (files belong to the
 *   uploads of the image-upload module; no foreign key so finance does not depend on its migration order);
 *   reconciliation.auto_confirmed: the confirmation came from the deadline job, not from a person.
 * - fee_dispute: a supplier contests one deduction (supplier_fee) with a reason and evidence before the fee's
 *   dispute deadline; the chain answers (accepted/refused). An accepted dispute writes a reversing fee
 *   (supplier_fee.reversal_of) that no statement holds yet, so the next statement and settlement pay it back.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table reconciliation add column dispute_photos jsonb not null default '[]', add column auto_confirmed boolean not null default false`.execute(db);
  await sql`create index reconciliation_auto_confirm_idx on reconciliation (deadline) where status = 0`.execute(db);
  await sql`alter table supplier_fee add column reversal_of bigint`.execute(db);
  await sql.raw(`create table fee_dispute (
    ${ID_AND_BIZ},
    supplier_id bigint not null references supplier(id),
    fee_id bigint not null references supplier_fee(id),
    reason text not null,
    photos jsonb not null default '[]',
    status smallint not null default 0,
    created_by bigint not null,
    answer text,
    answered_by bigint,
    answered_at timestamptz,
    reversal_fee_id bigint
  )`).execute(db);
  await sql`comment on column fee_dispute.status is '0 open, 1 accepted, 2 refused'`.execute(db);
  // One dispute in the open per fee: a second one while the first waits is refused by the database as well.
  await sql`create unique index fee_dispute_open_idx on fee_dispute (fee_id) where status = 0`.execute(db);
  await sql`create index fee_dispute_supplier_idx on fee_dispute (supplier_id, created_at desc, id desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists fee_dispute`.execute(db);
  await sql`alter table supplier_fee drop column if exists reversal_of`.execute(db);
  await sql`drop index if exists reconciliation_auto_confirm_idx`.execute(db);
  await sql`alter table reconciliation drop column if exists auto_confirmed, drop column if exists dispute_photos`.execute(db);
}
