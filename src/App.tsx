import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import type { ReactNode } from 'react';
import { useLang } from './i18n';
import { AppRouter } from './router/index';
import { ShellNotices } from './app/ShellNotices';

export function App(): ReactNode {
  const lang = useLang();
  return (
    <ConfigProvider locale={lang === 'en' ? enUS : zhCN}>
      <AppRouter />
      <ShellNotices />
    </ConfigProvider>
  );
}
