import { Button, DotLoading, Empty, ErrorBlock } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useEngine } from './useEngine';

// Loading, empty, failed and forbidden states of engine screens: never a blank area.

export function LoadingView(): ReactNode {
  const { tx } = useEngine();
  return (
    <div className="eng-state" role="status">
      <DotLoading color="primary" />
      <span>{tx('loading')}</span>
    </div>
  );
}

export function EmptyView({ text }: { text?: string }): ReactNode {
  const { tx } = useEngine();
  return <Empty className="eng-state" description={text || tx('empty')} />;
}

export function ErrorView({ message, onRetry }: { message?: string; onRetry?: () => void }): ReactNode {
  const { tx } = useEngine();
  return (
    <ErrorBlock className="eng-state" status="default" title={tx('loadFailed')} description={message || ''}>
      {onRetry && (
        <Button size="small" color="primary" fill="outline" onClick={onRetry}>
          {tx('retry')}
        </Button>
      )}
    </ErrorBlock>
  );
}

export function NoPermissionView(): ReactNode {
  const { tx } = useEngine();
  return <ErrorBlock className="eng-state" status="disconnected" title={tx('noPermission')} description={tx('noPermissionDesc')} />;
}
