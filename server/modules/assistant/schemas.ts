import { arrayOf, bool, id, instant, int, object, text, textOrNull, version } from '../../lib/schemaFragments';

/** Input and answers of the assistant's routes. */

export const askBody = {
  type: 'object',
  additionalProperties: false,
  required: ['question'],
  properties: {
    question: { type: 'string', minLength: 1, maxLength: 500, pattern: '\\S' },
    conversationId: id,
  },
} as const;
export interface AskInput {
  question: string;
  conversationId?: number;
}

const table = { type: ['object', 'null'], properties: { columns: arrayOf(text), rows: arrayOf(arrayOf(text)) } } as const;
const links = arrayOf(object({ label: text, path: text }));
const answerFields = {
  route: text,
  topic: textOrNull,
  text,
  table,
  links,
  handOff: bool,
};

export const askAnswer = object({ conversationId: int, messageId: int, version: int, ...answerFields });

export const conversationList = arrayOf(object({ id: int, title: text, updatedAt: instant, messageCount: int }));

export const conversationDetailAnswer = object({
  id: int,
  title: text,
  messages: arrayOf(object({ id: int, role: text, ...answerFields, route: textOrNull, helpful: { type: ['boolean', 'null'] }, version: int, createdAt: instant })),
});

export const rateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['messageId', 'helpful', 'version'],
  properties: { messageId: id, helpful: { type: 'boolean' }, version },
} as const;
export interface RateInput {
  messageId: number;
  helpful: boolean;
  version: number;
}
export const rateAnswer = object({ id: int, helpful: bool, version: int });

export const suggestionsAnswer = arrayOf(object({ text: text }));

export const emptyQuery = { type: 'object', additionalProperties: false, properties: {} } as const;
