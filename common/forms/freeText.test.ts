import { describe, expect, it } from 'vitest';
import { cleanFreeText } from './freeText';

describe('cleanFreeText', () => {
  it('keeps Chinese, letters, digits, spaces and punctuation; drops emoji and symbols', () => {
    expect(cleanFreeText('条码不对，请核实！Barcode 123?')).toBe('条码不对，请核实！Barcode 123?');
    expect(cleanFreeText('好的😀👍 ok™')).toBe('好的 ok');
    expect(cleanFreeText('价格 ￥12.50 <= 13')).toBe('价格 ￥12.50 <= 13');
  });
});
