import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../../../db/types';
import { pageClause } from '../../../lib/paging';
import { likeEscape } from '../../../lib/sqlText';
import type { FeedbackListInput } from '../schemas';

type Db = Kysely<Database> | Transaction<Database>;

/** Whose feedback a query may see: a supplier's own (its scope), or all of the merchant's (its staff). */
export type FeedbackOwner = { merchantId: number; supplierId: number | null };

export const AUTO_CLOSE_DAYS = 7;

/**
 * The status as users see it: a reply left without a follow-up for 7 days counts as closed (domain.md §3.8). Derived
 * when read, so no job has to run for it; every change writes the derived state down first.
 */
export const effectiveStatus = (a: string): RawBuilder<number> =>
  sql<number>`(case when ${sql.ref(`${a}.status`)} = 2 and ${sql.ref(`${a}.replied_at`)} <= now() - make_interval(days => ${AUTO_CLOSE_DAYS}) then 3 else ${sql.ref(`${a}.status`)} end)`;

const ownedSql = (a: string, o: FeedbackOwner) =>
  o.supplierId === null
    ? sql`${sql.ref(`${a}.merchant_id`)} = ${o.merchantId} and ${sql.ref(`${a}.supplier_id`)} is not null`
    : sql`${sql.ref(`${a}.merchant_id`)} = ${o.merchantId} and ${sql.ref(`${a}.supplier_id`)} = ${o.supplierId}`;

export async function listFeedback(db: Db, owner: FeedbackOwner, input: FeedbackListInput) {
  const conds = [ownedSql('f', owner)];
  if (input.keyword) {
    const like = `%${likeEscape(input.keyword)}%`;
    conds.push(sql`(f.title ilike ${like} or f.content ilike ${like} or s.name ilike ${like})`);
  }
  const base = sql.join(conds, sql` and `);
  const status = input.status?.length ? sql`and ${effectiveStatus('f')} = any(${`{${input.status.join(',')}}`}::int[])` : sql``;
  const rows = await sql<{
    id: number; category: number; title: string | null; content: string; status: number; createdAt: Date; repliedAt: Date | null; supplierName: string; version: number;
  }>`select f.id, f.category, f.title, left(f.content, 120) as content, ${effectiveStatus('f')} as status, f.created_at as "createdAt",
      f.replied_at as "repliedAt", s.name as "supplierName", f.version
    from feedback f join supplier s on s.id = f.supplier_id
    where ${base} ${status}
    order by f.created_at desc, f.id desc ${pageClause(input)}`.execute(db);
  const counts = await sql<{ status: number; n: number }>`select ${effectiveStatus('f')} as status, count(*)::int as n
    from feedback f join supplier s on s.id = f.supplier_id where ${base} group by 1`.execute(db);
  const statusCounts: Record<string, number> = { 0: 0, 1: 0, 2: 0, 3: 0 };
  for (const c of counts.rows) statusCounts[String(c.status)] = c.n;
  const total = input.status?.length ? input.status.reduce((t, s) => t + (statusCounts[String(s)] ?? 0), 0) : Object.values(statusCounts).reduce((a, b) => a + b, 0);
  return { rows: rows.rows, total, statusCounts };
}

export async function feedbackById(db: Db, owner: FeedbackOwner, id: number) {
  const r = await sql<{
    id: number; version: number; category: number; title: string | null; content: string; images: string[]; contact: string | null;
    status: number; storedStatus: number; createdAt: Date; reply: string | null; repliedAt: Date | null; closedAt: Date | null;
    supplierName: string; supplierId: number; submitterType: string; submitterId: number; conversationId: number | null; autoCloseAt: Date | null;
  }>`select f.id, f.version, f.category, f.title, f.content, f.images, f.contact, ${effectiveStatus('f')} as status, f.status as "storedStatus",
      f.created_at as "createdAt", f.reply, f.replied_at as "repliedAt",
      coalesce(f.closed_at, case when ${effectiveStatus('f')} = 3 and f.status = 2 then f.replied_at + make_interval(days => ${AUTO_CLOSE_DAYS}) end) as "closedAt",
      s.name as "supplierName", f.supplier_id as "supplierId", f.submitter_type as "submitterType", f.submitter_id as "submitterId",
      f.conversation_id as "conversationId",
      case when f.status = 2 then f.replied_at + make_interval(days => ${AUTO_CLOSE_DAYS}) end as "autoCloseAt"
    from feedback f join supplier s on s.id = f.supplier_id
    where f.id = ${id} and ${ownedSql('f', owner)}`.execute(db);
  return r.rows[0];
}

