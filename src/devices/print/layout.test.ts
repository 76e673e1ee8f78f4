import { describe, expect, it } from 'vitest';
import { layout, textWidth, wrap } from './layout';
import { renderTemplate, type PrintTemplate } from '../../../common/print/template';

describe('CJK-aware layout', () => {
  it('a Chinese character takes two columns: 58 mm holds 16 of them, 32 ASCII', () => {
    expect(textWidth('采购订单')).toBe(8);
    expect(wrap('一二三四五六七八九十一二三四五六七', 32)).toEqual(['一二三四五六七八九十一二三四五六', '七']);
    expect(wrap('x'.repeat(33), 32)).toEqual(['x'.repeat(32), 'x']);
  });

  it('long names wrap, never cut, and English words stay whole', () => {
    expect(wrap('Fresh whole milk 1L carton pack', 12)).toEqual(['Fresh whole', 'milk 1L', 'carton pack']);
  });

  it('a row wraps inside its column and right-aligns figures', () => {
    const lines = layout([{ type: 'row', cols: [{ text: '特级初榨橄榄油礼盒装五升', width: 2 }, { text: '12.50', align: 'right' }] }], 32);
    expect(lines.map((l) => (l.kind === 'text' ? l.text : ''))).toEqual(['特级初榨橄榄油礼盒装' + ' '.repeat(7) + '12.50', '五升']);
    for (const l of lines) if (l.kind === 'text') expect(textWidth(l.text)).toBeLessThanOrEqual(32);
  });

  it('double size text centres in half the columns', () => {
    const [line] = layout([{ type: 'text', value: '送货单', align: 'center', size: 2 }], 32);
    expect(line).toEqual({ kind: 'text', text: '     送货单', bold: false, size: 2 });
  });

  it('80 mm paper has 48 columns', () => {
    const [rule] = layout([{ type: 'rule' }], 48);
    expect(rule).toMatchObject({ text: '-'.repeat(48) });
  });
});

describe('templates', () => {
  const tpl: PrintTemplate = {
    id: 't',
    title: 'T',
    kind: 'receipt',
    blocks: [
      { type: 'text', value: { 'zh-CN': '单号：{{sheetNo}}', en: 'No.: {{sheetNo}}' } },
      { type: 'text', value: '备注 {{remark}}', when: 'remark' },
      { type: 'repeat', over: 'lines', blocks: [{ type: 'text', value: '{{@index}}. {{name}} {{confirmedQty||orderQty|qty}} {{price|money}} @{{sheetNo}}' }] },
    ],
  };
  const data = { sheetNo: 'PO1', remark: '', lines: [{ name: '牛奶', orderQty: '12.000', confirmedQty: null, price: '3.5' }, { name: '面包', orderQty: 2, confirmedQty: '1.500', price: 1234 }] };

  it('binds fields, repeats over lines, falls back between fields, formats money with ￥', () => {
    const blocks = renderTemplate(tpl, data, 'zh-CN');
    expect(blocks.map((b) => (b.type === 'text' ? b.value : b.type))).toEqual(['单号：PO1', '1. 牛奶 12 ￥3.50 @PO1', '2. 面包 1.5 ￥1,234.00 @PO1']);
    expect(renderTemplate(tpl, data, 'en')[0]).toMatchObject({ value: 'No.: PO1' });
  });
});
