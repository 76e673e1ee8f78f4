import { arrayOf, bool, id, input, instant, int, object, text, textOrNull, version } from '../../lib/schemaFragments';

/** Input and answers of the assistant's routes. */

export const askBody = input({ question: { type: 'string', minLength: 1, maxLength: 500, pattern: '\\S' }, conversationId: id }, ['question']);

const table = object({ columns: arrayOf(text), rows: arrayOf(arrayOf(text)) }, { type: ['object', 'null'] });
const links = arrayOf(object({ label: text, path: text }));
const answerFields = {
  route: text,
  topic: textOrNull,
  text,
  table,
  links,
  handOff: bool,
} as const;

/** A prepared action: the request of the document's screen, sent by the client only on the user's tap. */
const action = object(
  { label: text, confirm: text, url: text, method: text, body: { type: 'object', additionalProperties: true }, successText: text },
  { type: ['object', 'null'] },
);

export const askAnswer = object({ conversationId: int, messageId: int, version: int, ...answerFields, followUps: arrayOf(text), action });

export const conversationList = arrayOf(object({ id: int, title: text, updatedAt: instant, messageCount: int }));

export const conversationDetailAnswer = object({
  id: int,
  title: text,
  messages: arrayOf(object({ id: int, role: text, ...answerFields, route: textOrNull, helpful: { type: ['boolean', 'null'] }, version: int, createdAt: instant })),
});

export const rateBody = input({ messageId: id, helpful: { type: 'boolean' }, version }, ['messageId', 'helpful', 'version']);
export const rateAnswer = object({ id: int, helpful: bool, version: int });

export const suggestionsAnswer = arrayOf(object({ text: text }));

export const emptyQuery = input({});
