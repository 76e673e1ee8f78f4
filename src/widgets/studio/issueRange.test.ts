import { json } from '@codemirror/lang-json';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { parseJsonText } from '../../../common/checks/jsonFile';
import { cursorOf } from './issuePlace';
import { rangeOf } from './issueRange';

// A file that is not JSON has no pointer to show its slip at (its issue's pointer is the whole document): the editor
// marks the slip's own character, the one the words name by line and column, and the problem list jumps there.

const stateOf = (doc: string) => EditorState.create({ doc, extensions: [json()] });

describe('where an issue lies in the editor', () => {
  it('a trailing comma: the comma, not the whole document', () => {
    const text = '{\n  "id": "x",\n  "kind": "list",\n}\n';
    const issue = parseJsonText('schemas/supplier/x.list.json', text).parseError!;
    expect(issue).toMatchObject({ line: 3, column: 17, pointer: '' });
    const state = stateOf(text);
    const { from, to } = rangeOf(state, issue);
    expect(state.sliceDoc(from, to)).toBe(',');
    expect(cursorOf(state.doc, issue)).toBe(from);
  });

  it('a bracket missing: where the wrong one stands', () => {
    const text = '{\n  "items": [\n    { "a": 1 }\n}\n';
    const issue = parseJsonText('schemas/menu/supplier.json', text).parseError!;
    const state = stateOf(text);
    const { from, to } = rangeOf(state, issue);
    expect([issue.line, state.sliceDoc(from, to)]).toEqual([4, '}']);
  });

  it('the problem list: a slip typed away since the check is not jumped to; an issue without a column at its line', () => {
    const state = stateOf('{\n  "id": "x"\n}\n');
    expect(cursorOf(state.doc, { line: 9, column: 3 })).toBeNull();
    expect(cursorOf(state.doc, { line: 2 })).toBe(2);
  });

  it('an issue at a pointer: the property there, its name and value (a lone colon was marked)', () => {
    const text = '{\n  "loadMore": { "distance": "200" },\n  "listPath": "rows"\n}\n';
    const state = stateOf(text);
    const at = (pointer: string) => {
      const { from, to } = rangeOf(state, { pointer, line: null, message: '' } as never);
      return state.sliceDoc(from, to);
    };
    expect(at('/loadMore/distance')).toBe('"distance": "200"');
    expect(at('/listPath')).toBe('"listPath": "rows"');
    // an object or list value: the value itself
    expect(at('/loadMore')).toBe('{ "distance": "200" }');
  });
});
