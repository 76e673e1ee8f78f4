import type { CSSProperties, ReactNode } from 'react';
import './spinner.css';

/** A turning arc in the given colour (the pull-to-refresh "refreshing" state); CSS only, still with reduced motion. */
export function Spinner({ color, size = 24, label }: { color: string; size?: number; label?: string }): ReactNode {
  return (
    <svg className="eng-spinner" width={size} height={size} viewBox="0 0 24 24" role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true} style={{ color } as CSSProperties}>
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeDasharray="42 15" />
    </svg>
  );
}
