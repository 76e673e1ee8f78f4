import { json, jsonLanguage } from '@codemirror/lang-json';
import { forceLinting, linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import { Compartment, EditorState } from '@codemirror/state';
import { EditorView, hoverTooltip } from '@codemirror/view';
import { syntaxHighlighting } from '@codemirror/language';
import { classHighlighter } from '@lezer/highlight';
import { basicSetup } from 'codemirror';
import { jsonCompletion, jsonSchemaHover, stateExtensions } from 'codemirror-json-schema';
import type { JSONSchema7 } from 'json-schema';
import pageSchema from '../../../schemas/page.schema.json';
import { rangeOf } from './issueRange';
import type { Issue } from './studioApi';
import editorStyles from './codemirror.css?inline';

// The studio's JSON editor: CodeMirror 6 with the page format's completion and hover from schemas/page.schema.json
// (codemirror-json-schema), and the server's check of the document (the one-page check `npm run schemas:check` and a
// publish run) shown inline at each issue's JSON pointer, after a short pause in typing, so what the check says is on
// screen well within a second of the last keystroke. The check is the editor's only lint: it says a JSON slip and a
// page-format mistake once, in the author's language, where a save would say it. CodeMirror's JSON parse lint and
// codemirror-json-schema's lint each marked the same mistake a second time, in the parser's or the validator's
// English and elsewhere (a comma too many at the next line; "Expected one of undefined, undefined, list, …" on the
// page for any wrong value).

/** The pause after the last keystroke before the document is checked. */
export const CHECK_PAUSE_MS = 150;

export interface StudioEditor {
  view: EditorView;
  text(): string;
  /** Replaces the whole document (another file, a template). */
  load(text: string): void;
  /** Inserts at the cursor (the catalogue's fields). */
  insert(text: string): void;
  /** Puts the cursor at `pos` and that line in the middle of the editor and of the window (a finding tapped). */
  reveal(pos: number): void;
  /** CodeMirror's own words (search panel, folding, lint), by the English text it asks for; {} for its English. */
  setPhrases(phrases: Record<string, string>): void;
  destroy(): void;
}

/** An issue of the check as an inline diagnostic, saying its line and pointer as the list below the editor does. */
export function diagnosticOf(state: EditorState, issue: Issue, severity: 'error' | 'warning'): Diagnostic {
  return { ...rangeOf(state, issue), severity, source: `${issue.line ?? '-'} ${issue.pointer || '/'}`, message: issue.message };
}

/**
 * The editor's own root, in a shadow root of its host. CodeMirror writes its styles (its base theme, lint, completion,
 * search) at run time: into a document as a <style> element, which the app's Content-Security-Policy refuses (style
 * elements come only from files), into a shadow root as a constructed style sheet, which it allows. Our few rules
 * (syntax colours, size) are adopted beside them; the page's style sheets do not reach inside.
 */
function editorRoot(host: HTMLElement): ShadowRoot {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const own = new CSSStyleSheet();
  own.replaceSync(editorStyles);
  root.adoptedStyleSheets = [own];
  return root;
}

export function createEditor(host: HTMLElement, opts: { text: string; label: string; phrases?: Record<string, string>; onChange: (text: string) => void; check: (text: string) => Promise<{ errors: Issue[]; warnings: Issue[] } | null> }): StudioEditor {
  const serverCheck = linter(
    async (view) => {
      const found = await opts.check(view.state.doc.toString());
      if (!found) return [];
      return [...found.errors.map((i) => diagnosticOf(view.state, i, 'error')), ...found.warnings.map((i) => diagnosticOf(view.state, i, 'warning'))];
    },
    { delay: CHECK_PAUSE_MS },
  );
  const root = editorRoot(host);
  const words = new Compartment();
  const view = new EditorView({
    root,
    parent: root,
    state: EditorState.create({
      doc: opts.text,
      extensions: [
        basicSetup,
        json(),
        // Syntax colours by fixed class names (tok-string, tok-propertyName, …) coloured in codemirror.css, as
        // CodeMirror's default highlight style colours JSON. A highlighter that is not a fallback replaces basicSetup's.
        syntaxHighlighting(classHighlighter),
        serverCheck,
        lintGutter(),
        jsonLanguage.data.of({ autocomplete: jsonCompletion() }),
        hoverTooltip(jsonSchemaHover()),
        stateExtensions(pageSchema as JSONSchema7),
        EditorView.lineWrapping,
        words.of(EditorState.phrases.of(opts.phrases ?? {})),
        // A name for screen readers (axe: aria-input-field-name); the text box is the editor's one input.
        EditorView.contentAttributes.of({ 'aria-label': opts.label }),
        EditorView.updateListener.of((u) => u.docChanged && opts.onChange(u.state.doc.toString())),
      ],
    }),
  });
  // The scrolling box is reachable from the keyboard (axe: scrollable-region-focusable), to scroll a long file.
  view.scrollDOM.tabIndex = 0;
  return {
    view,
    text: () => view.state.doc.toString(),
    load(text) {
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
      forceLinting(view);
    },
    insert(text) {
      const { from, to } = view.state.selection.main;
      view.dispatch({ changes: { from, to, insert: text }, selection: { anchor: from + text.length } });
      view.focus();
    },
    reveal(pos) {
      view.dispatch({ selection: { anchor: pos }, effects: EditorView.scrollIntoView(pos, { y: 'center' }) });
      view.focus();
      // On a phone the editor and the problem list below it do not fit the screen together: the author scrolled down to
      // the list, and CodeMirror moved the window just enough to reach the line, which left it at the window's top
      // edge under the app's fixed nav bar. Once CodeMirror has scrolled (its measure runs in the frame it asked for,
      // before this one), the line is brought to the middle of the window unless it is well inside already.
      const win = view.dom.ownerDocument.defaultView;
      win?.requestAnimationFrame(() => {
        const at = view.coordsAtPos(pos);
        if (!at) return;
        const middle = (at.top + at.bottom) / 2;
        if (middle < win.innerHeight * 0.2 || middle > win.innerHeight * 0.8) win.scrollBy({ top: middle - win.innerHeight / 2 });
      });
    },
    setPhrases: (phrases) => view.dispatch({ effects: words.reconfigure(EditorState.phrases.of(phrases)) }),
    destroy: () => view.destroy(),
  };
}
