import type { Input } from '../../lib/routeSpec';
import { arrayOf, bool, id, input, instant, instantOrNull, int, intOrNull, listInput, object, pageOf, statusCounts, statusList, text, textOrNull, titled, version } from '../../lib/schemaFragments';

/** domain.md §3.8: 0 open, 1 in progress, 2 replied, 3 closed (by the supplier, or 7 days after the reply). */
export const FEEDBACK_STATUSES = [0, 1, 2, 3] as const;
export const CATEGORIES = [0, 1, 2, 3, 4, 9] as const;
export const MAX_IMAGES = 9;

const longText = { type: 'string', minLength: 1, maxLength: 1000 } as const;
const uploadIds = { type: 'array', maxItems: MAX_IMAGES, uniqueItems: true, items: { type: 'string', minLength: 1, maxLength: 64 } } as const;

export const feedbackListBody = listInput({ status: statusList(FEEDBACK_STATUSES), keyword: { type: 'string', maxLength: 64 } });
export type FeedbackListInput = Input<typeof feedbackListBody>;

export const feedbackCreateBody = input(
  {
    category: titled({ type: 'integer', enum: [...CATEGORIES] }, '类型', 'Category'),
    title: { type: 'string', maxLength: 40 },
    content: titled(longText, '内容', 'Text'),
    contact: { type: 'string', maxLength: 32 },
    images: uploadIds,
    conversationId: titled({ type: 'string', pattern: '^[1-9][0-9]{0,15}$' }, '智能客服会话', 'Assistant conversation'),
  },
  ['category', 'content'],
);
export type FeedbackCreateInput = Input<typeof feedbackCreateBody>;

export const feedbackNoteBody = input({ id, version, content: longText, images: uploadIds }, ['id', 'version', 'content']);
export type FeedbackNoteInput = Input<typeof feedbackNoteBody>;

export { moveBody as feedbackMoveBody, type MoveInput as FeedbackMoveInput } from '../../lib/schemaFragments';

const row = object({
  id: int,
  category: int,
  title: textOrNull,
  content: text,
  status: int,
  createdAt: instant,
  repliedAt: instantOrNull,
  supplierName: text,
  version: int,
});
export const feedbackPage = pageOf(row, { statusCounts });

const note = object({ id: int, authorType: text, content: text, images: arrayOf(text), createdAt: instant });

export const feedbackDetail = object({
  id: int,
  version: int,
  category: int,
  title: textOrNull,
  content: text,
  images: arrayOf(text),
  contact: textOrNull,
  status: int,
  createdAt: instant,
  reply: textOrNull,
  repliedAt: instantOrNull,
  closedAt: instantOrNull,
  supplierName: text,
  conversationId: intOrNull,
  autoCloseAt: instantOrNull,
  canFollowUp: bool,
  canClose: bool,
  canReply: bool,
  notes: arrayOf(note),
});

export const moved = object({ id: int, status: int, version: int });
export const created = object({ id: int, status: int });

export const feedbackReplyBody = input({ id, version, content: longText }, ['id', 'version', 'content']);
