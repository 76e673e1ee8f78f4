import { bool, id, instant, int, intOrNull, object, pageOf, pageParams, text, textOrNull } from '../../lib/schemaFragments';

export interface MessageListInput {
  pageNum: number;
  pageSize: number;
  unreadOnly?: boolean;
}
export const messageListBody = object({ ...pageParams, unreadOnly: { type: 'boolean' } }, { additionalProperties: false });

const row = object({
  id: int,
  kind: text,
  title: text,
  docType: textOrNull,
  docId: intOrNull,
  unread: bool,
  /** 0 unread, 1 read (enum messageReadState, for the list's badge) */
  readState: int,
  at: instant,
});
export const messagePage = pageOf(row, { unread: int });

export const unreadAnswer = object({ unread: int });

export const readBody = object({ id }, { required: ['id'], additionalProperties: false });
/** Where tapping the message leads: the document's screen (route and its query), or nothing when it has none. */
export const readAnswer = object({ id: int, route: textOrNull, query: object({ id: textOrNull }), unread: int });

export const readAllBody = object({}, { additionalProperties: false });
export const readAllAnswer = object({ marked: int, unread: int });
