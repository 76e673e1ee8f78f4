/** The assistant's answers as the server sends them (server/modules/assistant/schemas.ts). */
export interface AnswerBlock {
  table: { columns: string[]; rows: string[][] } | null;
  links: { label: string; path: string }[];
  handOff: boolean;
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
}

export interface ConversationSummary {
  id: number;
  title: string;
  updatedAt: string;
  messageCount: number;
}
