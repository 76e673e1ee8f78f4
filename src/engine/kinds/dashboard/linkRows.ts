import { evaluate } from '../../../../common/page/condition';
import { getPath, type Scope } from '../../../../common/page/template';
import type { LinkRow, LinksTile } from '../../../../common/page/schemaTypes';

// The rows a links tile draws: its fixed rows, or its `row` once for each element of the list at `each`, each with
// the record its templates and conditions read (the element, and the session beside it); rows whose `visibleWhen`
// fails are left out. The search box keeps the rows one of whose fields holds the typed text.

export interface ShownRow {
  key: string;
  row: LinkRow;
  record: Scope;
}

export function linkRows(tile: LinksTile, scope: Scope): ShownRow[] {
  const rows: ShownRow[] =
    tile.each && tile.row
      ? listAt(scope, tile.each).map((item, i) => ({ key: String(item.id ?? i), row: tile.row!, record: { ...scope, ...item } }))
      : (tile.rows ?? []).map((row, i) => ({ key: String(i), row, record: scope }));
  return rows.filter(({ row, record }) => evaluate(row.visibleWhen, record));
}

function listAt(scope: Scope, path: string): Scope[] {
  const list = getPath(scope, path);
  return Array.isArray(list) ? list.filter((x): x is Scope => x !== null && typeof x === 'object') : [];
}

/** Case-insensitive match of the keyword in any of `fields`; a blank keyword keeps every row. */
export function matchingRows(rows: ShownRow[], keyword: string, fields: readonly string[]): ShownRow[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return rows;
  return rows.filter(({ record }) => fields.some((f) => String(getPath(record, f) ?? '').toLowerCase().includes(needle)));
}
