import { Button, DotLoading } from 'antd-mobile';
import type { ReactNode } from 'react';
import { mayPassOnRetry } from '../../api/client';
import { useQuietTimeOver } from '../../ui/quietTime';
import { useEngine } from './useEngine';

// Loading, empty, failed and forbidden states of engine screens: never a blank area. Words and a small drawn
// mark rather than antd-mobile's Empty and ErrorBlock, whose illustrations (34 KB of images) would ride on every
// list's first screen for a state most visits never show.

/**
 * Quiet for its first moments (src/ui/quietTime.ts): a document opened from its list is in before the dots would
 * show. Takes its final size from the first frame (the same box, hidden while quiet), so nothing moves when it shows.
 */
export function LoadingView(): ReactNode {
  const { t } = useEngine();
  const quiet = !useQuietTimeOver();
  return (
    <div className={quiet ? 'eng-state eng-state--quiet' : 'eng-state'} role="status" aria-busy="true">
      {quiet ? <span className="eng-state__dots" /> : <DotLoading className="eng-state__dots" color="primary" />}
      <span>{t('common.loading')}</span>
    </div>
  );
}

function StateMark({ kind }: { kind: 'empty' | 'error' | 'locked' }): ReactNode {
  // One outline drawing per state, in the text colour: an open tray, a broken circle, a padlock.
  const paths = {
    empty: 'M6 26h10l3 4h10l3-4h10M6 26l6-14h24l6 14v12H6z',
    error: 'M24 8a16 16 0 1 0 0.01 0M24 16v10M24 31v2',
    locked: 'M14 22v-6a10 10 0 0 1 20 0v6M10 22h28v18H10zM24 29v4',
  };
  return (
    <svg className="eng-state__mark" width="48" height="48" viewBox="0 0 48 48" aria-hidden="true">
      <path d={paths[kind]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** `children`: what to try instead (buttons that pick another period). */
export function EmptyView({ text, children }: { text?: string; children?: ReactNode }): ReactNode {
  const { t } = useEngine();
  return (
    <div className="eng-state eng-state--empty">
      <StateMark kind="empty" />
      <span>{text || t('common.empty')}</span>
      {children && <div className="eng-state__offers">{children}</div>}
    </div>
  );
}

/**
 * A record not in a state for the screen (a form opened by a direct link for a settlement no longer awaiting
 * invoices): what the state is, why there is nothing to do, and the way to the document.
 */
export function ClosedView({ title, text, link }: { title: string; text?: string; link: { label: string; open: () => void } }): ReactNode {
  return (
    <div className="eng-state eng-state--closed" role="status">
      <StateMark kind="empty" />
      <strong className="eng-state__title">{title}</strong>
      {text && <span>{text}</span>}
      <Button size="small" color="primary" fill="outline" data-action="closed-link" onClick={link.open}>
        {link.label}
      </Button>
    </div>
  );
}

/** `cause`: what failed; a retry is offered only where asking again may pass (api/client.ts `mayPassOnRetry`). */
export function ErrorView({ message, onRetry, cause }: { message?: string; onRetry?: () => void; cause?: unknown }): ReactNode {
  const { t } = useEngine();
  return (
    <div className="eng-state eng-state--error" role="alert">
      <StateMark kind="error" />
      <strong className="eng-state__title">{t('engine.loadFailed')}</strong>
      {message && <span>{message}</span>}
      {onRetry && mayPassOnRetry(cause) && (
        <Button size="small" color="primary" fill="outline" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </div>
  );
}

export function NoPermissionView(): ReactNode {
  const { t } = useEngine();
  return (
    <div className="eng-state eng-state--forbidden">
      <StateMark kind="locked" />
      <strong className="eng-state__title">{t('engine.noPermission')}</strong>
      <span>{t('engine.noPermissionDesc')}</span>
    </div>
  );
}
