import type { Text } from '@codemirror/state';
import type { Issue } from './studioApi';

// Where a JSON slip of the check is in the document (a file that is not JSON: its pointer is the whole document, its
// line and column one character). Types only from CodeMirror: the studio's page uses it without loading the editor.

/**
 * The offset of a JSON slip's line and column (a file that is not JSON: its pointer is the whole document, the slip one
 * character); null for an issue without a column, or one past the document (typed away since the check).
 */
export function slipOffset(doc: Text, issue: Pick<Issue, 'line' | 'column'>): number | null {
  if (!issue.line || !issue.column || issue.line > doc.lines) return null;
  const line = doc.line(issue.line);
  return Math.min(line.from + issue.column - 1, line.to);
}

/** Where the problem list puts the cursor for an issue: its slip, else the start of its line; null past the end. */
export function cursorOf(doc: Text, issue: Pick<Issue, 'line' | 'column'>): number | null {
  const slip = slipOffset(doc, issue);
  if (slip !== null) return slip;
  return issue.line && issue.line <= doc.lines ? doc.line(issue.line).from : null;
}
