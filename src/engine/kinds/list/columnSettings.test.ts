import { describe, expect, it } from 'vitest';
import type { Column } from '../../../../common/page/schemaTypes';
import { applySettings, arrangeable } from './columnSettings';

const columns: Column[] = [
  { field: 'sheetNo', label: '单号', card: 'title' },
  { field: 'orderDate', label: '日期' },
  { field: 'totalQty', label: '数量' },
  { field: 'totalAmount', label: '金额' },
  { field: 'remark', label: '备注', defaultHidden: true },
];

describe('column settings', () => {
  it('defaults to the schema order and visibility', () => {
    const r = applySettings(columns, null);
    expect(r.order).toEqual(['sheetNo', 'orderDate', 'totalQty', 'totalAmount', 'remark']);
    expect(r.visibility.remark).toBe(false);
    expect(r.visibility.totalQty).toBe(true);
  });
  it('applies saved choices, drops gone fields and slots new ones in', () => {
    const r = applySettings(columns, { hidden: ['totalQty', 'gone'], order: ['sheetNo', 'totalAmount', 'orderDate', 'gone', 'totalQty'] });
    expect(r.order).toEqual(['sheetNo', 'totalAmount', 'orderDate', 'totalQty', 'remark']);
    expect(r.visibility).toEqual({ sheetNo: true, orderDate: true, totalQty: false, totalAmount: true, remark: false });
  });
  it('lets the user arrange body fields only', () => {
    expect(arrangeable(columns).map((c) => c.field)).toEqual(['orderDate', 'totalQty', 'totalAmount', 'remark']);
  });
});
