import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { ownedBySql, type SupplierScope } from '../../../lib/scope';
import type { Answer } from '../answer';

/**
 * The assistant's history: conversations belong to one user acting for one supplier (a user serving two suppliers
 * keeps two histories); every read checks both, so another user's conversation looks exactly like a missing one.
 */

type Db = Kysely<Database>;
const mine = (alias: string, scope: SupplierScope) => sql`${ownedBySql(alias, scope)} and ${sql.ref(`${alias}.user_id`)} = ${scope.userId}`;

/** The conversation to continue: the caller's own, else undefined; a new one when no id is given. */
export async function openConversation(db: Db, scope: SupplierScope, id: number | undefined, title: string): Promise<number | undefined> {
  if (id !== undefined) {
    const r = await sql<{ id: number }>`update assistant_conversation c set updated_at = now() where c.id = ${id} and ${mine('c', scope)} returning c.id::int as id`.execute(db);
    return r.rows[0]?.id;
  }
  const r = await sql<{ id: number }>`insert into assistant_conversation (merchant_id, user_id, supplier_id, title)
    values (${scope.merchantId}, ${scope.userId}, ${scope.supplierId}, ${title}) returning id::int as id`.execute(db);
  return r.rows[0].id;
}

/** The question and its answer, stored together; answers the answer's message id. */
export async function saveExchange(db: Db, scope: SupplierScope, conversationId: number, lang: string, question: string, answer: Answer): Promise<number> {
  const payload = JSON.stringify({ table: answer.table, links: answer.links, handOff: answer.handOff, carry: answer.carry ?? null });
  const r = await sql<{ id: number }>`with q as (
      insert into assistant_message (conversation_id, merchant_id, user_id, supplier_id, role, text, lang)
      values (${conversationId}, ${scope.merchantId}, ${scope.userId}, ${scope.supplierId}, 'user', ${question}, ${lang}))
    insert into assistant_message (conversation_id, merchant_id, user_id, supplier_id, role, text, route, topic, payload, lang, created_at)
    values (${conversationId}, ${scope.merchantId}, ${scope.userId}, ${scope.supplierId}, 'assistant', ${answer.text}, ${answer.route},
      ${answer.topic}, ${payload}::jsonb, ${lang}, now() + interval '1 millisecond')
    returning id::int as id`.execute(db);
  return r.rows[0].id;
}

export async function listConversations(db: Db, scope: SupplierScope) {
  const r = await sql<{ id: number; title: string; updatedAt: string; messageCount: number }>`select c.id::int as id, c.title,
      c.updated_at as "updatedAt", (select count(*) from assistant_message m where m.conversation_id = c.id)::int as "messageCount"
    from assistant_conversation c where ${mine('c', scope)} order by c.updated_at desc, c.id desc limit 30`.execute(db);
  return r.rows.map((row) => ({ ...row, updatedAt: new Date(row.updatedAt).toISOString() }));
}

interface MessageRow {
  id: number;
  role: string;
  text: string;
  route: string | null;
  topic: string | null;
  payload: { table: Answer['table']; links: Answer['links']; handOff: boolean } | null;
  helpful: boolean | null;
  version: number;
  createdAt: string;
}

export async function conversationDetail(db: Db, scope: SupplierScope, id: number) {
  const head = await sql<{ id: number; title: string }>`select c.id::int as id, c.title from assistant_conversation c where c.id = ${id} and ${mine('c', scope)}`.execute(db);
  if (!head.rows[0]) return undefined;
  const msgs = await sql<MessageRow>`select m.id::int as id, m.role, m.text, m.route, m.topic, m.payload, m.helpful, m.version, m.created_at as "createdAt"
    from assistant_message m where m.conversation_id = ${id} and ${mine('m', scope)} order by m.created_at, m.id`.execute(db);
  return {
    ...head.rows[0],
    messages: msgs.rows.map((m) => ({
      id: m.id,
      role: m.role,
      text: m.text,
      route: m.route,
      topic: m.topic,
      table: m.payload?.table ?? null,
      links: m.payload?.links ?? [],
      handOff: m.payload?.handOff ?? false,
      helpful: m.helpful,
      version: m.version,
      createdAt: new Date(m.createdAt).toISOString(),
    })),
  };
}

/** Records "was this helpful" on one of the caller's answers, compare-and-set on its version. */
export async function rateAnswer(db: Db, scope: SupplierScope, messageId: number, helpful: boolean, version: number) {
  const r = await sql<{ id: number; helpful: boolean; version: number }>`update assistant_message m
    set helpful = ${helpful}, rated_at = now(), version = m.version + 1
    where m.id = ${messageId} and m.role = 'assistant' and ${mine('m', scope)} and m.version = ${version}
    returning m.id::int as id, m.helpful, m.version`.execute(db);
  if (r.rows[0]) return { found: true as const, row: r.rows[0] };
  const exists = await sql<{ id: number }>`select m.id from assistant_message m where m.id = ${messageId} and m.role = 'assistant' and ${mine('m', scope)}`.execute(db);
  return { found: exists.rows.length > 0, row: null };
}

/** What the conversation's last answer leaves for a follow-up question (its intent and parameters), or null. */
export async function lastCarry(db: Db, scope: SupplierScope, conversationId: number): Promise<Answer['carry'] | null> {
  const r = await sql<{ carry: Answer['carry'] | null }>`select m.payload->'carry' as carry from assistant_message m
    where m.conversation_id = ${conversationId} and m.role = 'assistant' and ${mine('m', scope)}
    order by m.created_at desc, m.id desc limit 1`.execute(db);
  return r.rows[0]?.carry ?? null;
}
