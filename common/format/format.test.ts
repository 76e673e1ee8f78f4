import { describe, expect, it } from 'vitest';
import {
  formatCurrency,
  formatDate,
  formatDateTime,
  formatEnum,
  formatNumber,
  formatRate,
  formatValue,
  isNumericFormat,
} from './format';
import { parseDecimal, roundDecimal } from './decimal';

const zh = { lang: 'zh-CN' as const, currencySymbol: '¥' };
const en = { lang: 'en' as const, currencySymbol: '$' };

describe('amount (2 decimals, thousands separator)', () => {
  it.each([
    ['1234567.5', '1,234,567.50'],
    [1234567.5, '1,234,567.50'],
    ['0', '0.00'],
    ['12.345', '12.35'],
    ['12.344999', '12.34'],
    ['-12.345', '-12.35'],
    ['999.995', '1,000.00'],
    ['0.005', '0.01'],
    ['-0.004', '0.00'],
    ['100', '100.00'],
    ['123456789012345678.125', '123,456,789,012,345,678.13'],
    [0.1 + 0.2, '0.30'],
    ['.5', '0.50'],
  ])('%s → %s', (input, out) => {
    expect(formatValue(input, 'amount', zh)).toBe(out);
  });
});

describe('rate (ratio as percent, 2 decimals)', () => {
  it.each([
    ['0.12345', '12.35%'],
    [0.12345, '12.35%'],
    ['0.9235', '92.35%'],
    ['1', '100.00%'],
    ['0', '0.00%'],
    ['0.00005', '0.01%'],
    ['-0.5', '-50.00%'],
  ])('%s → %s', (input, out) => {
    expect(formatValue(input, 'rate', zh)).toBe(out);
  });

  it('takes percent input when the schema says so, and other decimals', () => {
    expect(formatRate('12.345', 2, 'percent')).toBe('12.35%');
    expect(formatValue('0.123456', { type: 'rate', decimals: 3 }, zh)).toBe('12.346%');
  });
});

describe('quantity, price, integer, number', () => {
  it('quantity has 3 decimals', () => {
    expect(formatValue('1234.5', 'quantity', zh)).toBe('1,234.500');
    expect(formatValue('2.0005', 'quantity', zh)).toBe('2.001');
  });
  it('price has 4 decimals', () => {
    expect(formatValue('8.5', 'price', zh)).toBe('8.5000');
    expect(formatValue('12345.67895', 'price', zh)).toBe('12,345.6790');
  });
  it('integer and custom numbers', () => {
    expect(formatValue(12345, 'integer', zh)).toBe('12,345');
    expect(formatValue('12345.5', 'integer', zh)).toBe('12,346');
    expect(formatValue('1234.5', { type: 'number', decimals: 1, grouping: false, suffix: ' kg' }, zh)).toBe('1234.5 kg');
  });
  it('keeps trailing zeros and never goes through floats', () => {
    expect(formatNumber('0.10', 2)).toBe('0.10');
    expect(formatNumber('1.005', 2)).toBe('1.01'); // (1.005).toFixed(2) is '1.00'
    expect(formatNumber('1e-7', 8)).toBe('0.00000010');
    expect(formatNumber(1e21, 0)).toBe('1,000,000,000,000,000,000,000');
  });
  it('shows non-numbers as they are', () => {
    expect(formatNumber('n/a', 2)).toBe('n/a');
  });
});

describe('empty values show a dash', () => {
  it.each([null, undefined, '', '  ', Number.NaN])('%s', (v) => {
    for (const f of ['amount', 'rate', 'quantity', 'price', 'currency', 'date', 'datetime', 'text'] as const) {
      expect(formatValue(v, f, zh)).toBe('-');
    }
    expect(formatValue(v, undefined, zh)).toBe('-');
    expect(formatValue(v, { type: 'enum', enum: 'poStatus' }, zh)).toBe('-');
  });
  it('zero is not empty', () => {
    expect(formatValue(0, 'amount', zh)).toBe('0.00');
    expect(formatValue(0, undefined, zh)).toBe('0');
  });
});

