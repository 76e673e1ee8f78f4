import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { localize, useLang } from '../../i18n';
import { afterFirstScreen } from '../../navigation/firstScreen';
import { applyUpdate, isUpdateReady, startServiceWorker, subscribeUpdateReady } from './serviceWorker';
import { useOnline } from './useOnline';
import './shellNotices.css';

// Text of the app shell itself, kept here: these two lines must show even when nothing else can load.
const text = {
  offline: {
    'zh-CN': '当前没有网络：页面可以打开，数据需要联网才能加载',
    en: 'You are offline: the app opens, but data needs the network',
  },
  update: { 'zh-CN': '新版本已就绪，点击刷新', en: 'A new version is ready — tap to reload' },
  later: { 'zh-CN': '稍后', en: 'Later' },
};

/**
 * What the installed app says about itself: that it is offline (pages open from the phone, data does not), and
 * that a new version is ready (reloads when tapped, never on its own in the middle of a form).
 */
export function ShellNotices(): ReactNode {
  const lang = useLang();
  const online = useOnline();
  const updateReady = useSyncExternalStore(subscribeUpdateReady, isUpdateReady);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    // After the first screen has its code and data: the worker then fetches the rest of the app in the background.
    afterFirstScreen(() => void startServiceWorker());
  }, []);

  return (
    <>
      {!online && (
        <div className="shell-notice shell-notice--offline" role="status">
          {localize(text.offline, lang)}
        </div>
      )}
      {updateReady && !dismissed && (
        <div className="shell-notice shell-notice--update" role="alert">
          <button type="button" className="shell-notice__reload" onClick={applyUpdate}>
            {localize(text.update, lang)}
          </button>
          <button type="button" className="shell-notice__later" onClick={() => setDismissed(true)}>
            {localize(text.later, lang)}
          </button>
        </div>
      )}
    </>
  );
}
