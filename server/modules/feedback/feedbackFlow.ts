import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { AuthContext } from '../../lib/auth';
import { BizError } from '../../lib/errors';
import { notify } from '../../lib/notify';
import type { SupplierScope } from '../../lib/scope';
import { claimUploads, fileUrl } from '../../lib/uploads';
import { cleanText } from './cleanText';
import { feedbackMessages as m, feedbackName } from './messages';
import {
  feedbackById, insertFeedback, insertNote, logFeedbackMove, moveFeedback, notesOf, ownConversation, type FeedbackOwner,
} from './queries/feedback';
import type { FeedbackCreateInput, FeedbackMoveInput, FeedbackNoteInput } from './schemas';

type Db = Kysely<Database>;

/** The supplier's own feedback: its items at its merchant. */
export const supplierOwner = (scope: SupplierScope): FeedbackOwner => ({ merchantId: scope.merchantId, supplierId: scope.supplierId });
export const merchantOwner = (auth: AuthContext): FeedbackOwner => ({ merchantId: auth.merchantId, supplierId: null });

function cleaned(field: string, value: string): string {
  const text = cleanText(value);
  if (!text) throw BizError.invalid(field, m.emptyText);
  return text;
}

const urls = (ids: readonly string[]) => ids.map((id) => (/^\d+$/.test(id) ? fileUrl(id) : id));

/** One feedback item with its conversation, and what the caller may do with it now. */
export async function feedbackDetail(db: Db, owner: FeedbackOwner, id: number) {
  const f = await feedbackById(db, owner, id);
  if (!f) throw BizError.notFound();
  const notes = await notesOf(db, f.id, f.supplierId);
  const merchantSide = owner.supplierId === null;
  return {
    ...f,
    images: urls(f.images),
    notes: notes.map((n) => ({ ...n, images: urls(n.images) })),
    canFollowUp: !merchantSide && f.status !== 3,
    canClose: !merchantSide && f.status !== 3,
    canReply: merchantSide && (f.status === 0 || f.status === 1),
  };
}

export async function createFeedback(db: Db, auth: AuthContext, scope: SupplierScope, input: FeedbackCreateInput) {
  const content = cleaned('content', input.content);
  const title = input.title ? cleanText(input.title) || null : null;
  const conversationId = input.conversationId ? Number(input.conversationId) : null;
  if (conversationId !== null && !(await ownConversation(db, scope.userId, scope.supplierId, conversationId))) {
    throw BizError.invalid('conversationId', m.notYourConversation);
  }
  return db.transaction().execute(async (trx) => {
    const id = await insertFeedback(trx, {
      merchantId: scope.merchantId, supplierId: scope.supplierId, userId: scope.userId, category: input.category, title, content,
      contact: input.contact?.trim() || null, images: input.images ?? [], conversationId,
    });
    await claimUploads(trx, auth, input.images ?? [], { kind: 'feedback', id: String(id) });
    await logFeedbackMove(trx, { merchantId: scope.merchantId, feedbackId: id, from: 0, to: 0, actorType: 'supplier', actorId: scope.userId, comment: null });
    return { id, status: 0 };
  });
}

/** A follow-up: the supplier adds to the conversation; a replied item goes back to "in progress" (2 → 1). */
export async function followUp(db: Db, auth: AuthContext, scope: SupplierScope, input: FeedbackNoteInput) {
  const content = cleaned('content', input.content);
  return db.transaction().execute(async (trx) => {
    const current = await feedbackById(trx, supplierOwner(scope), input.id);
    if (!current) throw BizError.notFound();
    const to = current.status === 2 ? 1 : current.status;
    const r = await moveFeedback(trx, supplierOwner(scope), { id: input.id, version: input.version, from: [0, 1, 2], to });
    if (!r) throw BizError.conflict(m.moved);
    await insertNote(trx, { merchantId: scope.merchantId, supplierId: r.supplierId, feedbackId: r.id, authorType: 'supplier', authorId: scope.userId, content, images: input.images ?? [] });
    await claimUploads(trx, auth, input.images ?? [], { kind: 'feedback', id: String(r.id) });
    await logFeedbackMove(trx, { merchantId: scope.merchantId, feedbackId: r.id, from: r.fromStatus, to, actorType: 'supplier', actorId: scope.userId, comment: content });
    return { id: r.id, status: r.status, version: r.version };
  });
}

export async function closeFeedback(db: Db, scope: SupplierScope, input: FeedbackMoveInput) {
  return db.transaction().execute(async (trx) => {
    const r = await moveFeedback(trx, supplierOwner(scope), { id: input.id, version: input.version, from: [0, 1, 2], to: 3 }, { closed: true });
    if (!r) {
      if (!(await feedbackById(trx, supplierOwner(scope), input.id))) throw BizError.notFound();
      throw BizError.conflict(m.moved);
    }
    await logFeedbackMove(trx, { merchantId: scope.merchantId, feedbackId: r.id, from: r.fromStatus, to: 3, actorType: 'supplier', actorId: scope.userId, comment: null });
    return { id: r.id, status: r.status, version: r.version };
  });
}

/** The merchant takes an item up (0 → 1), so the supplier sees someone is on it. */
export async function acceptFeedback(db: Db, auth: AuthContext, input: FeedbackMoveInput) {
  return db.transaction().execute(async (trx) => {
    const r = await moveFeedback(trx, merchantOwner(auth), { id: input.id, version: input.version, from: [0], to: 1 });
    if (!r) {
      if (!(await feedbackById(trx, merchantOwner(auth), input.id))) throw BizError.notFound();
      throw BizError.conflict(m.moved);
    }
    await logFeedbackMove(trx, { merchantId: auth.merchantId, feedbackId: r.id, from: r.fromStatus, to: 1, actorType: 'buyer', actorId: auth.userId, comment: null });
    return { id: r.id, status: r.status, version: r.version };
  });
}

/** The merchant's reply (0/1 → 2); the submitter gets a message in the same transaction. */
export async function replyFeedback(db: Db, auth: AuthContext, input: Omit<FeedbackNoteInput, 'images'>) {
  const content = cleaned('content', input.content);
  return db.transaction().execute(async (trx) => {
    const r = await moveFeedback(trx, merchantOwner(auth), { id: input.id, version: input.version, from: [0, 1], to: 2 }, { reply: content, repliedBy: auth.userId });
    if (!r) {
      if (!(await feedbackById(trx, merchantOwner(auth), input.id))) throw BizError.notFound();
      throw BizError.conflict(m.moved);
    }
    await insertNote(trx, { merchantId: auth.merchantId, supplierId: r.supplierId, feedbackId: r.id, authorType: 'merchant', authorId: auth.userId, content, images: [] });
    await logFeedbackMove(trx, { merchantId: auth.merchantId, feedbackId: r.id, from: r.fromStatus, to: 2, actorType: 'buyer', actorId: auth.userId, comment: content });
    if (r.submitterType === 'supplier') {
      await notify(trx, { userId: r.submitterId, supplierId: r.supplierId, kind: 'feedbackReplied', title: m.replied(feedbackName(r.title, r.content)), docType: 'feedback', docId: r.id });
    }
    return { id: r.id, status: r.status, version: r.version };
  });
}
