import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { isApiError } from '../../api/client';
import { getLang, useLang } from '../../i18n';
import type { PageKind } from '../../../common/page/schemaTypes';
import { CataloguePanel } from './CataloguePanel';
import type { StudioEditor } from './editor';
import { HistoryPanel } from './HistoryPanel';
import { cursorOf } from './issuePlace';
import { NewPagePanel } from './NewPagePanel';
import { PreviewFrame } from './PreviewFrame';
import { ProblemList } from './ProblemList';
import { issuesOf, studioApi, type Documents, type Findings } from './studioApi';
import { editorPhrases, useStudioText } from './studioText';
import { newPage, SIDES, TEMPLATES, type Side } from './templates';
import './studio.css';

// The page author's studio: a document of the merchant (a page or a menu file) in a JSON editor checked as it is typed,
// beside the page drawn live in a phone-sized frame; drafts saved, published and rolled back through the publishing
// store (server/modules/publishing), whose check refuses with the words the editor showed.

type Panel = 'new' | 'catalogue' | 'history' | null;

/** What the editor holds: its file, and the draft revision its save compares against. */
interface Opened {
  path: string;
  draftRev: number;
}

const START_PATH = 'schemas/supplier/purchase-summary.report.json';

/** The document's current text for the merchant: its draft, else what is published, else the built-in file. */
async function workingText(path: string): Promise<{ text: string; draftRev: number }> {
  const d = await studioApi.document(path);
  return { text: d.draft.text ?? d.published?.text ?? d.builtIn ?? '{\n  "$schema": "../page.schema.json"\n}\n', draftRev: d.draft.rev };
}

