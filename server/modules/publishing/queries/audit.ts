import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/types';
import type { Change } from '../jsonDiff';

// One audit row per change of a merchant's documents: a draft saved or dropped, a document published or rolled back.

type Db = Kysely<Database>;

export interface AuditRow {
  merchantId: number;
  userId: number;
  documentId: number | null;
  path: string | null;
  action: 'draft' | 'discard' | 'publish' | 'rollback';
  revision?: number;
  version?: number;
  diff: Change[];
}

export async function addAudit(db: Db | Transaction<Database>, rows: AuditRow[]): Promise<void> {
  if (!rows.length) return;
  await db
    .insertInto('schema_audit')
    .values(
      rows.map((r) => ({
        merchant_id: r.merchantId, user_id: r.userId, document_id: r.documentId, path: r.path, action: r.action,
        revision: r.revision ?? null, version: r.version ?? null, diff: JSON.stringify(r.diff),
      })),
    )
    .execute();
}

/** The merchant's audit, newest first (one document's when `path` is given). */
export async function listAudit(db: Db, merchantId: number, q: { pageNum: number; pageSize: number; path?: string }) {
  let query = db
    .selectFrom('schema_audit as a')
    .innerJoin('merchant_user as u', (j) => j.onRef('u.id', '=', 'a.user_id').onRef('u.merchant_id', '=', 'a.merchant_id'))
    .where('a.merchant_id', '=', merchantId);
  if (q.path) query = query.where('a.path', '=', q.path);
  const [rows, total] = await Promise.all([
    query
      .select(['a.id', 'a.path', 'a.action', 'a.revision', 'a.version', 'u.name as userName', 'a.at', 'a.diff'])
      .orderBy('a.id', 'desc')
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((r) => ({ ...r, diff: r.diff as unknown as Change[] })), total: Number(total.n) };
}
