import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { getLang, useLang } from '../../i18n';
import { CataloguePanel } from './CataloguePanel';
import type { StudioEditor } from './editor';
import { HistoryPanel } from './HistoryPanel';
import { cursorOf } from './issuePlace';
import { NewPagePanel } from './NewPagePanel';
import { PreviewFrame } from './PreviewFrame';
import { ProblemList } from './ProblemList';
import { issuesOf, studioApi, type Findings } from './studioApi';
import { editorPhrases, useStudioText } from './studioText';
import { SIDES, TEMPLATES } from './templates';
import { useDocumentActions } from './useDocumentActions';
import './studio.css';

// The page author's studio: a document of the merchant (a page or a menu file) in a JSON editor checked as it is typed,
// beside the page drawn live in a phone-sized frame; drafts saved, published and rolled back through the publishing
// store (server/modules/publishing), whose check refuses with the words the editor showed (useDocumentActions.ts).

type Panel = 'new' | 'catalogue' | 'history' | null;

const START_PATH = 'schemas/supplier/purchase-summary.report.json';

export default function StudioPage(): ReactNode {
  const tx = useStudioText();
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<StudioEditor | null>(null);
  // CodeMirror's own words follow the app's language (the editor is made with the language of that moment)
  const lang = useLang();
  useEffect(() => editor.current?.setPhrases(editorPhrases(lang)), [lang]);
  const [findings, setFindings] = useState<Findings | null>(null);
  const [checking, setChecking] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const [panel, setPanel] = useState<Panel>(null);
  const [pathInput, setPathInput] = useState(START_PATH);
  const doc = useDocumentActions({ editor, findings, setFindings, onOpened: setPathInput });
  const { opened, openedRef, docs, notice, busy, unsaved, row, toPublish, open, edited, reloadDocs } = doc;

  /** The check of the text as typed: its findings shown; a page that passes goes to the preview. */
  const check = useCallback(async (text: string) => {
    const at = openedRef.current;
    if (!at) return null;
    setChecking(true);
    try {
      const found = await studioApi.check(at.path, text);
      if (openedRef.current?.path !== at.path) return null;
      setFindings(found);
      if (found.errors.length === 0 && !at.path.startsWith('schemas/menu/')) setPreview(text);
      return found;
    } catch (err) {
      const issues = issuesOf(err);
      const found = { errors: issues, warnings: [] };
      setFindings(found);
      return issues.length ? found : null;
    } finally {
      setChecking(false);
    }
  }, [openedRef]);

  // The app is a phone-wide column on a large screen; the studio takes the whole width for its editor and preview.
  useEffect(() => {
    document.documentElement.classList.add('studio-wide');
    return () => document.documentElement.classList.remove('studio-wide');
  }, []);

  useEffect(() => {
    let created: StudioEditor | null = null;
    let alive = true;
    void import('./editor').then(({ createEditor }) => {
      if (!alive || !host.current) return;
      created = createEditor(host.current, { text: '', label: tx('editorLabel'), phrases: editorPhrases(getLang()), onChange: edited, check });
      editor.current = created;
      void open(START_PATH);
    });
    void reloadDocs();
    return () => {
      alive = false;
      created?.destroy();
    };
  }, [check, open, edited, reloadDocs]);

  const toggle = (p: Panel) => setPanel(panel === p ? null : p);

  return (
    <div className="studio">
      <div className="studio__bar">
        <form
          className="studio__open"
          onSubmit={(e) => {
            e.preventDefault();
            void doc.openPath(pathInput.trim());
          }}
        >
          <input className="studio-input" list="studio-paths" aria-label={tx('openPath')} value={pathInput} onChange={(e) => setPathInput(e.target.value)} />
          <datalist id="studio-paths">
            {[...new Set([...(docs?.documents.map((d) => d.path) ?? []), SIDES.supplier.menu, SIDES.boss.menu, ...TEMPLATES.map((t) => t.source)])].map((p) => (
              <option key={p} value={p} />
            ))}
          </datalist>
          <button type="submit" className="studio-btn">
            {tx('open')}
          </button>
        </form>
        <div className="studio__actions">
          <button type="button" className="studio-btn" aria-pressed={panel === 'new'} onClick={() => toggle('new')}>
            {tx('newPage')}
          </button>
          <button type="button" className="studio-btn studio-btn--primary" disabled={busy || !opened} onClick={() => void doc.save()}>
            {tx('saveDraft')}
          </button>
          <button type="button" className="studio-btn" disabled={busy || !doc.canDiscard} onClick={() => void doc.discard()}>
            {tx('discard')}
          </button>
          <button type="button" className="studio-btn studio-btn--primary" disabled={busy || toPublish.length === 0} onClick={() => void doc.publish()}>
            {tx('publishAll', { n: toPublish.length })}
          </button>
          <button type="button" className="studio-btn" aria-pressed={panel === 'history'} onClick={() => toggle('history')}>
            {tx('history')}
          </button>
          <button type="button" className="studio-btn" aria-pressed={panel === 'catalogue'} onClick={() => toggle('catalogue')}>
            {tx('catalogue')}
          </button>
        </div>
      </div>
      {notice && (
        <p className={`studio__notice${notice.bad ? ' studio__notice--bad' : ''}`} role="status">
          {notice.text}
        </p>
      )}
      <div className="studio__main">
        <section className="studio__edit" aria-label={tx('editor')}>
          <div className="studio__file">
            <code>{opened?.path ?? ''}</code>
            <span className="studio__state">
              {unsaved ? tx('unsaved') : ''} {row?.hasDraft ? tx('draft') : ''} {row?.publishedVersion ? tx('publishedVersion', { n: row.publishedVersion }) : ''}
            </span>
          </div>
          <div className="studio__editor" ref={host} />
          <ProblemList
            findings={findings}
            checking={checking}
            onPick={(issue) => {
              const at = editor.current && cursorOf(editor.current.view.state.doc, issue);
              if (at !== null && at !== undefined) editor.current?.reveal(at);
            }}
          />
        </section>
        {panel && (
          <aside className="studio__panel" aria-label={panel === 'new' ? tx('newPage') : panel === 'history' ? tx('history') : tx('catalogue')}>
            {panel === 'new' && <NewPagePanel busy={busy} onCreate={(side, k, n, s) => void doc.create(side, k, n, s, () => setPanel(null))} />}
            {panel === 'history' && <HistoryPanel docs={docs} stamp={doc.stamp} onRollback={(r) => void doc.rollback(r)} />}
            {panel === 'catalogue' && <CataloguePanel onInsert={(t) => editor.current?.insert(t)} />}
          </aside>
        )}
        <PreviewFrame path={opened?.path ?? ''} text={preview} />
      </div>
    </div>
  );
}
