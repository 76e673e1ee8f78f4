import type { PreparedAction } from '../../../common/assistant/preparedAction';

/** The assistant's answers as the server sends them (server/modules/assistant/schemas.ts). */
export interface AnswerBlock {
  table: { columns: string[]; rows: string[][] } | null;
  links: { label: string; path: string }[];
  handOff: boolean;
  /** next questions the answer offers as chips (a follow-up keeps its intent and parameters) */
  followUps?: string[];
  /** a prepared action: the document screen's own request, sent only when the user taps (server: intentAnswers/prepared.ts) */
  action?: PreparedAction | null;
}


export interface AskResult extends AnswerBlock {
  conversationId: number;
  messageId: number;
  version: number;
  route: string;
  topic: string | null;
  text: string;
}

/** A line of the chat as the screen shows it. */
export interface ChatLine extends AnswerBlock {
  key: string;
  role: 'user' | 'assistant';
  text: string;
  /** the answer's message id once the server named it (ratings need it) */
  messageId?: number;
  version?: number;
  helpful?: boolean | null;
  streaming?: boolean;
  failed?: boolean;
  /** where the prepared action is: not tapped, sent, done, or refused by the server (which showed why) */
  actionState?: 'idle' | 'busy' | 'done' | 'refused';
}

export interface ConversationSummary {
  id: number;
  title: string;
  updatedAt: string;
  messageCount: number;
}
