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
  if (at && 'valueFrom' in at) return { from: at.valueFrom, to: at.valueTo };
  if (at) return { from: at.keyFrom, to: at.keyTo };
  if (issue.line && issue.line <= state.doc.lines) {
    const line = state.doc.line(issue.line);
    return { from: line.from, to: line.to };
  }
  return { from: 0, to: 0 };
}
