import { Button, DotLoading, Empty, ErrorBlock } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useEngine } from './useEngine';

// Loading, empty, failed and forbidden states of engine screens: never a blank area.

export function LoadingView(): ReactNode {
  const { t } = useEngine();
  return (
    <div className="eng-state" role="status">
      <DotLoading color="primary" />
      <span>{t('common.loading')}</span>
    </div>
  );
}

export function EmptyView({ text }: { text?: string }): ReactNode {
  const { t } = useEngine();
  return <Empty className="eng-state" description={text || t('common.empty')} />;
}

export function ErrorView({ message, onRetry }: { message?: string; onRetry?: () => void }): ReactNode {
  const { t } = useEngine();
  return (
    <ErrorBlock className="eng-state" status="default" title={t('engine.loadFailed')} description={message || ''}>
      {onRetry && (
        <Button size="small" color="primary" fill="outline" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </ErrorBlock>
  );
}

export function NoPermissionView(): ReactNode {
  const { t } = useEngine();
  return <ErrorBlock className="eng-state" status="disconnected" title={t('engine.noPermission')} description={t('engine.noPermissionDesc')} />;
}
