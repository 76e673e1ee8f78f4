import type { ReactNode } from 'react';
import { useApi } from '../../engine/index';
import { studioApi, type Change, type Documents } from './studioApi';
import { useStudioText, type StudioTextKey } from './studioText';

const ACTIONS = ['draft', 'discard', 'publish', 'rollback'];

// The merchant's releases, newest first, each with a roll back to it (0: the built-in files alone), and the audit
// of every change: who, when, which document and what changed, as JSON-pointer operations.

const shown = (v: unknown) => (v === undefined ? '' : JSON.stringify(v).slice(0, 120));
const changeText = (c: Change) => `${c.op} ${c.path || '/'}${c.from !== undefined ? ` ${shown(c.from)}` : ''}${c.to !== undefined ? ` → ${shown(c.to)}` : ''}`;

export function HistoryPanel({ docs, onRollback, stamp }: { docs: Documents | null; onRollback: (toRevision: number) => void; stamp: number }): ReactNode {
  const tx = useStudioText();
  const audit = useApi(() => studioApi.audit(1, 50), `audit:${stamp}`);
  const latest = docs?.revision ?? 0;
  // the store's action names (publish, rollback, draft, discard) in the author's language; another as it is
  const actionWord = (action: string) => (ACTIONS.includes(action) ? tx(`action_${action}` as StudioTextKey) : action);
  return (
    <section className="studio-history" aria-label={tx('history')}>
      <ul className="studio-history__releases">
        {(docs?.releases ?? []).map((r) => (
          <li key={r.revision} className="studio-history__release">
            <span>
              #{r.revision} {actionWord(r.action)} · {r.releasedBy} · {r.releasedAt.slice(0, 16).replace('T', ' ')}
            </span>
            <span className="studio-history__docs">{r.documents.map((d) => `${d.path.replace(/^schemas\//, '')} v${d.version}`).join(', ') || tx('builtInOnly')}</span>
            {r.revision < latest && (
              <button type="button" className="studio-btn studio-btn--small" onClick={() => onRollback(r.revision)}>
                {tx('rollbackTo', { n: r.revision })}
              </button>
            )}
          </li>
        ))}
        {latest > 0 && (
          <li className="studio-history__release">
            <span>#0 {tx('builtInOnly')}</span>
            <button type="button" className="studio-btn studio-btn--small" onClick={() => onRollback(0)}>
              {tx('rollbackTo', { n: 0 })}
            </button>
          </li>
        )}
      </ul>
      <ul className="studio-history__audit">
        {(audit.data?.rows ?? []).map((row) => (
          <li key={row.id} className="studio-audit">
            <div className="studio-audit__head">
              {row.at.slice(0, 16).replace('T', ' ')} · {row.userName} · {actionWord(row.action)} {row.revision !== null ? `#${row.revision}` : ''} · {row.path ?? ''}
            </div>
            <details>
              <summary>{tx('changes', { n: row.diff.length })}</summary>
              <ul className="studio-audit__diff">
                {row.diff.slice(0, 40).map((c, i) => (
                  <li key={i}>
                    <code>{changeText(c)}</code>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
