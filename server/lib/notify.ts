import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/types';
import type { Said } from './language';
import { userKindCode, type UserKind } from './userKind';

type Db = Kysely<Database> | Transaction<Database>;

export interface Notice {
  /** one user (with `userKind`, supplier user by default)… */
  userId?: number;
  userKind?: UserKind;
  /** …or every portal user of a supplier; with `userId`, the supplier the message concerns */
  supplierId?: number;
  /** supplier roles that receive a supplier-wide message (0 admin, 1 sales, 2 finance); all when omitted */
  roles?: number[];
  kind: string;
  title: Said;
  docType: string;
  docId: number;
  /** shown from then on (a reminder); now when omitted */
  visibleFrom?: Date;
}

/**
 * Puts a message in the message centre. Call it with the transaction that changes the document, so a message
 * exists exactly when the change does. Documents changed outside the portal get theirs from the row triggers of
 * migration 008, which call the same SQL function.
 */
export async function notify(db: Db, n: Notice): Promise<void> {
  const title = JSON.stringify(n.title);
  const visibleFrom = n.visibleFrom ?? new Date();
  if (n.userId !== undefined) {
    const kind = userKindCode[n.userKind ?? 'supplier'];
    const merchant =
      kind === 1
        ? sql<number>`(select merchant_id from supplier_user where id = ${n.userId})`
        : sql<number>`(select merchant_id from merchant_user where id = ${n.userId})`;
    await sql`insert into user_message (merchant_id, user_kind, user_id, supplier_id, kind, title, doc_type, doc_id, visible_from)
      select ${merchant}, ${kind}, ${n.userId}, ${n.supplierId ?? null}, ${n.kind}, ${title}::jsonb, ${n.docType}, ${n.docId}, ${visibleFrom}
      where ${merchant} is not null`.execute(db);
    return;
  }
  if (n.supplierId === undefined) throw new Error('notify needs a userId or a supplierId');
  const roles = n.roles ? sql`${`{${n.roles.join(',')}}`}::smallint[]` : sql`null::smallint[]`;
  await sql`select notify_supplier_users(${n.supplierId}, ${roles}, ${n.kind}, ${n.title['zh-CN']}, ${n.title.en},
    ${n.docType}, ${n.docId}, ${visibleFrom})`.execute(db);
}
