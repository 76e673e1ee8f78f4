import { said } from '../../lib/language';

export const feedbackMessages = {
  moved: said('该反馈已被处理或已变化，请刷新后重试', 'This feedback was handled or changed meanwhile; refresh and try again'),
  emptyText: said('不能为空', 'must not be empty'),
  notYourConversation: said('不存在或不属于您', 'does not exist or is not yours'),
  replied: (sheet: string) => said(`您的反馈「${sheet}」有新回复`, `Your feedback "${sheet}" has a new reply`),
};
