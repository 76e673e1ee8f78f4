import { sql, type Kysely } from 'kysely';
import { dropTables } from './ddl';

/*
 * "My" and support: the in-app message centre, the feedback thread, and change requests of supplier master data.
 *
 * - user_message: one row per recipient, so each user's read state is a column. `visible_from` lets the transaction
 *   that confirms an order or records a qualification also write the reminder that shows the day before (delivery
 *   due tomorrow, qualification expiring): no polling job exists that could miss one.
 * - Messages about documents other modules change are written by row triggers in the transaction that changes
 *   them, so every writer (the portal, the ERP's sync, a script) produces them. The seed runs with
 *   session_replication_role = replica, which skips these triggers; its own step writes the demo messages.
 * - feedback_note: the conversation under a feedback item (merchant replies, supplier follow-ups).
 * - supplier_change_request: contacts or bank details a supplier asks the merchant to change (domain: master data
 *   is the merchant's; the supplier proposes, the merchant approves).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table user_message (
    id bigserial primary key,
    merchant_id bigint not null,
    user_kind smallint not null check (user_kind in (1, 2, 3)),
    user_id bigint not null,
    supplier_id bigint,
    kind text not null,
    title jsonb not null,
    doc_type text,
    doc_id bigint,
    visible_from timestamptz not null default now(),
    read_at timestamptz,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`comment on column user_message.user_kind is '1 supplier, 2 buyer, 3 boss (as user_session.user_kind)'`.execute(db);
  await sql`comment on column user_message.supplier_id is 'the supplier the message concerns: a user of several suppliers sees it only while acting for it'`.execute(db);
  await sql`comment on column user_message.title is '{"zh-CN": …, "en": …}'`.execute(db);
  await sql`create index user_message_inbox_idx on user_message (user_kind, user_id, supplier_id, visible_from desc, id desc)`.execute(db);
  await sql`create index user_message_unread_idx on user_message (user_kind, user_id, supplier_id) where read_at is null`.execute(db);
  await sql`create index user_message_doc_idx on user_message (doc_type, doc_id)`.execute(db);

  // One message to every portal user of a supplier (optionally only some roles: 0 admin, 1 sales, 2 finance).
  await sql`create function notify_supplier_users(p_supplier bigint, p_roles smallint[], p_kind text, p_zh text, p_en text,
      p_doc_type text, p_doc_id bigint, p_visible_from timestamptz default null) returns void language sql as $$
    insert into user_message (merchant_id, user_kind, user_id, supplier_id, kind, title, doc_type, doc_id, visible_from)
    select l.merchant_id, 1, l.user_id, p_supplier, p_kind, jsonb_build_object('zh-CN', p_zh, 'en', p_en), p_doc_type, p_doc_id,
           coalesce(p_visible_from, now())
    from supplier_user_link l
    where l.supplier_id = p_supplier and (p_roles is null or l.role = any(p_roles))
  $$`.execute(db);

  // Purchase orders: a new order to confirm; once confirmed, the reminder the day before delivery.
  await sql`create function user_message_on_purchase_order() returns trigger language plpgsql as $$
  declare due date;
  begin
    if new.status = 2 and (tg_op = 'INSERT' or old.status is distinct from 2) then
      perform notify_supplier_users(new.supplier_id, array[0, 1]::smallint[], 'newOrder',
        '新采购订单 ' || new.sheet_no || '，请确认', 'New purchase order ' || new.sheet_no || ' to confirm', 'purchase_order', new.id);
    end if;
    if tg_op = 'UPDATE' and (new.status is distinct from old.status or new.promised_date is distinct from old.promised_date
        or new.expected_date is distinct from old.expected_date) then
      -- A reminder not yet shown follows the order: rescheduled with its date, dropped when the order ends.
      delete from user_message where doc_type = 'purchase_order' and doc_id = new.id and kind = 'deliveryDue' and visible_from > now();
    end if;
    due := coalesce(new.promised_date, new.expected_date);
    if new.status in (3, 5) and (tg_op = 'INSERT' or new.status is distinct from old.status
        or new.promised_date is distinct from old.promised_date or new.expected_date is distinct from old.expected_date)
        and due > current_date then
      perform notify_supplier_users(new.supplier_id, array[0, 1]::smallint[], 'deliveryDue',
        '订单 ' || new.sheet_no || ' 明天（' || to_char(due, 'YYYY-MM-DD') || '）到货',
        'Order ' || new.sheet_no || ' is due tomorrow (' || to_char(due, 'YYYY-MM-DD') || ')', 'purchase_order', new.id,
        (due - 1)::timestamp at time zone current_setting('TimeZone'));
    end if;
    return null;
  end $$`.execute(db);
  await sql`create trigger user_message_purchase_order after insert or update of status, promised_date, expected_date on purchase_order
    for each row execute function user_message_on_purchase_order()`.execute(db);

  // Statements to confirm, settlements paid, applications approved or rejected.
  await sql`create function user_message_on_document() returns trigger language plpgsql as $$
  begin
    if tg_op = 'UPDATE' and new.status is not distinct from old.status then return null; end if;
    if tg_table_name = 'reconciliation' and new.status = 0 then
      perform notify_supplier_users(new.supplier_id, array[0, 2]::smallint[], 'statementToConfirm',
        '对账单 ' || new.sheet_no || ' 待确认', 'Statement ' || new.sheet_no || ' to confirm', 'reconciliation', new.id);
    elsif tg_table_name = 'settlement' and new.status = 5 then
      perform notify_supplier_users(new.supplier_id, array[0, 2]::smallint[], 'settlementPaid',
        '结算单 ' || new.sheet_no || ' 已付款', 'Settlement ' || new.sheet_no || ' paid', 'settlement', new.id);
    elsif tg_table_name = 'new_item_application' and new.status in (2, 3) then
      perform notify_supplier_users(new.supplier_id, array[0, 1]::smallint[], case new.status when 2 then 'applicationApproved' else 'applicationRejected' end,
        '新品申请 ' || new.sheet_no || case new.status when 2 then ' 已通过' else ' 被驳回' end,
        'New-product application ' || new.sheet_no || case new.status when 2 then ' approved' else ' rejected' end,
        'new_item_application', new.id);
    elsif tg_table_name = 'self_replenish' and new.status in (2, 3) then
      perform notify_supplier_users(new.supplier_id, array[0, 1]::smallint[], case new.status when 2 then 'replenishApproved' else 'replenishRejected' end,
        '补货单 ' || new.sheet_no || case new.status when 2 then ' 已通过' else ' 被驳回' end,
        'Replenishment ' || new.sheet_no || case new.status when 2 then ' approved' else ' rejected' end,
        'self_replenish', new.id);
    end if;
    return null;
  end $$`.execute(db);
  for (const table of ['reconciliation', 'settlement', 'new_item_application', 'self_replenish']) {
    await sql`create trigger ${sql.raw(`user_message_${table}`)} after insert or update of status on ${sql.table(table)}
      for each row execute function user_message_on_document()`.execute(db);
  }

  // A qualification with an end date: the reminder 30 days before it ends, written with the record.
  await sql`create function user_message_on_qualification() returns trigger language plpgsql as $$
  begin
    if tg_op = 'UPDATE' and new.valid_to is not distinct from old.valid_to then return null; end if;
    delete from user_message where doc_type = 'supplier_qualification' and doc_id = new.id and read_at is null;
    if new.valid_to is not null and new.valid_to >= current_date then
      perform notify_supplier_users(new.supplier_id, array[0]::smallint[], 'qualificationExpiring',
        '资质「' || new.name || '」将于 ' || to_char(new.valid_to, 'YYYY-MM-DD') || ' 到期',
        'Qualification "' || new.name || '" expires on ' || to_char(new.valid_to, 'YYYY-MM-DD'), 'supplier_qualification', new.id,
        greatest(now(), (new.valid_to - 30)::timestamp at time zone current_setting('TimeZone')));
    end if;
    return null;
  end $$`.execute(db);
  await sql`create trigger user_message_supplier_qualification after insert or update of valid_to on supplier_qualification
    for each row execute function user_message_on_qualification()`.execute(db);

  await sql`alter table feedback add column conversation_id bigint`.execute(db);
  await sql`comment on column feedback.conversation_id is 'the assistant conversation the supplier attached (assistant_conversation.id; no foreign key across modules)'`.execute(db);
  await sql`create table feedback_note (
    id bigserial primary key,
    merchant_id bigint not null,
    feedback_id bigint not null references feedback(id),
    author_type text not null check (author_type in ('supplier', 'merchant')),
    author_id bigint not null,
    content text not null,
    images text[] not null default '{}',
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index feedback_note_feedback_idx on feedback_note (feedback_id, created_at, id)`.execute(db);

  await sql`create table supplier_change_request (
    id bigserial primary key,
    merchant_id bigint not null,
    supplier_id bigint not null references supplier(id),
    kind text not null check (kind in ('contact', 'bank')),
    changes jsonb not null,
    previous jsonb not null,
    reason text,
    status smallint not null default 0,
    requested_by bigint not null,
    reviewed_by bigint,
    reviewed_at timestamptz,
    review_comment text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    version int not null default 0
  )`.execute(db);
  await sql`comment on column supplier_change_request.status is '0 pending, 1 approved, 2 rejected, 9 withdrawn'`.execute(db);
  await sql`create index supplier_change_request_supplier_idx on supplier_change_request (supplier_id, created_at desc, id desc)`.execute(db);
  // One open request per supplier and subject: a second one would race the first at the merchant.
  await sql`create unique index supplier_change_request_open_idx on supplier_change_request (supplier_id, kind) where status = 0`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, 'supplier_change_request', 'feedback_note');
  await sql`alter table feedback drop column if exists conversation_id`.execute(db);
  await sql`drop trigger if exists user_message_supplier_qualification on supplier_qualification`.execute(db);
  for (const table of ['reconciliation', 'settlement', 'new_item_application', 'self_replenish']) {
    await sql`drop trigger if exists ${sql.raw(`user_message_${table}`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop trigger if exists user_message_purchase_order on purchase_order`.execute(db);
  await sql`drop function if exists user_message_on_qualification()`.execute(db);
  await sql`drop function if exists user_message_on_document()`.execute(db);
  await sql`drop function if exists user_message_on_purchase_order()`.execute(db);
  await sql`drop function if exists notify_supplier_users(bigint, smallint[], text, text, text, text, bigint, timestamptz)`.execute(db);
  await sql`drop table if exists user_message`.execute(db);
}
