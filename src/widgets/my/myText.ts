import { dictionary, useDictionary } from '../../i18n';

// Words of the my and support screens (the shared dictionary holds the engine's and the shell's).
const zh = {
  messagesUnread: '{n} 条未读',
  vendorWebsite: '厂商官网',
  openingMessage: '正在打开…',
  messageGone: '消息不存在或已失效',
  noDocument: '这条消息没有可打开的单据',
  openInBrowser: '在浏览器中打开',
  frameRefused: '官网不允许在应用内显示，请在浏览器中打开。',
  frameLoading: '正在加载官网…',
  noWebsite: '尚未设置厂商官网。',
  bell: '消息',
} as const;

const en: Record<keyof typeof zh, string> = {
  messagesUnread: '{n} unread',
  vendorWebsite: 'Vendor website',
  openingMessage: 'Opening…',
  messageGone: 'This message no longer exists',
  noDocument: 'This message has no document to open',
  openInBrowser: 'Open in the browser',
  frameRefused: 'The website does not allow being shown inside the app; open it in the browser.',
  frameLoading: 'Loading the website…',
  noWebsite: 'No vendor website has been set up.',
  bell: 'Messages',
};

export const myText = dictionary(zh, en);

/** The same, in the language the component renders in (re-rendering when it changes). */
export const useMyText = () => useDictionary(myText);
