import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { lazy, Suspense, type ReactNode } from 'react';
import { useLang } from './i18n';
import { AppRouter } from './router/index';
import { ShellNotices } from './app/ShellNotices';

// The loading line comes in a chunk of its own, asked for as the app starts: the first screen never waits for it (the
// boot shell shows until that screen is drawn).
const LoadingLine = lazy(() => import('./app/LoadingLine'));

export function App(): ReactNode {
  const lang = useLang();
  return (
    <ConfigProvider locale={lang === 'en' ? enUS : zhCN}>
      <Suspense fallback={null}>
        <LoadingLine />
      </Suspense>
      <AppRouter />
      <ShellNotices />
    </ConfigProvider>
  );
}
