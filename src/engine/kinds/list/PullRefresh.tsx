import { PullToRefresh, SpinLoading } from 'antd-mobile';
import type { ReactNode } from 'react';
import { PULL_REFRESH_DEFAULTS } from '../../defaults';

// Spec §2 pull-down refresh: colour #2BD009, circle style, trigger height 70, drag range 150 (the range is
// a CSS cap on the head, see list.css .eng-pull).

type PullStatus = 'pulling' | 'canRelease' | 'refreshing' | 'complete';

function Indicator({ status }: { status: PullStatus }): ReactNode {
  const { color } = PULL_REFRESH_DEFAULTS;
  if (status === 'refreshing') return <SpinLoading style={{ '--color': color, '--size': '24px' } as React.CSSProperties} />;
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" className={`eng-pull__circle eng-pull__circle--${status}`}>
      <circle cx="12" cy="12" r="9" fill="none" stroke={color} strokeWidth="2.5" strokeDasharray={status === 'complete' ? undefined : '42 15'} />
    </svg>
  );
}

export function PullRefresh({ enabled, onRefresh, children }: { enabled: boolean; onRefresh: () => Promise<unknown>; children: ReactNode }): ReactNode {
  if (!enabled) return <>{children}</>;
  return (
    <div className="eng-pull" style={{ '--eng-pull-range': `${PULL_REFRESH_DEFAULTS.range}px` } as React.CSSProperties}>
      <PullToRefresh
        headHeight={PULL_REFRESH_DEFAULTS.height}
        threshold={PULL_REFRESH_DEFAULTS.height}
        onRefresh={async () => {
          await onRefresh();
        }}
        renderText={(status) => <Indicator status={status} />}
      >
        {children}
      </PullToRefresh>
    </div>
  );
}
