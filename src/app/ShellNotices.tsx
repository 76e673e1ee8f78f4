import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { dictionary, useDictionary } from '../i18n';
import { afterFirstScreen } from '../navigation/firstScreen';
import { applyUpdate, isUpdateReady, subscribeUpdateReady } from './serviceWorker';
import { useOnline } from './useOnline';
import './shellNotices.css';

// Text of the app shell itself, kept here: these two lines must show even when nothing else can load.
const shellText = dictionary(
  { offline: '当前没有网络：页面可以打开，数据需要联网才能加载', update: '新版本已就绪，点击刷新', later: '稍后' },
  { offline: 'You are offline: the app opens, but data needs the network', update: 'A new version is ready — tap to reload', later: 'Later' },
);

/**
 * What the installed app says about itself: that it is offline (pages open from the phone, data does not), and
 * that a new version is ready (reloads when tapped, never on its own in the middle of a form).
 */
export function ShellNotices(): ReactNode {
  const text = useDictionary(shellText);
  const online = useOnline();
  const updateReady = useSyncExternalStore(subscribeUpdateReady, isUpdateReady);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    // After the first screen has its code and data: the worker then fetches the rest of the app in the background.
    afterFirstScreen(() => import('./serviceWorkerStart').then(({ startServiceWorker }) => startServiceWorker()));
  }, []);

  return (
    <>
      {!online && (
        <div className="shell-notice shell-notice--offline" role="status">
          {text('offline')}
        </div>
      )}
      {updateReady && !dismissed && (
        <div className="shell-notice shell-notice--update" role="alert">
          <button type="button" className="shell-notice__reload" onClick={applyUpdate}>
            {text('update')}
          </button>
          <button type="button" className="shell-notice__later" onClick={() => setDismissed(true)}>
            {text('later')}
          </button>
        </div>
      )}
    </>
  );
}
