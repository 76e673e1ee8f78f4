import { said } from '../../lib/language';

export const feedbackMessages = {
  moved: said('该反馈已被处理或已变化，请刷新后重试', 'This feedback was handled or changed meanwhile; refresh and try again'),
  emptyText: said('不能为空', 'must not be empty'),
  notYourConversation: said('不存在或不属于您', 'does not exist or is not yours'),
  replied: (name: string) => said(`您的反馈「${name}」有新回复`, `Your feedback "${name}" has a new reply`),
};

/** Characters of a feedback's words that name it when it has no title (the seed's messages use the same rule). */
export const FEEDBACK_NAME_CHARS = 20;

/**
 * How a notice names a feedback: its title, else the start of what was written (a notice naming "#107" told the
 * supplier nothing about which of their feedbacks was answered).
 */
export function feedbackName(title: string | null, content: string): string {
  if (title?.trim()) return title.trim();
  const words = [...content.replace(/\s+/g, ' ').trim()];
  return words.length > FEEDBACK_NAME_CHARS ? `${words.slice(0, FEEDBACK_NAME_CHARS).join('')}…` : words.join('');
}
