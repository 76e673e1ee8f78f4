import type { Input } from '../../lib/routeSpec';
import { bool, id, input, instant, int, intOrNull, listInput, object, pageOf, text, textOrNull, titled } from '../../lib/schemaFragments';

export const messageListBody = listInput({ unreadOnly: titled({ type: 'boolean' }, '仅未读', 'Unread only') });
export type MessageListInput = Input<typeof messageListBody>;

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
/** `statusCounts` per tab of the list: "true" the unread, "false" the read (the All tab adds them up). */
export const messagePage = pageOf(row, { unread: int, statusCounts: object({ true: int, false: int }) });

export const unreadAnswer = object({ unread: int });

export const readBody = input({ id }, ['id']);
/** Where tapping the message leads: the document's screen (route and its query), or nothing when it has none. */
export const readAnswer = object({ id: int, route: textOrNull, query: object({ id: textOrNull }), unread: int });

export const readAllBody = input({});
export const readAllAnswer = object({ marked: int, unread: int });
