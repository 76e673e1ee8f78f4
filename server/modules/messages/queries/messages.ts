import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import type { Lang } from '../../../lib/language';
import { pageClause } from '../../../lib/paging';
import type { SupplierScope } from '../../../lib/scope';
import type { MessageListInput } from '../schemas';

type Db = Kysely<Database>;

/** A supplier user's inbox while acting for this supplier: their own messages about it, reminders once due. */
const inbox = (scope: SupplierScope) =>
  sql`m.user_kind = 1 and m.user_id = ${scope.userId} and m.supplier_id = ${scope.supplierId} and m.merchant_id = ${scope.merchantId}
      and m.visible_from <= now()`;

export async function unreadCount(db: Db, scope: SupplierScope): Promise<number> {
  const r = await sql<{ n: number }>`select count(*)::int as n from user_message m where ${inbox(scope)} and m.read_at is null`.execute(db);
  return r.rows[0]?.n ?? 0;
}

export async function listMessages(db: Db, scope: SupplierScope, input: MessageListInput, lang: Lang) {
  const unreadOnly = input.unreadOnly ? sql`and m.read_at is null` : sql``;
  const rows = await sql<{ id: number; kind: string; title: string; docType: string | null; docId: number | null; unread: boolean; readState: number; at: Date }>`
    select m.id, m.kind, coalesce(m.title ->> ${lang}, m.title ->> 'zh-CN') as title, m.doc_type as "docType", m.doc_id as "docId",
      m.read_at is null as unread, case when m.read_at is null then 0 else 1 end as "readState", m.visible_from as at
    from user_message m where ${inbox(scope)} ${unreadOnly}
    order by m.visible_from desc, m.id desc ${pageClause(input)}`.execute(db);
  const counts = await sql<{ total: number; unread: number }>`select count(*)::int as total, count(*) filter (where m.read_at is null)::int as unread
    from user_message m where ${inbox(scope)}`.execute(db);
  const c = counts.rows[0] ?? { total: 0, unread: 0 };
  return { rows: rows.rows, total: input.unreadOnly ? c.unread : c.total, unread: c.unread, statusCounts: { true: c.unread, false: c.total - c.unread } };
}

/** Marks one message read (idempotent) and answers what it is about; undefined when it is not in the caller's inbox. */
export async function readMessage(db: Db, scope: SupplierScope, id: number) {
  const r = await sql<{ id: number; docType: string | null; docId: number | null }>`
    update user_message m set read_at = coalesce(m.read_at, now())
    where m.id = ${id} and ${inbox(scope)}
    returning m.id, m.doc_type as "docType", m.doc_id as "docId"`.execute(db);
  return r.rows[0];
}

export async function readAll(db: Db, scope: SupplierScope): Promise<number> {
  const r = await sql`update user_message m set read_at = now() where ${inbox(scope)} and m.read_at is null`.execute(db);
  return Number(r.numAffectedRows ?? 0);
}
