import { Button, TextArea } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { localize } from '../../../i18n';
import { runAction } from '../../actions/runAction';
import { evaluate } from '../../../../common/page/condition';
import { filterTyped } from '../../ui/typedText';
import { getPath } from '../../../../common/page/template';
import { enumEntry } from '../../../../common/format/enums';
import type { Action, Conversation as ConversationSpec } from '../../../../common/page/schemaTypes';
import { useEngine } from '../../ui/useEngine';

// `conversation` of a detail page: the messages of a document (a feedback item's replies and follow-ups), each
// marked by who wrote it in that author's colour, and a reply box whose text the reply actions send as {{input}}.

/** Whether an action sends the typed text: it then waits until there is some. */
export const readsInput = (action: Action): boolean => JSON.stringify(action.body ?? '').includes('{{input}}');

function Reply({ reply, record, refresh }: { reply: NonNullable<ConversationSpec['reply']>; record: Record<string, unknown>; refresh: () => unknown }): ReactNode {
  const { text } = useEngine();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const actions = reply.actions.filter((a) => evaluate(a.visibleWhen, record));
  const run = async (action: Action): Promise<void> => {
    setBusy(action.id);
    try {
      const done = await runAction(action, record, { refresh, defaultAfter: 'refresh', input: typed.trim() });
      if (done) setTyped('');
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="eng-thread__reply">
      <TextArea
        value={typed}
        maxLength={reply.maxLength ?? 1000}
        autoSize={{ minRows: 2, maxRows: 6 }}
        placeholder={text(reply.placeholder)}
        onChange={(v) => setTyped(filterTyped(v))}
      />
      <div className="eng-thread__actions">
        {actions.map((a) => (
          <Button
            key={a.id}
            size="small"
            data-action={a.id}
            loading={busy === a.id}
            disabled={busy !== null || (readsInput(a) && !typed.trim())}
            color={a.style === 'primary' ? 'primary' : a.style === 'danger' ? 'danger' : 'default'}
            onClick={() => void run(a)}
          >
            {text(a.label)}
          </Button>
        ))}
      </div>
    </section>
  );
}

export function Conversation({ spec, record, refresh }: { spec: ConversationSpec; record: Record<string, unknown>; refresh: () => unknown }): ReactNode {
  const { text, lang, fmt } = useEngine();
  const notes = getPath(record, spec.path);
  const rows = Array.isArray(notes) ? (notes as Record<string, unknown>[]) : [];
  return (
    <div className="eng-thread">
      {spec.title && rows.length > 0 && <h3 className="eng-thread__title">{text(spec.title)}</h3>}
      {rows.map((row, i) => {
        const author = getPath(row, spec.author.field);
        const entry = enumEntry(spec.author.enum, author);
        return (
          <section key={i} className={`eng-note eng-note--${String(author)}`} data-color={entry?.color ?? 'default'}>
            <div className="eng-note__who">
              {entry ? localize(entry.label, lang) : String(author ?? '')} · {fmt(getPath(row, spec.time), 'datetime')}
            </div>
            <p className="eng-note__text">{String(getPath(row, spec.text) ?? '')}</p>
          </section>
        );
      })}
      {spec.reply && evaluate(spec.reply.visibleWhen, record) && <Reply reply={spec.reply} record={record} refresh={refresh} />}
    </div>
  );
}