export function notesOf(db: Db, feedbackId: number, supplierId: number) {
  return db
    .selectFrom('feedback_note')
    .select(['id', 'author_type as authorType', 'content', 'images', 'created_at as createdAt'])
    .where('feedback_id', '=', feedbackId)
    .where('supplier_id', '=', supplierId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function insertFeedback(
  db: Db,
  f: { merchantId: number; supplierId: number; userId: number; category: number; title: string | null; content: string; contact: string | null; images: string[]; conversationId: number | null },
): Promise<number> {
  const r = await db
    .insertInto('feedback')
    .values({
      merchant_id: f.merchantId, supplier_id: f.supplierId, submitter_type: 'supplier', submitter_id: f.userId, category: f.category,
      title: f.title, content: f.content, contact: f.contact, images: f.images, conversation_id: f.conversationId, status: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

/**
 * Compare-and-set move: applies only to the version the user saw, while its status (as users see it, auto-close
 * included) is one of `from`. Undefined tells the loser of a race, or a stale screen.
 */
export async function moveFeedback(
  db: Db,
  owner: FeedbackOwner,
  m: { id: number; version: number; from: number[]; to: number },
  changes: { reply?: string; repliedBy?: number; closed?: boolean } = {},
) {
  const r = await sql<{ id: number; status: number; version: number; supplierId: number; submitterId: number; submitterType: string; title: string | null; content: string; fromStatus: number }>`
    update feedback f set status = ${m.to}, version = f.version + 1, updated_at = now()
      ${changes.reply !== undefined ? sql`, reply = ${changes.reply}, replied_by = ${changes.repliedBy ?? null}, replied_at = now()` : sql``}
      ${changes.closed ? sql`, closed_at = now()` : sql``}
    from feedback old
    where f.id = old.id and old.supplier_id = f.supplier_id and f.id = ${m.id} and f.version = ${m.version} and ${ownedSql('f', owner)}
      and ${effectiveStatus('old')} = any(${`{${m.from.join(',')}}`}::int[])
    returning f.id, f.status, f.version, f.supplier_id as "supplierId", f.submitter_id as "submitterId", f.submitter_type as "submitterType",
      f.title, f.content, old.status as "fromStatus"`.execute(db);
  return r.rows[0];
}

export async function insertNote(db: Db, n: { merchantId: number; supplierId: number; feedbackId: number; authorType: 'supplier' | 'merchant'; authorId: number; content: string; images: string[] }) {
  await db
    .insertInto('feedback_note')
    .values({ merchant_id: n.merchantId, supplier_id: n.supplierId, feedback_id: n.feedbackId, author_type: n.authorType, author_id: n.authorId, content: n.content, images: n.images })
    .execute();
}

export async function logFeedbackMove(
  db: Db,
  l: { merchantId: number; feedbackId: number; from: number; to: number; actorType: 'supplier' | 'buyer' | 'system'; actorId: number | null; comment: string | null },
) {
  await db
    .insertInto('approval_log')
    .values({ merchant_id: l.merchantId, doc_type: 'feedback', doc_id: l.feedbackId, from_status: l.from, to_status: l.to, actor_type: l.actorType, actor_id: l.actorId, comment: l.comment })
    .execute();
}

/** The assistant's conversation the supplier attaches, when the assistant's table exists and the row is the caller's. */
export async function ownConversation(db: Db, userId: number, supplierId: number, conversationId: number): Promise<boolean> {
  const exists = await sql<{ t: string | null }>`select to_regclass('assistant_conversation')::text as t`.execute(db);
  if (!exists.rows[0]?.t) return false;
  const r = await sql<{ ok: number }>`select 1 as ok from assistant_conversation where id = ${conversationId} and user_id = ${userId} and supplier_id = ${supplierId}`.execute(db);
  return r.rows.length > 0;
}
