import { useMemo } from 'react';
import { columnOrderingFeature, columnVisibilityFeature, createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { getPath } from '../../data/template';
import { can } from '../../permissions';
import type { Column } from '../../schemaTypes';
import type { Row } from './useListData';

// Columns of a list go through TanStack Table: it owns column visibility and order (the user's column
// settings) and the row model; the engine owns the markup (cards on a phone).

const features = tableFeatures({ columnVisibilityFeature, columnOrderingFeature });
const helper = createColumnHelper<typeof features, Row>();

export interface TableLayout {
  order: string[];
  visibility: Record<string, boolean>;
}

export function useRowTable(columns: Column[], rows: Row[], layout: TableLayout, rowKey: string) {
  // Columns the user's shieldCode hides never reach the table (nor the column settings).
  const allowed = useMemo(() => columns.filter((c) => can(c.shieldCode)), [columns]);
  const defs = useMemo(
    () => allowed.map((c) => helper.accessor((row: Row) => getPath(row, c.field), { id: c.field, header: c.field })),
    [allowed],
  );
  const byField = useMemo(() => new Map(allowed.map((c) => [c.field, c])), [allowed]);
  const table = useTable({
    features,
    columns: defs,
    data: rows,
    getRowId: (row, index) => String(getPath(row, rowKey) ?? index),
    state: { columnOrder: layout.order, columnVisibility: layout.visibility },
  });
  return { table, byField, allowed };
}

export type RowTable = ReturnType<typeof useRowTable>['table'];
export type TableRow = ReturnType<RowTable['getRowModel']>['rows'][number];
