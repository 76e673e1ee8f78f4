import { describe, expect, it } from 'vitest';
import type { Column } from '../../../../common/page/schemaTypes';
import { exportTable, toCsv } from './exportTable';

const ctx = { lang: 'zh-CN' as const, currencySymbol: '¥' };
const columns: Column[] = [
  { field: 'name', label: { 'zh-CN': '门店', en: 'Branch' } },
  { field: 'inQty', label: '收货数量', format: 'quantity' },
  { field: 'netAmount', label: '净额', format: 'amount' },
  { field: 'qtyRate', label: '到货率', format: 'rate' },
  { field: 'status', label: '状态', format: { type: 'enum', enum: 'poStatus' } },
];
const rows = [
  { name: '一号店, 东区', inQty: '1234.5', netAmount: '1234567.5', qtyRate: '0.12345', status: 2 },
  { name: '二号"店"', inQty: null, netAmount: '-0.5', qtyRate: '1', status: 6 },
];

describe('report export', () => {
  it('keeps numbers exact and labels codes', () => {
    const t = exportTable(columns, rows, ctx);
    expect(t.header).toEqual(['门店', '收货数量', '净额', '到货率', '状态']);
    expect(t.rows[0]).toEqual([
      { kind: 'text', text: '一号店, 东区' },
      { kind: 'number', text: '1234.500', value: 1234.5, numFmt: '#,##0.000' },
      { kind: 'number', text: '1234567.50', value: 1234567.5, numFmt: '#,##0.00' },
      { kind: 'number', text: '12.35%', value: 0.12345, numFmt: '0.00%' },
      { kind: 'text', text: '待确认' },
    ]);
    expect(t.rows[1]![1]).toEqual({ kind: 'text', text: '' });
  });

  it('writes CSV with a BOM, quoting where needed', () => {
    const csv = toCsv(exportTable(columns, rows, ctx));
    expect(csv.startsWith('\uFEFF门店,收货数量,净额,到货率,状态\r\n')).toBe(true);
    expect(csv).toContain('"一号店, 东区",1234.500,1234567.50,12.35%,待确认\r\n');
    expect(csv).toContain('"二号""店""",,-0.50,100.00%,已完成\r\n');
  });
});
