import { useCallback, useRef, useState, type RefObject } from 'react';
import { confirmDialog } from '../../api/feedback';
import { getLang } from '../../i18n';
import { isApiError } from '../../api/client';
import type { PageKind } from '../../../common/page/schemaTypes';
import type { StudioEditor } from './editor';
import { discardNotice, discardQuestion, publishQuestion, rollbackQuestion, type OpenState } from './documentWords';
import { issuesOf, studioApi, type Documents, type Findings } from './studioApi';
import { useStudioText } from './studioText';
import { startingText } from './startingText';
import { newPage, SIDES, TEMPLATES, type Side } from './templates';

// The open document and what the author does with it: open, save as draft, discard, publish, roll back, a new page.
// Each goes through the publishing store (server/modules/publishing), whose check refuses with the words the editor
// showed; what would throw the author's work away asks first, naming what goes (documentWords.ts).

/** What the editor holds: its file, the draft revision its save compares against, and whether a built-in file is behind it. */
export interface Opened {
  path: string;
  draftRev: number;
  builtIn: boolean;
}

/**
 * The document's current text for the merchant: its draft, else what is published, else the built-in file, else what
 * a new file at its path starts with (startingText.ts).
 */
async function workingText(path: string): Promise<{ text: string; draftRev: number; builtIn: boolean }> {
  const d = await studioApi.document(path);
  return { text: d.draft.text ?? d.published?.text ?? d.builtIn ?? startingText(path, getLang()), draftRev: d.draft.rev, builtIn: d.builtIn !== null };
}

interface Deps {
  editor: RefObject<StudioEditor | null>;
  findings: Findings | null;
  setFindings: (f: Findings | null) => void;
  /** a document was put in the editor */
  onOpened: (path: string) => void;
}

