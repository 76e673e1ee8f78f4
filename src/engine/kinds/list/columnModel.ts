import {
  columnOrderingFeature,
  columnVisibilityFeature,
  createSortedRowModel,
  rowSortingFeature,
  tableFeatures,
  type ColumnDef,
  type Row,
} from '@tanstack/react-table';
import { cellValue } from './cellValue';
import type { Column } from '../../../../common/page/schemaTypes';

// The column model of lists and reports, in TanStack Table's terms: one table column per page column (id = its field),
// its visibility and order taken from the user's column settings, and sorting by the columns a page marks
// `sortable`. Only the features used are registered, so the rest of the library is left out of the list's chunk.
// Rows come from the server already filtered and paged; the table sorts the loaded rows when the user asks, and
// only then builds its row objects (useColumnModel.ts).

export const features = tableFeatures({
  columnVisibilityFeature,
  columnOrderingFeature,
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  // type only: each table column carries its page column (label, format, place on the card)
  columnMeta: {} as { column: Column },
});

export type ListRecord = Record<string, unknown>;
export type ListFeatures = typeof features;
export type ListRow = Row<ListFeatures, ListRecord>;

// Made at the first comparison, not as the list's code loads: the Chinese collation's data costs ~30 ms of a phone's
// CPU at 4x to set up, and a list that opens unsorted by the user never compares text.
let collator: Intl.Collator | undefined;

/** Ascending order of two cell values: numbers (and numeric strings, as amounts arrive) by value, other text by the Chinese collation. */
export function compareValues(a: unknown, b: unknown): number {
  const x = typeof a === 'string' && a.trim() !== '' && !Number.isNaN(Number(a)) ? Number(a) : a;
  const y = typeof b === 'string' && b.trim() !== '' && !Number.isNaN(Number(b)) ? Number(b) : b;
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return (collator ??= new Intl.Collator(['zh-CN', 'en'], { numeric: true })).compare(String(x), String(y));
}

/** Figures and dates sort high to low (newest) first; text and enumerations A to Z. */
function descFirst(format: Column['format']): boolean {
  if (format === undefined || format === 'text' || format === 'boolean') return false;
  return typeof format === 'string' || format.type === 'number' || format.type === 'rate';
}

/** Table columns of a page: accessed by field path, sortable only where the page says so. */
export function columnDefs(columns: Column[]): ColumnDef<ListFeatures, ListRecord>[] {
  return columns.map((c) => ({
    id: c.field,
    meta: { column: c },
    accessorFn: (record: ListRecord) => cellValue(record, c.field),
    enableSorting: c.sortable === true,
    sortUndefined: 'last',
    sortDescFirst: descFirst(c.format),
    sortFn: (a: ListRow, b: ListRow, id: string) => compareValues(a.getValue(id), b.getValue(id)),
  }));
}
