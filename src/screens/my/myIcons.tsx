import type { ReactNode } from 'react';

// Line icons for the "my" list, in currentColor.
const PATHS: Record<string, ReactNode> = {
  switch: <path d="M4 8h13l-3-3M20 16H7l3 3" />,
  info: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="3" />
      <path d="M12 11v5M12 8v.01" />
    </>
  ),
  lock: (
    <>
      <rect x="5" y="10" width="14" height="10" rx="2" />
      <path d="M8 10V7a4 4 0 0 1 8 0v3" />
    </>
  ),
  chat: <path d="M4 5h16v11H9l-5 4z" />,
  about: (
    <>
      <circle cx="12" cy="12" r="8" />
      <path d="M12 11v5M12 8v.01" />
    </>
  ),
  lang: (
    <>
      <circle cx="12" cy="12" r="8" />
      <path d="M4 12h16M12 4c2.5 2.5 2.5 13.5 0 16M12 4c-2.5 2.5-2.5 13.5 0 16" />
    </>
  ),
};

export function MyIcon({ name }: { name: string }): ReactNode {
  return (
    <svg className="my-icon" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      {PATHS[name]}
    </svg>
  );
}
