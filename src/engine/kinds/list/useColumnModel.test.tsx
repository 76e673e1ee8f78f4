import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Column } from '../../../../common/page/schemaTypes';
import { applySettings } from './columnSettings';
import type { ListRecord } from './columnModel';
import { useColumnModel, type ColumnModel } from './useColumnModel';

// The hook a list draws its cards from. In the server's order it hands over the loaded records themselves: a
// 10,000-row list built a table row per record before its first card (tens of ms of a phone's CPU) when no sort
// was on. Sorting itself is the table's (columnModel.test.ts, and the sort buttons in tests/e2e/engine.columnModel).

const columns: Column[] = [
  { field: 'sheetNo', label: '单号', card: 'title' },
  { field: 'totalAmount', label: '金额', format: 'amount', sortable: true },
  { field: 'remark', label: '备注', defaultHidden: true },
];

function modelOf(records: ListRecord[]): ColumnModel {
  let model: ColumnModel | undefined;
  function Probe() {
    model = useColumnModel(columns, applySettings(columns, null), records, 'sheetNo');
    return null;
  }
  renderToString(<Probe />);
  return model!;
}

describe('useColumnModel', () => {
  it("hands over the loaded records as the rows while the server's order holds, with the visible columns and the records' keys", () => {
    const records = Array.from({ length: 10_000 }, (_, i) => ({ sheetNo: `P${i}`, totalAmount: String(i) }));
    const model = modelOf(records);
    expect(model.rows).toBe(records);
    expect(model.visible.map((c) => c.field)).toEqual(['sheetNo', 'totalAmount']);
    expect(model.sortable.map((c) => c.field)).toEqual(['totalAmount']);
    expect(model.keyOf(records[7]!, 7)).toBe('P7');
    expect(model.keyOf({}, 3)).toBe('3');
  });
});
