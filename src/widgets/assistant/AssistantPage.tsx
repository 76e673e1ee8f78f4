import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { request } from '../../api/client';
import { formatDateTime } from '../../../common/format/format';
import { showMessage } from '../../api/feedback';
import { navigateTo } from '../../navigation/navigate';
import type { PageProps } from '../../router/pageTypes';
import { AnswerBubble } from './AnswerBubble';
import { askStream, AskError } from './askStream';
import { useDictionary } from '../../i18n';
import { assistantText } from './assistantText';
import type { AnswerBlock, ChatLine, ConversationSummary } from './types';
import './assistant.css';

interface DetailMessage extends AnswerBlock {
  id: number;
  role: 'user' | 'assistant';
  text: string;
  helpful: boolean | null;
  version: number;
}

const FEEDBACK_PATH = '/packagesSub/my/feedbackAi';
let keySeq = 0;
const nextKey = () => `l${++keySeq}`;
const emptyBlock: AnswerBlock = { table: null, links: [], handOff: false };

function toLines(messages: DetailMessage[]): ChatLine[] {
  return messages.map((m) => ({ key: `m${m.id}`, role: m.role, text: m.text, table: m.table, links: m.links, handOff: m.handOff, messageId: m.role === 'assistant' ? m.id : undefined, version: m.version, helpful: m.helpful }));
}

/** Where a side's assistant lives: its routes, its greeting, and whether a conversation can be handed to support. */
interface Side {
  base: string;
  welcome: 'welcome' | 'bossWelcome';
  handOff: boolean;
}
const supplierSide: Side = { base: '/scm/assistant', welcome: 'welcome', handOff: true };
const bossSide: Side = { base: '/administer/assistant', welcome: 'bossWelcome', handOff: false };

/** The supplier's assistant (智能客服). */
export default function AssistantPage(_props: PageProps): ReactNode {
  return <Chat side={supplierSide} />;
}

/** The boss app's assistant: the same chat over the merchant-scoped routes, about the chain's own figures. */
export function BossAssistantPage(_props: PageProps): ReactNode {
  return <Chat side={bossSide} />;
}

/**
 * The assistant's chat (hand-written: a conversation is no page schema). It continues the user's latest conversation,
 * streams answers as they are written, shows their tables and links, asks "was this helpful", and (supplier side)
 * hands the conversation over to the feedback screen. Questions are answered in the language they are asked in.
 */
