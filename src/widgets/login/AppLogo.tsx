import type { ReactNode } from 'react';

/** The app mark: a cloud over an order sheet, in the brand blue. */
export function AppLogo({ size = 72 }: { size?: number }): ReactNode {
  return (
    <svg className="app-logo" viewBox="0 0 72 72" width={size} height={size} aria-hidden="true">
      <rect width="72" height="72" rx="18" fill="#00A3FF" />
      <path d="M22 44a9 9 0 0 1 1.6-17.9A12 12 0 0 1 46.5 24 10 10 0 0 1 50 44z" fill="#fff" />
      <path d="M30 36h12M30 40h8" stroke="#00A3FF" strokeWidth="2.6" strokeLinecap="round" />
      <path d="M24 52h24" stroke="#fff" strokeWidth="3" strokeLinecap="round" opacity=".7" />
    </svg>
  );
}
