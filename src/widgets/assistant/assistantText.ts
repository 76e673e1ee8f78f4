import { dictionary } from '../../i18n';

// Words of the assistant's chat screen (the shared dictionary holds the engine's and the shell's).
const zh = {
  welcome: '您好，我是云快订智能客服。可以问我门户怎么用，也可以查您自己的订单、对账、付款和库存。我只查看，不会替您确认或提交任何单据。',
  placeholder: '输入您的问题…',
  send: '发送',
  newChat: '新对话',
  history: '历史对话',
  noHistory: '还没有历史对话',
  messages: '{n} 条消息',
  helpful: '有帮助',
  notHelpful: '没帮助',
  thanks: '感谢您的评价',
  handOff: '转人工 / 提交反馈',
  failed: '回答失败：{message}',
  retry: '重试',
  thinking: '正在查询…',
  close: '关闭',
} as const;

const en: Record<keyof typeof zh, string> = {
  welcome: "Hello, I am the 云快订 assistant. Ask me how the portal works, or about your own orders, statements, payments and stock. I only look things up; I never confirm or submit anything for you.",
  placeholder: 'Type your question…',
  send: 'Send',
  newChat: 'New chat',
  history: 'History',
  noHistory: 'No conversations yet',
  messages: '{n} messages',
  helpful: 'Helpful',
  notHelpful: 'Not helpful',
  thanks: 'Thanks for your feedback',
  handOff: 'Hand over / feedback',
  failed: 'No answer: {message}',
  retry: 'Retry',
  thinking: 'Looking it up…',
  close: 'Close',
};

export const assistantText = dictionary(zh, en);
