import { sql, type Kysely } from 'kysely';
import { dropTables } from './ddl';

/*
 * The assistant's conversations (one user, acting for one supplier) and their messages, with the user's verdict on
 * each answer ("was this helpful"). The feedback screen attaches a conversation by its id, so other parts read
 * assistant_conversation (id, user_id, supplier_id) with a plain query; nothing references these tables by key.
 * - assistant_message.role: 'user' (the question as typed) or 'assistant' (the answer in the asker's language);
 * - route: 'intent', 'faq' or 'fallback'; topic: the intent name or the knowledge-base entry id;
 * - payload: the answer's table and links as shown, so history shows exactly what was answered;
 * - helpful: null until rated, then true/false; version counts ratings (compare-and-set).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table assistant_conversation (
    id bigserial primary key,
    merchant_id bigint not null,
    user_id bigint not null,
    supplier_id bigint not null,
    title text not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    version int not null default 0
  )`.execute(db);
  await sql`create index assistant_conversation_user_idx on assistant_conversation (user_id, supplier_id, updated_at desc)`.execute(db);
  await sql`create table assistant_message (
    id bigserial primary key,
    conversation_id bigint not null references assistant_conversation(id) on delete cascade,
    merchant_id bigint not null,
    user_id bigint not null,
    supplier_id bigint not null,
    role text not null check (role in ('user', 'assistant')),
    text text not null,
    route text,
    topic text,
    payload jsonb,
    lang text not null default 'zh-CN',
    helpful boolean,
    rated_at timestamptz,
    created_at timestamptz not null default now(),
    version int not null default 0
  )`.execute(db);
  await sql`create index assistant_message_conversation_idx on assistant_message (conversation_id, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, 'assistant_message', 'assistant_conversation');
}
