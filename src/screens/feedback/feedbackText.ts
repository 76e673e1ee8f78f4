import { useLang } from '../../i18n';

const zh = {
  tabNew: '我要反馈',
  tabMine: '我的反馈',
  category: '反馈类型',
  title: '标题（选填）',
  titlePlaceholder: '一句话概括',
  content: '反馈内容',
  contentPlaceholder: '请描述您遇到的问题或建议（不支持表情符号）',
  contact: '联系方式（选填）',
  photos: '图片（最多 9 张）',
  submit: '提交',
  submitted: '反馈已提交',
  conversationAttached: '已附带智能客服会话记录',
  contentRequired: '请填写反馈内容',
  empty: '还没有提交过反馈',
  loadMore: '加载更多',
  noMore: '没有更多了',
  replyFromMerchant: '商家回复',
  yourFollowUp: '我的追问',
  original: '反馈内容',
  followUp: '追问',
  followUpPlaceholder: '补充说明或继续追问',
  send: '发送',
  sent: '已发送',
  close: '关闭反馈',
  closeConfirm: '问题已解决，关闭这条反馈？',
  closed: '已关闭',
  autoClose: '回复后 7 天无追问将自动关闭（{at}）',
  stale: '反馈已变化，已为您刷新',
  all: '全部',
  submittedAt: '提交于 {at}',
  images: '图片',
} as const;

export type FeedbackTextKey = keyof typeof zh;

const en: Record<FeedbackTextKey, string> = {
  tabNew: 'New feedback',
  tabMine: 'My feedback',
  category: 'Category',
  title: 'Title (optional)',
  titlePlaceholder: 'In a few words',
  content: 'Feedback',
  contentPlaceholder: 'Describe the problem or your suggestion (no emoji)',
  contact: 'Contact (optional)',
  photos: 'Photos (up to 9)',
  submit: 'Submit',
  submitted: 'Feedback submitted',
  conversationAttached: 'The assistant conversation is attached',
  contentRequired: 'Please write your feedback',
  empty: 'No feedback submitted yet',
  loadMore: 'Load more',
  noMore: 'No more',
  replyFromMerchant: 'Reply from the merchant',
  yourFollowUp: 'Your follow-up',
  original: 'Feedback',
  followUp: 'Follow up',
  followUpPlaceholder: 'Add details or ask again',
  send: 'Send',
  sent: 'Sent',
  close: 'Close feedback',
  closeConfirm: 'Is the problem solved? Close this feedback?',
  closed: 'Closed',
  autoClose: 'Closes by itself 7 days after the reply unless you follow up ({at})',
  stale: 'The feedback changed; it has been reloaded',
  all: 'All',
  submittedAt: 'Submitted {at}',
  images: 'Photos',
};

export function useFeedbackText(): (key: FeedbackTextKey, vars?: Record<string, string>) => string {
  const lang = useLang();
  const dict = lang === 'en' ? en : zh;
  return (key, vars) => (vars ? dict[key].replace(/\{(\w+)\}/g, (m, k: string) => vars[k] ?? m) : dict[key]);
}
