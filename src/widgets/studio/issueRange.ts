import { syntaxTree } from '@codemirror/language';
import type { EditorState } from '@codemirror/state';
import { getJsonPointers } from 'codemirror-json-schema';
import { slipOffset } from './issuePlace';
import type { Issue } from './studioApi';

// Where in the document an issue of the check lies, for its underline in the editor.

/** Where an issue lies: its slip's character, else its pointer's value (or key), else its line, else the start. */
export function rangeOf(state: EditorState, issue: Issue): { from: number; to: number } {
  const slip = slipOffset(state.doc, issue);
  if (slip !== null) return { from: slip, to: Math.min(slip + 1, state.doc.length) };
  const at = getJsonPointers(state, 'json4').get(issue.pointer || '');
  // A property: its name and its value ("distance": "200"). codemirror-json-schema's valueFrom/valueTo of a property
  // span the colon only, so the value is read from the syntax tree after it (the mark was a lone ":").
  if (at && 'valueFrom' in at) return { from: at.keyFrom, to: valueEndAfter(state, at.valueFrom) ?? at.valueTo };
  if (at) return { from: at.keyFrom, to: at.keyTo };
  if (issue.line && issue.line <= state.doc.lines) {
    const line = state.doc.line(issue.line);
    return { from: line.from, to: line.to };
  }
  return { from: 0, to: 0 };
}

/** Where the value after the colon at `colon` ends (null when there is none). */
function valueEndAfter(state: EditorState, colon: number): number | null {
  let pos = colon;
  if (state.sliceDoc(pos, pos + 1) === ':') pos++;
  while (pos < state.doc.length && /\s/.test(state.sliceDoc(pos, pos + 1))) pos++;
  let node = syntaxTree(state).resolveInner(pos, 1);
  while (node.parent && node.parent.from === pos) node = node.parent;
  return node.from === pos && node.to > pos ? node.to : null;
}
