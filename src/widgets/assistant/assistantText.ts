import { dictionary } from '../../i18n';

// Words of the assistant's chat screen (the shared dictionary holds the engine's and the shell's).
const zh = {
  welcome: '您好，我是云快订智能客服。可以问我门户怎么用，也可以查您自己的订单、对账、付款和库存。要我确认订单、退货或对账单时，我会先给出单据，您点按钮后才会确认。',
  bossWelcome: '您好，我是经营助手。可以问我今天的销售额和变化、门店排名、库存预警、滞销商品、负毛利、离线设备、今天的到货情况和到货率，都按您有权查看的门店计算。',
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
  actionRefused: '未完成，请打开单据查看最新状态',
} as const;

const en: Record<keyof typeof zh, string> = {
  welcome: 'Hello, I am the 云快订 assistant. Ask me how the portal works, or about your own orders, statements, payments and stock. When you ask me to confirm an order, a return or a statement, I show it first; it is confirmed only when you tap the button.',
  bossWelcome: "Hello, I am the business assistant. Ask me about today's sales and their change, the store ranking, stock warnings, unsalable goods, negative profit, devices offline, today's arrivals and the arrival rate, counted over the stores you may see.",
  placeholder: 'Type your question…',
  send: 'Send',
  newChat: 'New chat',
  history: 'History',
  noHistory: 'No conversations yet',
  messages: '{n, plural, one {# message} other {# messages}}',
  helpful: 'Helpful',
  notHelpful: 'Not helpful',
  thanks: 'Thanks for your feedback',
  handOff: 'Hand over / feedback',
  failed: 'No answer: {message}',
  retry: 'Retry',
  thinking: 'Looking it up…',
  close: 'Close',
  actionRefused: 'Not done; open the document to see where it stands',
};

export const assistantText = dictionary(zh, en);
