import { useTable, type SortingState } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import { getPath } from '../../../../common/page/template';
import type { Column } from '../../../../common/page/schemaTypes';
import { columnDefs, features, type ListRecord } from './columnModel';
import type { TableLayout } from './columnSettings';

export interface ColumnModel {
  /** the records to draw as cards, in the table's order (the server's, or sorted by the user's choice) */
  rows: ListRecord[];
  /** a record's key (the page's rowKey, else its place in the loaded rows) */
  keyOf: (record: ListRecord, index: number) => string;
  /** the columns a card shows, in order: the same list object while the layout is unchanged, so memoised cards keep */
  visible: Column[];
  /** the page's sortable columns, in schema order */
  sortable: Column[];
  sorting: SortingState;
  /** sorts by a column: its first direction (columnModel.ts), the other, then back to the server's order */
  toggleSort: (field: string) => void;
}

/**
 * The table instance of a list or report page: its columns (visibility and order from the user's settings) and,
 * once the user sorts, its sorted row model over the loaded records. Cards read their visible columns' values
 * straight from each record (RowCard).
 */
export function useColumnModel(columns: Column[], layout: TableLayout, records: ListRecord[], rowKey: string): ColumnModel {
  const defs = useMemo(() => columnDefs(columns), [columns]);
  const keyOf = useCallback((record: ListRecord, i: number) => String(getPath(record, rowKey) ?? i), [rowKey]);
  // The server's order until the user taps a sort button; the choice lasts while the screen is open (not saved).
  const [sorting, setSorting] = useState<SortingState>([]);
  const table = useTable({
    features,
    columns: defs,
    data: records,
    getRowId: keyOf,
    state: { columnVisibility: layout.visibility, columnOrder: layout.order, sorting },
    onSortingChange: setSorting,
    enableMultiSort: false,
  });
  const leaves = table.getVisibleLeafColumns();
  const key = leaves.map((c) => c.id).join('\u0000');
  const visible = useMemo(() => leaves.map((c) => c.columnDef.meta!.column), [key, defs]);
  const sortable = useMemo(() => columns.filter((c) => c.sortable === true), [columns]);
  const toggleSort = useCallback((field: string) => table.getColumn(field)?.toggleSorting(), [table]);
  // In the server's order the records are the rows: the table's row model (a row object per record, 10,000 of them
  // built before a 10,000-row list's first card) is asked for only while a sort is on. It keeps its identity
  // between renders, and so does this list.
  const sorted = sorting.length > 0 ? table.getRowModel().rows : null;
  const rows = useMemo(() => (sorted ? sorted.map((r) => r.original) : records), [sorted, records]);
  return { rows, keyOf, visible, sortable, sorting, toggleSort };
}
