import type { ReactNode } from 'react';

/** A thumb drawn as a line icon (no emoji: phones without an emoji font show boxes). */
function Thumb({ down = false }: { down?: boolean }): ReactNode {
  return (
    <svg className="ai-thumb" viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" style={down ? { transform: 'rotate(180deg)' } : undefined}>
      <path d="M7 10v11H3V10h4zm2 11h8.5a2 2 0 0 0 2-1.6l1.4-7A2 2 0 0 0 19 10h-5V5.5A2.5 2.5 0 0 0 11.5 3L9 10v11z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
    </svg>
  );
}
import { navigateTo } from '../../navigation/navigate';
import { useDictionary } from '../../i18n';
import { assistantText } from './assistantText';
import type { ChatLine } from './types';

/** Opens a deep link of an answer ("/packagesSub/purchaseOrder/index?status=2"). */
export function openLink(path: string): void {
  const [p, search = ''] = path.split('?');
  navigateTo(p, Object.fromEntries(new URLSearchParams(search)));
}

interface Props {
  line: ChatLine;
  onRate(line: ChatLine, helpful: boolean): void;
  /** hands the conversation to support; absent where there is no support desk to hand over to (the boss side) */
  onHandOff?(): void;
  /** asks a follow-up; absent on answers other than the last (their chips would continue a stale thread) */
  onFollowUp?(question: string): void;
  /** performs the answer's prepared action (the user tapped its button) */
  onAct(line: ChatLine): void;
}

/** One answer: its text (growing while it streams), a small table, links to act, follow-up chips, "was this helpful", the hand-off. */
export function AnswerBubble({ line, onRate, onHandOff, onFollowUp, onAct }: Props): ReactNode {
  const text = useDictionary(assistantText);
  return (
    <div className={`ai-bubble ai-bubble--assistant${line.table?.rows.length ? ' ai-bubble--wide' : ''}`} data-testid="ai-answer" data-streaming={line.streaming ? 'true' : 'false'}>
      <div className="ai-text">{line.text || (line.streaming ? text('thinking') : '')}</div>
      {line.table && line.table.rows.length > 0 && (
        <div className="ai-table-wrap">
          <table className="ai-table">
            <thead>
              <tr>{line.table.columns.map((c) => <th key={c}>{c}</th>)}</tr>
            </thead>
            <tbody>
              {line.table.rows.map((row, i) => (
                <tr key={i}>{row.map((cell, j) => <td key={j}>{cell}</td>)}</tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {line.links.length > 0 && (
        <div className="ai-links">
          {line.links.map((l) => (
            <button key={l.path} type="button" className="ai-link" onClick={() => (l.path.startsWith('/packagesSub/my/feedbackAi') ? onHandOff?.() : openLink(l.path))}>
              {/* The hand-off is the chat's own button: in the UI's language whatever the question's. */}
              {l.path.startsWith('/packagesSub/my/feedbackAi') ? text('handOff') : l.label} ›
            </button>
          ))}
        </div>
      )}
      {line.action && !line.streaming && (
        <div className="ai-action" data-testid="ai-action">
          {line.action.confirm && <div className="ai-action-note">{line.action.confirm}</div>}
          {line.actionState === 'done' ? (
            <div className="ai-action-done" data-testid="ai-action-done">✓ {line.action.successText}</div>
          ) : line.actionState === 'refused' ? (
            <div className="ai-action-refused">{text('actionRefused')}</div>
          ) : (
            <button type="button" className="ai-action-btn" disabled={line.actionState === 'busy'} onClick={() => onAct(line)}>{line.action.label}</button>
          )}
        </div>
      )}
      {onFollowUp && !line.streaming && (line.followUps?.length ?? 0) > 0 && (
        <div className="ai-followups" data-testid="ai-followups">
          {line.followUps!.map((q) => (
            <button key={q} type="button" className="ai-chip" onClick={() => onFollowUp(q)}>{q}</button>
          ))}
        </div>
      )}
      {!line.streaming && line.messageId !== undefined && (
        <div className="ai-rate">
          {line.helpful === null || line.helpful === undefined ? (
            <>
              <button type="button" className="ai-rate-btn" onClick={() => onRate(line, true)}><Thumb /> {text('helpful')}</button>
              <button type="button" className="ai-rate-btn" onClick={() => onRate(line, false)}><Thumb down /> {text('notHelpful')}</button>
            </>
          ) : (
            <span className="ai-rated"><Thumb down={!line.helpful} /> {text('thanks')}</span>
          )}
          {onHandOff && (line.handOff || line.helpful === false) && !line.links.some((l) => l.path.startsWith('/packagesSub/my/feedbackAi')) && (
            <button type="button" className="ai-link" onClick={onHandOff}>{text('handOff')} ›</button>
          )}
        </div>
      )}
    </div>
  );
}
