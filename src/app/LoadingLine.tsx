import { useSyncExternalStore, type ReactNode } from 'react';
import { anyCallInFlight, subscribeCallsInFlight } from '../api/callsInFlight';
import { t } from '../i18n';
import './loadingLine.css';

/**
 * The global loading indicator of spec §4: a thin line at the top of the screen while any call is in flight (the
 * silent calls of lists, details, reports, forms and home too), gone when all have finished. It lies over the page
 * (fixed, no layout shift) and blocks nothing, so screens keep their own skeletons; the 加载中... toast stays for
 * the calls that ask for it (api/feedback.ts).
 */
export default function LoadingLine(): ReactNode {
  const pending = useSyncExternalStore(subscribeCallsInFlight, anyCallInFlight);
  if (!pending) return null;
  return (
    <div className="loading-line" role="progressbar" aria-label={t('common.loading')}>
      <div className="loading-line__bar" />
    </div>
  );
}
