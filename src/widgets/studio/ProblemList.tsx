import type { ReactNode } from 'react';
import type { Findings, Issue } from './studioApi';
import { useStudioText } from './studioText';

// What the check says of the document, under the editor: each issue with its line, its JSON pointer and the check's
// words (with "did you mean" where a near name exists), the same words a save or a publish is refused with. A tap
// moves the editor's cursor to it (a JSON slip's line and column).

export function ProblemList({ findings, checking, onPick }: { findings: Findings | null; checking: boolean; onPick: (issue: Issue) => void }): ReactNode {
  const tx = useStudioText();
  const issues = findings ? [...findings.errors.map((i) => ({ ...i, severity: 'error' as const })), ...findings.warnings.map((i) => ({ ...i, severity: 'warning' as const }))] : [];
  return (
    <section className="studio-problems" aria-label={tx('problems')} aria-live="polite" data-checking={checking ? 'yes' : 'no'}>
      <h2 className="studio-problems__title">
        {tx('problems')} {findings ? `(${issues.length})` : ''}
      </h2>
      {findings && findings.errors.length === 0 && <p className="studio-problems__clean">{tx('noProblems')}</p>}
      <ul className="studio-problems__list">
        {issues.map((i, n) => (
          <li key={n} className={`studio-problem studio-problem--${i.severity}`}>
            <button type="button" className="studio-problem__at" onClick={() => onPick(i)}>
              <span className="studio-problem__line">{i.line ? tx('line', { n: i.line }) : '—'}</span>
              <code className="studio-problem__pointer">{i.pointer || '/'}</code>
            </button>
            <span className="studio-problem__message">{i.message}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
