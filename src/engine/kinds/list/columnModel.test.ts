import { constructTable, type SortingState } from '@tanstack/react-table';
import { storeReactivityBindings } from '@tanstack/table-core/store-reactivity-bindings';
import { describe, expect, it } from 'vitest';
import type { Column } from '../../../../common/page/schemaTypes';
import { applySettings, type ColumnSettings } from './columnSettings';
import { cellValue } from './cellValue';
import { columnDefs, compareValues, features, type ListRecord } from './columnModel';

// The column model as the list draws it: a table built with the list's features and columns, its state taken from
// the user's column settings (applySettings) and a sorting, read back as cards read it (the visible columns' values).
// Outside React the table takes the store's own reactivity where useTable brings React's.
const tableFeatures = { ...features, coreReactivityFeature: storeReactivityBindings() };

const columns: Column[] = [
  { field: 'sheetNo', label: '单号', card: 'title' },
  { field: 'orderDate', label: '日期', format: 'date', sortable: true },
  { field: 'branch.name', label: '门店' },
  { field: 'totalAmount', label: '金额', format: 'amount', sortable: true },
  { field: 'remark', label: '备注', defaultHidden: true },
];

const records: ListRecord[] = [
  { sheetNo: 'P3', orderDate: '2026-03-02', branch: { name: '二店' }, totalAmount: '1200.50', remark: 'x' },
  { sheetNo: 'P1', orderDate: '2026-03-01', branch: { name: '一店' }, totalAmount: '99.00', remark: null },
  { sheetNo: 'P2', orderDate: null, branch: { name: '三店' }, totalAmount: '350', remark: '' },
];

function table(saved: ColumnSettings | null, sorting: SortingState = []) {
  const layout = applySettings(columns, saved);
  return constructTable({
    features: tableFeatures,
    columns: columnDefs(columns),
    data: records,
    getRowId: (r) => String(r.sheetNo),
    state: { columnVisibility: layout.visibility, columnOrder: layout.order, sorting },
  });
}

/** What the first card shows (RowCard): the visible columns in order, with the first record's values. */
const firstCard = (t: ReturnType<typeof table>) => t.getVisibleLeafColumns().map((c) => [c.id, cellValue(records[0]!, c.columnDef.meta!.column.field)]);
const order = (t: ReturnType<typeof table>) => t.getRowModel().rows.map((r) => r.id);

describe('the column model of a list', () => {
  it("without saved settings shows the schema's columns in schema order, defaultHidden ones left out, nested fields read by path", () => {
    expect(firstCard(table(null))).toEqual([
      ['sheetNo', 'P3'],
      ['orderDate', '2026-03-02'],
      ['branch.name', '二店'],
      ['totalAmount', '1200.50'],
    ]);
  });

  it("follows the user's saved order and hidden fields; fields added to the schema later slot in at their place", () => {
    const t = table({ order: ['sheetNo', 'totalAmount', 'remark', 'orderDate'], hidden: ['orderDate'] });
    expect(t.getVisibleLeafColumns().map((c) => c.id)).toEqual(['sheetNo', 'totalAmount', 'branch.name', 'remark']);
    expect(firstCard(t).map(([id]) => id)).toEqual(['sheetNo', 'totalAmount', 'branch.name', 'remark']);
    // each table column carries its page column, which the card draws (label, format, place)
    expect(t.getVisibleLeafColumns()[1]!.columnDef.meta?.column).toBe(columns[3]);
  });

  it('keeps the server order until sorted, then sorts amounts as numbers and puts empty values last either way', () => {
    expect(order(table(null))).toEqual(['P3', 'P1', 'P2']);
    expect(order(table(null, [{ id: 'totalAmount', desc: false }]))).toEqual(['P1', 'P2', 'P3']);
    expect(order(table(null, [{ id: 'totalAmount', desc: true }]))).toEqual(['P3', 'P2', 'P1']);
    expect(order(table(null, [{ id: 'orderDate', desc: false }]))).toEqual(['P1', 'P3', 'P2']);
    expect(order(table(null, [{ id: 'orderDate', desc: true }]))).toEqual(['P3', 'P1', 'P2']);
  });

  it('sorts only by the columns the page marks sortable; figures and dates first high to low, text A to Z', () => {
    const t = table(null);
    expect(t.getAllLeafColumns().filter((c) => c.getCanSort()).map((c) => c.id)).toEqual(['orderDate', 'totalAmount']);
    expect(order(table(null, [{ id: 'sheetNo', desc: false }]))).toEqual(['P3', 'P1', 'P2']);
    expect(t.getColumn('totalAmount')!.getFirstSortDir()).toBe('desc');
    expect(t.getColumn('orderDate')!.getFirstSortDir()).toBe('desc');
    const text = constructTable({ features: tableFeatures, columns: columnDefs([{ field: 'name', label: 'n', sortable: true }]), data: [{ name: 'b' }] });
    expect(text.getColumn('name')!.getFirstSortDir()).toBe('asc');
  });

  it('compares numbers by value and text by the Chinese collation', () => {
    expect(compareValues('9.5', '10')).toBeLessThan(0);
    expect(compareValues(2, 10)).toBeLessThan(0);
    expect(compareValues('北京', '上海')).toBeLessThan(0);
    expect(compareValues('A2', 'A10')).toBeLessThan(0);
  });
});
