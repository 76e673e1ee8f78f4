import { useTable, type SortingState } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import { getPath } from '../../../../common/page/template';
import type { Column } from '../../../../common/page/schemaTypes';
import { columnDefs, features, type ListRecord, type ListRow } from './columnModel';
import type { TableLayout } from './columnSettings';

export interface ColumnModel {
  /** the rows to draw as cards, in the table's order (the server's, or sorted by the user's choice) */
  rows: ListRow[];
  /** the columns a card shows, in order: the same list object while the layout is unchanged, so memoised cards keep */
  visible: Column[];
  /** the page's sortable columns, in schema order */
  sortable: Column[];
  sorting: SortingState;
  /** sorts by a column: its first direction (columnModel.ts), the other, then back to the server's order */
  toggleSort: (field: string) => void;
}

/**
 * The table instance of a list or report page: its columns (visibility and order from the user's settings) and
 * its row model over the loaded records. Cards are drawn from the rows it returns (RowCard reads each row's
 * visible cells).
 */
export function useColumnModel(columns: Column[], layout: TableLayout, records: ListRecord[], rowKey: string): ColumnModel {
  const defs = useMemo(() => columnDefs(columns), [columns]);
  // The server's order until the user taps a sort button; the choice lasts while the screen is open (not saved).
  const [sorting, setSorting] = useState<SortingState>([]);
  const table = useTable({
    features,
    columns: defs,
    data: records,
    getRowId: (record, i) => String(getPath(record, rowKey) ?? i),
    state: { columnVisibility: layout.visibility, columnOrder: layout.order, sorting },
    onSortingChange: setSorting,
    enableMultiSort: false,
  });
  const leaves = table.getVisibleLeafColumns();
  const key = leaves.map((c) => c.id).join('\u0000');
  const visible = useMemo(() => leaves.map((c) => c.columnDef.meta!.column), [key, defs]);
  const sortable = useMemo(() => columns.filter((c) => c.sortable === true), [columns]);
  const toggleSort = useCallback((field: string) => table.getColumn(field)?.toggleSorting(), [table]);
  return { rows: table.getRowModel().rows, visible, sortable, sorting, toggleSort };
}
