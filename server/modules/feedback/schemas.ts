import { arrayOf, bool, id, instant, instantOrNull, int, intOrNull, object, pageOf, pageParams, statusCounts, statusList, text, textOrNull, version } from '../../lib/schemaFragments';

/** domain.md §3.8: 0 open, 1 in progress, 2 replied, 3 closed (by the supplier, or 7 days after the reply). */
export const FEEDBACK_STATUSES = [0, 1, 2, 3] as const;
export const CATEGORIES = [0, 1, 2, 3, 4, 9] as const;
export const MAX_IMAGES = 9;

const longText = { type: 'string', minLength: 1, maxLength: 1000 } as const;
const uploadIds = { type: 'array', maxItems: MAX_IMAGES, uniqueItems: true, items: { type: 'string', minLength: 1, maxLength: 64 } } as const;

export interface FeedbackListInput {
  pageNum: number;
  pageSize: number;
  status?: number[];
  keyword?: string;
}
export const feedbackListBody = object(
  { ...pageParams, status: statusList(FEEDBACK_STATUSES), keyword: { type: 'string', maxLength: 64 } },
  { additionalProperties: false },
);

export interface FeedbackCreateInput {
  category: number;
  title?: string;
  content: string;
  contact?: string;
  images?: string[];
  conversationId?: string;
}
export const feedbackCreateBody = object(
  {
    category: { type: 'integer', enum: [...CATEGORIES] },
    title: { type: 'string', maxLength: 40 },
    content: longText,
    contact: { type: 'string', maxLength: 32 },
    images: uploadIds,
    conversationId: { type: 'string', pattern: '^[1-9][0-9]{0,15}$' },
  },
  { required: ['category', 'content'], additionalProperties: false },
);

export interface FeedbackNoteInput {
  id: number;
  version: number;
  content: string;
  images?: string[];
}
export const feedbackNoteBody = object(
  { id, version, content: longText, images: uploadIds },
  { required: ['id', 'version', 'content'], additionalProperties: false },
);

export interface FeedbackMoveInput {
  id: number;
  version: number;
}
export const feedbackMoveBody = object({ id, version }, { required: ['id', 'version'], additionalProperties: false });

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

export const feedbackReplyBody = object({ id, version, content: longText }, { required: ['id', 'version', 'content'], additionalProperties: false });