export function useDocumentActions({ editor, findings, setFindings, onOpened }: Deps) {
  const tx = useStudioText();
  const [opened, setOpened] = useState<Opened | null>(null);
  const openedRef = useRef<Opened | null>(null);
  openedRef.current = opened;
  const [docs, setDocs] = useState<Documents | null>(null);
  const [stamp, setStamp] = useState(0);
  const [notice, setNotice] = useState<{ text: string; bad?: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
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

  /** Puts the document at `path` in the editor: its stored text, or `text` over it (unsaved edits). */
  const open = useCallback(
    async (path: string, text?: string) => {
      const loaded = await workingText(path);
      openedRef.current = { path, draftRev: loaded.draftRev, builtIn: loaded.builtIn };
      setOpened(openedRef.current);
      onOpened(path);
      setFindings(null);
      storedText.current = loaded.text;
      setUnsaved((text ?? loaded.text) !== loaded.text);
      loading.current = true;
      try {
        editor.current?.load(text ?? loaded.text);
      } finally {
        loading.current = false;
      }
    },
    [editor, onOpened, setFindings],
  );

  /** The editor's text changed: an edit clears the notice and is unsaved while it differs from the stored text. */
  const edited = useCallback((text: string) => {
    if (!loading.current) setNotice(null);
    setUnsaved(storedText.current !== null && text !== storedText.current);
  }, []);

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

  const row = docs?.documents.find((d) => d.path === opened?.path);
  const drafts = docs?.documents.filter((d) => d.hasDraft).map((d) => d.path) ?? [];
  const openState = (): OpenState | null =>
    opened && { path: opened.path, unsaved, hasDraft: !!row?.hasDraft, publishedVersion: row?.publishedVersion ?? null, builtIn: opened.builtIn };

  /** Unsaved edits are thrown away only once the author says so (opening another file, a new page). */
  const mayLeave = async () => !unsaved || !opened || confirmDialog(tx('confirmLeave', { file: opened.path }));

  const save = () =>
    run(async () => {
      if (!opened || !editor.current) return;
      await saveOpen();
      setNotice({ text: tx('saved') });
      await reloadDocs();
    });

  // What the editor shows is what a publish publishes: the open document's unsaved edits are saved first, so a text the
  // check refuses stops the publish with its lines (nothing published, the edits kept); before, the saved drafts went
  // out and the editor was reloaded with them, the edits gone without a word.
  const toPublish = unsaved && opened && !drafts.includes(opened.path) ? [...drafts, opened.path] : drafts;
  // It asks first, naming each document and the version it becomes: a draft the author forgot (a menu entry left by a
  // new page never saved) is read before it goes to every phone.
  const publish = async () => {
    if (!docs || toPublish.length === 0) return setNotice({ text: tx('noDrafts') });
    let answers;
    try {
      answers = await Promise.all(toPublish.map((p) => studioApi.document(p)));
    } catch (err) {
      return failed(err);
    }
    if (!(await confirmDialog(publishQuestion(tx, docs, answers, opened && { path: opened.path, unsaved })))) return;
    await run(async () => {
      if (unsaved) await saveOpen();
      const { revision } = await studioApi.publish(toPublish, docs.revision);
      setNotice({ text: tx('published', { n: revision }) });
      await reloadDocs();
      if (opened) await open(opened.path);
    });
  };

  // A roll back changes what is published, never the drafts, and always goes through: the open document's unsaved
  // edits are saved as its draft first when the check takes them (the reload brings them back); edits it refuses stay
  // in the editor, unsaved, over the reloaded document. Before, a refused text stopped the roll back until it was
  // mended: an author who had made a mess could not roll back the published page.
  const rollback = async (toRevision: number) => {
    if (!docs) return;
    const refused = unsaved && (findings?.errors.length ?? 0) > 0;
    if (!(await confirmDialog(rollbackQuestion(tx, docs, toRevision, opened && { path: opened.path, unsaved, refused })))) return;
    await run(async () => {
      const text = editor.current?.text();
      let kept: 'saved' | 'refused' | null = null;
      if (unsaved) {
        try {
          await saveOpen();
          kept = 'saved';
        } catch (err) {
          // a refusal by the check: the roll back needs no draft, the edits stay in the editor; anything else stops it
          if (!issuesOf(err).length) return failed(err, tx('rollbackStopped'));
          setFindings({ errors: issuesOf(err), warnings: [] });
          kept = 'refused';
        }
      }
      const { revision } = await studioApi.rollback(toRevision, docs.revision);
      setNotice({ text: tx(kept === 'saved' ? 'rolledBackKept' : kept === 'refused' ? 'rolledBackRefused' : 'rolledBack', { n: revision }) });
      await reloadDocs();
      if (opened) await open(opened.path, kept === 'refused' ? text : undefined);
    });
  };

  // Throws away the open document's unsaved edits and its saved draft, whichever it has, once the author has read
  // which and what the editor comes back to. An unsaved text needs no draft to be thrown away (the button was off).
  const discard = async () => {
    const state = openState();
    if (!state || (!state.hasDraft && !state.unsaved)) return;
    if (!(await confirmDialog(discardQuestion(tx, state)))) return;
    await run(async () => {
      if (state.hasDraft) await studioApi.discard(state.path, opened!.draftRev);
      await reloadDocs();
      await open(state.path);
      setNotice({ text: discardNotice(tx, state) });
    });
  };

  const openPath = async (path: string) => {
    if (await mayLeave()) await run(() => open(path));
  };

  const create = async (side: Side, kind: PageKind, name: { zh: string; en: string }, slug: string, done: () => void) => {
    if (!(await mayLeave())) return;
    await run(async () => {
      const template = TEMPLATES.find((t) => t.side === side && t.kind === kind)!;
      const menuPath = SIDES[side].menu;
      const [source, menu] = await Promise.all([studioApi.document(template.source), workingText(menuPath)]);
      const made = newPage(template, source.builtIn ?? '{}', menu.text, name, slug);
      // The menu entry first: the page's menu code is then one the check knows.
      await studioApi.saveDraft(menuPath, made.menu, menu.draftRev);
      await reloadDocs();
      await open(made.path, made.text);
      done();
    });
  };

  return {
    opened, openedRef, docs, stamp, notice, busy, unsaved, row, toPublish,
    reloadDocs, open, edited, openPath, save, discard, publish, rollback, create,
    canDiscard: !!opened && (!!row?.hasDraft || unsaved),
  };
}