describe('currency', () => {
  it('uses the configured symbol', () => {
    expect(formatValue('1234.5', 'currency', zh)).toBe('¥1,234.50');
    expect(formatValue('-1234.5', 'currency', en)).toBe('-$1,234.50');
    expect(formatCurrency(null, '¥')).toBe('-');
  });
});

describe('enum', () => {
  it('labels codes in the current language', () => {
    expect(formatValue(2, { type: 'enum', enum: 'poStatus' }, zh)).toBe('待确认');
    expect(formatValue('2', { type: 'enum', enum: 'poStatus' }, en)).toBe('Awaiting confirmation');
    expect(formatEnum(1, 'reconStatus', 'zh-CN')).toBe('已对账');
    expect(formatEnum(5, 'outStatus', 'en')).toBe('Shipped out');
    expect(formatEnum(1, 'inStatus', 'zh-CN')).toBe('已审核');
  });
  it('shows an unknown code as it is', () => {
    expect(formatEnum(77, 'poStatus', 'zh-CN')).toBe('77');
  });
});

describe('date and datetime', () => {
  it('keeps business days as they are', () => {
    expect(formatDate('2026-03-01')).toBe('2026-03-01');
    expect(formatDateTime('2026-03-01')).toBe('2026-03-01');
  });
  it("shows timestamps on the chain's clock (Asia/Shanghai), whatever zone the phone is in", () => {
    const ts = '2026-03-01T01:05:00Z';
    expect(formatDate(ts)).toBe('2026-03-01');
    expect(formatDateTime(ts)).toBe('2026-03-01 09:05');
    // 16:30 UTC is already the next day at the chain
    expect(formatDateTime('2026-03-01T16:30:00Z')).toBe('2026-03-02 00:30');
    expect(formatDate(new Date('2026-03-01T16:30:00Z'))).toBe('2026-03-02');
  });
  it('shows unparseable text as it is', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});

describe('decimal helpers', () => {
  it('parses and rejects', () => {
    expect(parseDecimal('abc')).toBeNull();
    expect(parseDecimal('.')).toBeNull();
    expect(parseDecimal(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseDecimal('-0.0')).toEqual({ negative: false, int: '', frac: '0' });
  });
  it('rounds half away from zero', () => {
    const r = roundDecimal(parseDecimal('-2.5')!, 0);
    expect(r).toEqual({ negative: true, int: '3', frac: '' });
  });
  it('knows which formats are numeric', () => {
    expect(isNumericFormat('amount')).toBe(true);
    expect(isNumericFormat('rate')).toBe(true);
    expect(isNumericFormat('date')).toBe(false);
    expect(isNumericFormat({ type: 'enum', enum: 'poStatus' })).toBe(false);
    expect(isNumericFormat(undefined)).toBe(false);
  });
});

describe('boolean (yes/no in words)', () => {
  it('says 是/否 and Yes/No for true/false and their text forms', () => {
    expect(formatValue(true, 'boolean', zh)).toBe('是');
    expect(formatValue(false, 'boolean', zh)).toBe('否');
    expect(formatValue('true', 'boolean', en)).toBe('Yes');
    expect(formatValue('false', 'boolean', en)).toBe('No');
    expect(formatValue(null, 'boolean', en)).toBe('-');
    expect(formatValue('maybe', 'boolean', en)).toBe('maybe');
  });
  it('uses the schema’s own words, empty words saying nothing', () => {
    const badge = { type: 'boolean' as const, true: { 'zh-CN': '将断货', en: 'Running out' }, false: '' };
    expect(formatValue(true, badge, zh)).toBe('将断货');
    expect(formatValue(true, badge, en)).toBe('Running out');
    expect(formatValue(false, badge, en)).toBe('');
    expect(formatValue(false, { type: 'boolean', true: '有' }, zh)).toBe('否');
  });
});
