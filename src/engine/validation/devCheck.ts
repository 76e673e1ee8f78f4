import type { SchemaProblem } from '../../../common/validation/explainErrors';

// In `npm run dev` a page that passes the meta-schema is also held to the rest of `npm run schemas:check` (the
// contract with the server's routes, menu and shield codes, links), answered by the dev server
// (scripts/build/schemaCheckEndpoint.ts): the error screen then says what the command line says. Production
// builds drop this (import.meta.env.DEV is false there): `npm start` checks the same files before it serves them.

interface DevCheckAnswer {
  errors: { file: string; line: number | null; pointer: string; message: string }[];
  /** page id → file */
  pages: Record<string, string>;
}

export async function devCheckProblems(pageId: string): Promise<SchemaProblem[]> {
  if (!import.meta.env.DEV || typeof window === 'undefined' || !import.meta.hot) return [];
  try {
    const res = await fetch('/__scm/schema-check');
    if (!res.ok) return [];
    const answer = (await res.json()) as DevCheckAnswer;
    const file = answer.pages[pageId];
    return answer.errors.filter((e) => e.file === file).map(({ pointer, message, line }) => ({ pointer, message, line }));
  } catch {
    // No check to ask (a preview build, the dev server gone): the page is drawn as it is.
    return [];
  }
}