export default function StudioPage(): ReactNode {
  const tx = useStudioText();
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<StudioEditor | null>(null);
  // CodeMirror's own words follow the app's language (the editor is made with the language of that moment)
  const lang = useLang();
  useEffect(() => editor.current?.setPhrases(editorPhrases(lang)), [lang]);
  const [opened, setOpened] = useState<Opened | null>(null);
  const openedRef = useRef<Opened | null>(null);
  openedRef.current = opened;
  const [docs, setDocs] = useState<Documents | null>(null);
  const [findings, setFindings] = useState<Findings | null>(null);
  const [checking, setChecking] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const [panel, setPanel] = useState<Panel>(null);
  const [notice, setNotice] = useState<{ text: string; bad?: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [pathInput, setPathInput] = useState(START_PATH);
  const [stamp, setStamp] = useState(0);
  // The open document's text as stored (its draft, else what is published or built in): the editor differs from it
  // while it holds unsaved edits, which a publish saves first.
  const storedText = useRef<string | null>(null);
  const [unsaved, setUnsaved] = useState(false);
  // Set while the studio itself puts a text in the editor (a file opened, reloaded after a publish): that is no edit,
  // so the notice stays ("已发布，版本 3" was cleared by the reload that follows a publish, the moment it showed).
  const loading = useRef(false);

  const reloadDocs = useCallback(async () => {
    setDocs(await studioApi.documents());
    setStamp((s) => s + 1);
  }, []);

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
  }, []);

  const open = useCallback(async (path: string, text?: string) => {
    const loaded = await workingText(path);
    setOpened({ path, draftRev: loaded.draftRev });
    openedRef.current = { path, draftRev: loaded.draftRev };
    setPathInput(path);
    setFindings(null);
    storedText.current = loaded.text;
    setUnsaved((text ?? loaded.text) !== loaded.text);
    loading.current = true;
    try {
      editor.current?.load(text ?? loaded.text);
    } finally {
      loading.current = false;
    }
  }, []);

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
      const onChange = (text: string) => {
        if (!loading.current) setNotice(null);
        setUnsaved(storedText.current !== null && text !== storedText.current);
      };
      created = createEditor(host.current, { text: '', label: tx('editorLabel'), phrases: editorPhrases(getLang()), onChange, check });
      editor.current = created;
      void open(START_PATH);
    });
    void reloadDocs();
    return () => {
      alive = false;
      created?.destroy();
    };
  }, [check, open, reloadDocs]);

  const failed = (err: unknown, said = tx('refused')) => {
    const issues = issuesOf(err);
    if (issues.length) setFindings({ errors: issues, warnings: [] });
    setNotice({ text: `${said}${isApiError(err) ? err.message.split('\n')[0] : String(err)}`, bad: true });
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };

  /** Saves the editor's text as the open document's draft (the server checks it and refuses it with its lines). */
  const saveOpen = async () => {
    if (!opened || !editor.current) return;
    const text = editor.current.text();
    const saved = await studioApi.saveDraft(opened.path, text, opened.draftRev);
    setOpened({ ...opened, draftRev: saved.draftRev });
    storedText.current = text;
    setUnsaved(false);
    setFindings({ errors: [], warnings: saved.warnings });
  };

  const save = () =>
    run(async () => {
      if (!opened || !editor.current) return;
      await saveOpen();
      setNotice({ text: tx('saved') });
      await reloadDocs();
    });

  const row = docs?.documents.find((d) => d.path === opened?.path);
  const drafts = docs?.documents.filter((d) => d.hasDraft).map((d) => d.path) ?? [];
  // What the editor shows is what a publish publishes: the open document's unsaved edits are saved first, so a text the
  // check refuses stops the publish with its lines (nothing published, the edits kept); before, the saved drafts went
  // out and the editor was reloaded with them, the edits gone without a word.
  const toPublish = unsaved && opened && !drafts.includes(opened.path) ? [...drafts, opened.path] : drafts;
  const publish = () =>
    run(async () => {
      if (unsaved) await saveOpen();
      if (!docs || toPublish.length === 0) return setNotice({ text: tx('noDrafts') });
      const { revision } = await studioApi.publish(toPublish, docs.revision);
      setNotice({ text: tx('published', { n: revision }) });
      await reloadDocs();
      if (opened) await open(opened.path);
    });

  // A roll back reloads the editor from the store, as a publish does: the open document's unsaved edits are saved as
  // its draft first (a roll back leaves drafts alone, so the reload brings them back) and the notice says so; a text
  // the check refuses stops the roll back with its lines and stays in the editor. Before, the reload threw them away.
  const rollback = (toRevision: number) =>
    run(async () => {
      if (!docs) return;
      const kept = unsaved;
      if (unsaved) {
        try {
          await saveOpen();
        } catch (err) {
          return failed(err, tx('rollbackStopped'));
        }
      }
      const { revision } = await studioApi.rollback(toRevision, docs.revision);
      setNotice({ text: tx(kept ? 'rolledBackKept' : 'rolledBack', { n: revision }) });
      await reloadDocs();
      if (opened) await open(opened.path);
    });

  const create = (side: Side, kind: PageKind, name: { zh: string; en: string }, slug: string) =>
    run(async () => {
      const template = TEMPLATES.find((t) => t.side === side && t.kind === kind)!;
      const menuPath = SIDES[side].menu;
      const [source, menu] = await Promise.all([studioApi.document(template.source), workingText(menuPath)]);
      const made = newPage(template, source.builtIn ?? '{}', menu.text, name, slug);
      // The menu entry first: the page's menu code is then one the check knows.
      await studioApi.saveDraft(menuPath, made.menu, menu.draftRev);
      await reloadDocs();
      await open(made.path, made.text);
      setPanel(null);
    });

  const discard = () =>
    run(async () => {
      if (!opened) return;
      await studioApi.discard(opened.path, opened.draftRev);
      await reloadDocs();
      await open(opened.path);
    });

  const toggle = (p: Panel) => setPanel(panel === p ? null : p);

  return (
    <div className="studio">
      <div className="studio__bar">
        <form
          className="studio__open"
          onSubmit={(e) => {
            e.preventDefault();
            void run(() => open(pathInput.trim()));
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
          <button type="button" className="studio-btn studio-btn--primary" disabled={busy || !opened} onClick={() => void save()}>
            {tx('saveDraft')}
          </button>
          <button type="button" className="studio-btn" disabled={busy || !row?.hasDraft} onClick={() => void discard()}>
            {tx('discard')}
          </button>
          <button type="button" className="studio-btn studio-btn--primary" disabled={busy || toPublish.length === 0} onClick={() => void publish()}>
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
            {panel === 'new' && <NewPagePanel busy={busy} onCreate={(side, k, n, s) => void create(side, k, n, s)} />}
            {panel === 'history' && <HistoryPanel docs={docs} stamp={stamp} onRollback={(r) => void rollback(r)} />}
            {panel === 'catalogue' && <CataloguePanel onInsert={(t) => editor.current?.insert(t)} />}
          </aside>
        )}
        <PreviewFrame path={opened?.path ?? ''} text={preview} />
      </div>
    </div>
  );
}
