import type { ErrorSchema } from '@rjsf/utils';

// Server refusals shown where they belong: a 400 names the field (data.field, or the path in a schema
// message such as "body/lines/0/qty must be >= 0"), a 140 lists item errors that are matched to the
// rows of the form's lists by item or line id. Every other code is not the form's: the catalogue decides what
// shows for it (api/client refusalText).

export interface ServerError {
  code: number;
  message: string;
  data?: unknown;
}

type Node = Record<string, unknown>;

function splitPath(path: string): string[] {
  return path.split(/[./]/).filter(Boolean);
}

function put(schema: Node, path: string[], message: string): void {
  let cur = schema;
  for (const part of path) cur = (cur[part] ??= {}) as Node;
  const list = ((cur.__errors as string[] | undefined) ??= []);
  list.push(message);
}

/** The field path of a 400 answer, and the message without the path prefix. */
function fieldOf(err: ServerError): { path: string[]; message: string } | null {
  const data = err.data as { field?: unknown } | null | undefined;
  if (data && typeof data.field === 'string') {
    const prefix = `${data.field}: `;
    return { path: splitPath(data.field), message: err.message.startsWith(prefix) ? err.message.slice(prefix.length) : err.message };
  }
  const m = /^body\/(\S+) (.+)$/.exec(err.message);
  return m ? { path: splitPath(m[1]!), message: m[2]! } : null;
}

const ID_KEYS = ['lineId', 'itemId', 'id'] as const;

/** Finds the list row an item error is about: same lineId, itemId or id, in any list of the form. */
function rowOf(formData: Node, item: Node): string[] | null {
  for (const [listName, list] of Object.entries(formData)) {
    if (!Array.isArray(list)) continue;
    for (const key of ID_KEYS) {
      if (item[key] === undefined) continue;
      const index = list.findIndex((row) => row && typeof row === 'object' && String((row as Node)[key]) === String(item[key]));
      if (index >= 0) return [listName, String(index)];
    }
  }
  return null;
}

/**
 * Errors to hand @rjsf as `extraErrors`; `unplaced` are messages no field could take (shown as a toast); `owned`
 * says whether the code is one the form shows itself (400, 140 with its list). `shows` says whether a top-level
 * field is one the user sees (not hidden, in the form at all).
 */
export function serverErrorsToSchema(err: ServerError, formData: Node, shows: (field: string) => boolean = () => true): { schema: ErrorSchema; unplaced: string[]; owned: boolean } {
  const schema: Node = {};
  const unplaced: string[] = [];
  if (err.code === 400) {
    const f = fieldOf(err);
    // A field the form does not show (the fee a dispute is about, past its deadline) cannot be marked red: its
    // words, which name it, are the message ("please check the fields marked red" pointed at nothing).
    if (f && f.path.length && shows(f.path[0]!)) put(schema, f.path, f.message);
    else unplaced.push(err.message);
  } else if (err.code === 140 && Array.isArray(err.data)) {
    for (const item of err.data as Node[]) {
      const text = String(item.failReason || item.nameAndMsg || '');
      const row = rowOf(formData, item);
      if (row) put(schema, typeof item.field === 'string' ? [...row, ...splitPath(item.field)] : row, text);
      // An error about the form's own field (a new product's name or barcode) marks that field.
      else if (typeof item.field === 'string' && text && shows(splitPath(item.field)[0] ?? '')) put(schema, splitPath(item.field), String(item.nameAndMsg || text));
      else if (text) unplaced.push(text);
    }
  } else {
    return { schema: {}, unplaced, owned: false };
  }
  return { schema: schema as ErrorSchema, unplaced, owned: true };
}

/** Whether a top-level field is drawn for the user: in the form's schema and not a hidden widget. */
export function shownField(field: string, schema: { properties?: Record<string, unknown> }, uiSchema: Record<string, unknown>): boolean {
  const ui = uiSchema[field] as Record<string, unknown> | undefined;
  return Boolean(schema.properties && field in schema.properties) && ui?.['ui:widget'] !== 'hidden';
}
