import { dictionary, useDictionary } from '../../i18n';

// Words of the my and support screens (the shared dictionary holds the engine's and the shell's).
const zh = {
  messages: '消息中心',
  messagesUnread: '{n} 条未读',
  vendorWebsite: '厂商官网',
  version: '版本 {version}',
  roles: '角色：{roles}',
  openingMessage: '正在打开…',
  messageGone: '消息不存在或已失效',
  noDocument: '这条消息没有可打开的单据',
  openInBrowser: '在浏览器中打开',
  frameRefused: '官网不允许在应用内显示，请在浏览器中打开。',
  frameLoading: '正在加载官网…',
  noWebsite: '尚未设置厂商官网。',
  website: '官网地址',
  bell: '消息',
  supplierFeedback: '供应商反馈',
} as const;

const en: Record<keyof typeof zh, string> = {
  messages: 'Messages',
  messagesUnread: '{n} unread',
  vendorWebsite: 'Vendor website',
  version: 'Version {version}',
  roles: 'Roles: {roles}',
  openingMessage: 'Opening…',
  messageGone: 'This message no longer exists',
  noDocument: 'This message has no document to open',
  openInBrowser: 'Open in the browser',
  frameRefused: 'The website does not allow being shown inside the app; open it in the browser.',
  frameLoading: 'Loading the website…',
  noWebsite: 'No vendor website has been set up.',
  website: 'Website',
  bell: 'Messages',
  supplierFeedback: 'Supplier feedback',
};

export const myText = dictionary(zh, en);

/** The same, in the language the component renders in (re-rendering when it changes). */
export const useMyText = () => useDictionary(myText);
