import { describe, expect, it } from 'vitest';
import { layout } from './layout';
import { renderTemplate, type PrintTemplate } from '../../../common/print/template';
import { encodeTspl, labelColumns } from './tspl';
import { tokenizeTspl } from './tokenize';
import goodsLabel from '../../../schemas/print/goods-label.json';

describe('TSPL labels', () => {
  it('one label per line of the document, Chinese text in GBK with the TSS24.BF2 font', () => {
    const size = { widthMm: 40, heightMm: 30, gapMm: 2 };
    const blocks = renderTemplate(goodsLabel as PrintTemplate, { lines: [{ name: '纯牛奶', spec: '250ml', unit: '盒', barcode: '6901234567892' }, { name: 'Bread', barcode: null, itemCode: 'I-2' }] }, 'zh-CN');
    const { bytes, unknown } = encodeTspl(layout(blocks, labelColumns(size)), size);
    expect(unknown).toEqual([]);
    expect(tokenizeTspl(bytes)).toEqual([
      'SIZE 40 mm,30 mm',
      'GAP 2 mm,0 mm',
      'DIRECTION 1',
      'CLS',
      'TEXT 8,8,"TSS24.BF2",0,1,1,"纯牛奶"',
      'TEXT 8,36,"TSS24.BF2",0,1,1,"250ml 盒"',
      'BARCODE 8,64,"128",48,1,0,2,2,"6901234567892"',
      'PRINT 1,1',
      'SIZE 40 mm,30 mm',
      'GAP 2 mm,0 mm',
      'DIRECTION 1',
      'CLS',
      'TEXT 8,8,"TSS24.BF2",0,1,1,"Bread"',
      'BARCODE 8,36,"128",48,1,0,2,2,"I-2"',
      'PRINT 1,1',
    ]);
    // 纯牛奶 in GBK inside the TEXT command
    expect(Array.from(bytes)).toEqual(expect.arrayContaining([0xb4, 0xbf, 0xc5, 0xa3, 0xc4, 0xcc]));
  });

  it('a 40 mm label holds 25 ASCII columns of TSS24', () => {
    expect(labelColumns({ widthMm: 40, heightMm: 30, gapMm: 2 })).toBe(25);
  });

  it('quotes inside text are escaped the TSPL way', () => {
    const { bytes } = encodeTspl(layout([{ type: 'text', value: 'say "hi"' }], 25), { widthMm: 40, heightMm: 30, gapMm: 2 });
    expect(tokenizeTspl(bytes)).toContain('TEXT 8,8,"TSS24.BF2",0,1,1,"say \\["]hi\\["]"');
  });
});
