import { DotLoading } from 'antd-mobile';
import { Component, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { t } from '../i18n';
import { useQuietTimeOver } from '../ui/quietTime';

// Spec §2/§9: a lazily loaded page shows a loading placeholder only after its quiet time (src/ui/quietTime.ts: fast
// loads show nothing) and an error placeholder after 60 s or when its chunk fails; tapping the error reloads.

export const LAZY_TIMEOUT_MS = 60_000;

export function LoadFailed(): ReactNode {
  return (
    <button type="button" className="page-placeholder page-placeholder--error" onClick={() => window.location.reload()}>
      <span className="page-placeholder__title">{t('page.loadFailed')}</span>
      <span className="page-placeholder__hint">{t('page.tapToReload')}</span>
    </button>
  );
}

export function LazyPlaceholder(): ReactNode {
  const loading = useQuietTimeOver();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setFailed(true), LAZY_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);
  if (failed) return <LoadFailed />;
  if (!loading) return <div className="page-placeholder" aria-hidden="true" />;
  return (
    <div className="page-placeholder" role="status">
      <DotLoading color="primary" />
      <span className="page-placeholder__hint">{t('page.loading')}</span>
    </div>
  );
}

/** Catches a chunk that failed to download (or a screen that crashed) and offers the reload. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[page] failed to render', error, info.componentStack);
  }

  render(): ReactNode {
    return this.state.failed ? <LoadFailed /> : this.props.children;
  }
}
