import { pointerOf } from '../../../common/checks/issues';

// The audit's "what changed": the operations that turn one document into the other, each at a JSON pointer (the
// pointers the check's messages use). Objects are compared key by key and lists place by place, so an entry added to
// a menu group is an `add` at its index and the entries after it are `replace`s: plain to read.

export interface Change {
  op: 'add' | 'remove' | 'replace';
  path: string;
  from?: unknown;
  to?: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function jsonDiff(before: unknown, after: unknown, at = ''): Change[] {
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((k) => {
      const path = `${at}${pointerOf(k)}`;
      if (!(k in after)) return [{ op: 'remove' as const, path, from: before[k] }];
      if (!(k in before)) return [{ op: 'add' as const, path, to: after[k] }];
      return jsonDiff(before[k], after[k], path);
    });
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const changes: Change[] = [];
    for (let i = 0; i < Math.max(before.length, after.length); i++) {
      const path = `${at}/${i}`;
      if (i >= after.length) changes.push({ op: 'remove', path, from: before[i] });
      else if (i >= before.length) changes.push({ op: 'add', path, to: after[i] });
      else changes.push(...jsonDiff(before[i], after[i], path));
    }
    return changes;
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  if (before === undefined) return [{ op: 'add', path: at, to: after }];
  if (after === undefined) return [{ op: 'remove', path: at, from: before }];
  return [{ op: 'replace', path: at, from: before, to: after }];
}

/** The change between two texts of a document (null: no document). */
export function textDiff(before: string | null, after: string | null): Change[] {
  const parse = (t: string | null) => (t === null ? undefined : (JSON.parse(t) as unknown));
  return jsonDiff(parse(before), parse(after));
}