function Chat({ side }: { side: Side }): ReactNode {
  const { base } = side;
  const text = useDictionary(assistantText);
  const [lines, setLines] = useState<ChatLine[]>([]);
  const [conversationId, setConversationId] = useState<number | null>(null);
  const [chips, setChips] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const [history, setHistory] = useState<ConversationSummary[] | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const abortRef = useRef<AbortController | null>(null);

  const open = useCallback(async (id: number) => {
    const detail = await request<{ id: number; messages: DetailMessage[] }>(`${base}/conversation/detail/${id}`, { silent: true });
    setConversationId(detail.id);
    setLines(toLines(detail.messages));
  }, [base]);

  useEffect(() => {
    request<{ text: string }[]>(`${base}/suggestions`, { silent: true }).then((s) => setChips(s.map((x) => x.text))).catch(() => undefined);
    request<ConversationSummary[]>(`${base}/conversation/list`, { silent: true })
      .then((list) => (list[0] ? open(list[0].id) : undefined))
      .catch(() => undefined);
    return () => abortRef.current?.abort();
  }, [open, base]);

  useEffect(() => {
    listRef.current?.scrollTo({ top: listRef.current.scrollHeight });
  }, [lines]);

  const patch = (key: string, change: Partial<ChatLine> | ((l: ChatLine) => Partial<ChatLine>)) =>
    setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...(typeof change === 'function' ? change(l) : change) } : l)));

  const ask = async (question: string) => {
    const q = question.trim();
    if (!q || busy) return;
    setDraft('');
    setBusy(true);
    const answerKey = nextKey();
    setLines((ls) => [...ls, { key: nextKey(), role: 'user', text: q, ...emptyBlock }, { key: answerKey, role: 'assistant', text: '', ...emptyBlock, streaming: true }]);
    const controller = new AbortController();
    abortRef.current = controller;
    try {
      const done = await askStream(base, q, conversationId, {
        onMeta: (m) => {
          setConversationId(m.conversationId);
          patch(answerKey, { messageId: m.messageId, version: m.version, helpful: null });
        },
        onDelta: (piece) => patch(answerKey, (l) => ({ text: l.text + piece })),
        onBlock: (b) => patch(answerKey, b),
      }, controller.signal);
      patch(answerKey, { text: done.text, table: done.table, links: done.links, handOff: done.handOff, followUps: done.followUps ?? [], action: done.action ?? null, actionState: 'idle', streaming: false });
    } catch (err) {
      if (controller.signal.aborted) return;
      const message = err instanceof AskError ? err.message : String(err);
      patch(answerKey, { text: text('failed', { message }), streaming: false, failed: true });
    } finally {
      setBusy(false);
    }
  };

  const rate = async (line: ChatLine, helpful: boolean) => {
    if (line.messageId === undefined) return;
    try {
      const r = await request<{ helpful: boolean; version: number }>(`${base}/message/rate`, { method: 'POST', body: { messageId: line.messageId, helpful, version: line.version ?? 0 } });
      patch(line.key, { helpful: r.helpful, version: r.version });
      showMessage(text('thanks'));
    } catch {
      // The client has shown the refusal already.
    }
  };

  // The prepared action is the document screen's own request (same route, permission, version check, messages),
  // sent once on the user's tap; a refusal (409 when the document moved meanwhile) is shown by the client as on the screen.
  const act = async (line: ChatLine) => {
    const a = line.action;
    if (!a || line.actionState === 'busy' || line.actionState === 'done') return;
    patch(line.key, { actionState: 'busy' });
    try {
      await request(a.url, { method: a.method, body: a.body });
      patch(line.key, { actionState: 'done' });
      showMessage(a.successText);
    } catch {
      patch(line.key, { actionState: 'refused' });
    }
  };

  const handOff = () => navigateTo(FEEDBACK_PATH, conversationId ? { conversation: String(conversationId) } : undefined);

  const showHistory = async () => {
    setHistory(await request<ConversationSummary[]>(`${base}/conversation/list`).catch(() => []));
  };

  const newChat = () => {
    abortRef.current?.abort();
    setConversationId(null);
    setLines([]);
    setBusy(false);
  };

  return (
    <div className="ai-page">
      <div className="ai-toolbar">
        <button type="button" className="ai-tool" onClick={newChat}>＋ {text('newChat')}</button>
        <button type="button" className="ai-tool" onClick={showHistory}>{text('history')}</button>
        {side.handOff && <button type="button" className="ai-tool" onClick={handOff}>{text('handOff')}</button>}
      </div>
      <div className="ai-list" ref={listRef} data-testid="ai-list">
        <div className="ai-bubble ai-bubble--assistant ai-welcome">{text(side.welcome)}</div>
        {lines.map((l, i) =>
          l.role === 'user' ? (
            <div key={l.key} className="ai-bubble ai-bubble--user" data-testid="ai-question">{l.text}</div>
          ) : (
            <AnswerBubble key={l.key} line={l} onRate={rate} onHandOff={side.handOff ? handOff : undefined} onAct={act} onFollowUp={i === lines.length - 1 && !busy ? (q) => void ask(q) : undefined} />
          ),
        )}
      </div>
      {chips.length > 0 && (
        <div className="ai-chips" data-testid="ai-chips">
          {chips.map((c) => (
            <button key={c} type="button" className="ai-chip" disabled={busy} onClick={() => ask(c)}>{c}</button>
          ))}
        </div>
      )}
      <form
        className="ai-input"
        onSubmit={(e) => {
          e.preventDefault();
          void ask(draft);
        }}
      >
        <input className="ai-input-field" value={draft} maxLength={500} placeholder={text('placeholder')} onChange={(e) => setDraft(e.target.value)} enterKeyHint="send" aria-label={text('placeholder')} />
        <button type="submit" className="ai-send" disabled={busy || !draft.trim()}>{text('send')}</button>
      </form>
      {history !== null && (
        // A plain sheet rather than antd-mobile's Popup: its animation library would double this screen's bytes.
        <div className="ai-sheet" role="dialog" aria-label={text('history')}>
          <div className="ai-sheet-mask" onClick={() => setHistory(null)} />
          <div className="ai-history">
            <div className="ai-history-title">{text('history')}</div>
            {history.length === 0 && <div className="ai-history-empty">{text('noHistory')}</div>}
            {history.map((c) => (
              <button
                key={c.id}
                type="button"
                className={`ai-history-row${c.id === conversationId ? ' is-current' : ''}`}
                onClick={() => {
                  setHistory(null);
                  void open(c.id);
                }}
              >
                <span className="ai-history-name">{c.title}</span>
                <span className="ai-history-meta">{formatDateTime(c.updatedAt)} · {text('messages', { n: c.messageCount })}</span>
              </button>
            ))}
            <button type="button" className="ai-tool ai-history-close" onClick={() => setHistory(null)}>{text('close')}</button>
          </div>
        </div>
      )}
    </div>
  );
}
