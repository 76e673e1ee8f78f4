import type { ReactNode } from 'react';

// Stands in for markdown-to-jsx, which RJSF imports for descriptions marked `ui:enableMarkdownInDescription`
// (vite.config.ts aliases `markdown-to-jsx/react` here). Page files never turn that on, so the parser (~30 KB
// gz on the form route) was dead weight; were one to, its text shows as written, never as HTML.
export function Markdown({ children }: { children?: ReactNode }): ReactNode {
  return <span>{children}</span>;
}
