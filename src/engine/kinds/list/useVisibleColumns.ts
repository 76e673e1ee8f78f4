import { useMemo } from 'react';
import { columnOrderingFeature, columnVisibilityFeature, createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { getPath } from '../../data/template';
import type { Column } from '../../schemaTypes';
import type { Row } from './useListData';

// Columns of a list go through TanStack Table: it owns which columns show and in what order (the
// user's column settings, applied over the schema). Rows do not: paging, sorting and filtering happen on
// the server, so the row model would only copy 10,000 records into 10,000 row objects; the virtualiser
// works on the records directly and each card reads the table's visible columns.

const features = tableFeatures({ columnVisibilityFeature, columnOrderingFeature });
const helper = createColumnHelper<typeof features, Row>();
const NO_ROWS: Row[] = [];

export interface TableLayout {
  order: string[];
  visibility: Record<string, boolean>;
}

/** The page's columns to show, in the user's order (shielded ones were removed when the page was resolved). */
export function useVisibleColumns(columns: Column[], layout: TableLayout): Column[] {
  const defs = useMemo(
    () => columns.map((c) => helper.accessor((row: Row) => getPath(row, c.field), { id: c.field, header: c.field })),
    [columns],
  );
  const table = useTable({
    features,
    columns: defs,
    data: NO_ROWS,
    state: { columnOrder: layout.order, columnVisibility: layout.visibility },
  });
  const ids = table.getVisibleLeafColumns().map((c) => c.id);
  const key = ids.join('\u0000');
  // The same list object while the layout is unchanged, so memoised cards do not re-render.
  return useMemo(() => {
    const byField = new Map(columns.map((c) => [c.field, c]));
    return ids.flatMap((id) => byField.get(id) ?? []);
  }, [key, columns]);
}
