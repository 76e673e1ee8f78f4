import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { anyCallInFlight, subscribeCallsInFlight } from './api/callsInFlight';
import { useLang } from './i18n';
import { AppRouter } from './router/index';
import { ShellNotices } from './app/ShellNotices';

// The loading line comes in a chunk of its own, asked for with the first call: the first screen never waits for it
// (the boot shell shows until that screen is drawn), and login, which calls nothing until the account is typed,
// does not fetch it before its form is usable.
const LoadingLine = lazy(() => import('./app/LoadingLine'));

function LoadingLineOnceCalled(): ReactNode {
  const pending = useSyncExternalStore(subscribeCallsInFlight, anyCallInFlight);
  const [called, setCalled] = useState(false);
  if (pending && !called) setCalled(true);
  return called ? (
    <Suspense fallback={null}>
      <LoadingLine />
    </Suspense>
  ) : null;
}

export function App(): ReactNode {
  const lang = useLang();
  return (
    <ConfigProvider locale={lang === 'en' ? enUS : zhCN}>
      <LoadingLineOnceCalled />
      <AppRouter />
      <ShellNotices />
    </ConfigProvider>
  );
}
