import { useMemo } from 'react';
import type { Column } from '../../../../common/page/schemaTypes';

// Which columns a card shows and in what order: the user's column settings applied over the schema. Plain
// code rather than a table library: rows are paged, sorted and filtered on the server and each card reads
// the visible columns, so all a table would do here is this ordering (and it weighed 15 KB gz on the list).

export interface TableLayout {
  order: string[];
  visibility: Record<string, boolean>;
}

/** Columns in the layout's order (columns it does not name keep their schema order, after it), hidden ones left out. */
export function visibleColumns(columns: Column[], layout: TableLayout): Column[] {
  const byField = new Map(columns.map((c) => [c.field, c]));
  const ordered = layout.order.flatMap((f) => byField.get(f) ?? []);
  const named = new Set(ordered.map((c) => c.field));
  return [...ordered, ...columns.filter((c) => !named.has(c.field))].filter((c) => layout.visibility[c.field] !== false);
}

/** The page's columns to show, in the user's order (shielded ones were removed when the page was resolved). */
export function useVisibleColumns(columns: Column[], layout: TableLayout): Column[] {
  const shown = visibleColumns(columns, layout);
  const key = shown.map((c) => c.field).join('\u0000');
  // The same list object while the layout is unchanged, so memoised cards do not re-render.
  return useMemo(() => shown, [key, columns]);
}
