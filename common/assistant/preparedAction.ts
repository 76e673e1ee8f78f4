/**
 * A step the assistant offers with one tap: the very request the document's screen sends (its label, the screen's
 * question before it acts, its route and body, its words on success). The server prepares it
 * (server/modules/assistant/intentAnswers/prepared.ts); the app performs it only when the user taps, through that
 * route, so permission, compare-and-set and messages are the screen's.
 */
export interface PreparedAction {
  label: string;
  confirm: string;
  url: string;
  method: 'POST';
  body: Record<string, unknown>;
  successText: string;
}
