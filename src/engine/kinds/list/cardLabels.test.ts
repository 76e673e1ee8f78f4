import { describe, expect, it } from 'vitest';
import type { Column } from '../../../../common/page/schemaTypes';
import { cardGridLines, needsWholeLine, takesWholeLine, wholeLineFields } from './cardLabels';

describe('card labels', () => {
  it('gives a half field a whole line when its label is longer than half a card holds', () => {
    expect(needsWholeLine('Profit vs previous')).toBe(true);
    expect(needsWholeLine('Quantity')).toBe(false);
    expect(needsWholeLine('上期净销售额')).toBe(false);
    expect(takesWholeLine('wide', 'Qty')).toBe(true);
    expect(takesWholeLine(undefined, 'Gross profit')).toBe(false);
  });

  it('counts the lines as the grid places them: a whole line closes a half-filled one', () => {
    expect(cardGridLines([false, false, false])).toBe(2);
    expect(cardGridLines([false, true, false, false])).toBe(3);
    expect(cardGridLines([true, true])).toBe(2);
    expect(cardGridLines([])).toBe(0);
  });

  // The boss's retail analysis by supplier: in English every figure was cut ("¥330,98…" beside "Cost ¥270,35…").
  const retail = ([
    ['name', '名称', 'Name', 'title'], ['sales', '销售额', 'Sales', 'amount'], ['cost', '成本', 'Cost', 'amount'],
    ['grossProfit', '毛利', 'Gross profit', 'amount'], ['margin', '毛利率', 'Margin', 'rate'], ['qty', '数量', 'Quantity', 'quantity'],
    ['memberSales', '会员销售额', 'Member sales', 'amount'], ['memberShare', '会员占比', 'Member share', 'rate'],
  ] as const).map(([field, zh, en, f]) => ({ field, label: { 'zh-CN': zh, en }, ...(f === 'title' ? { card: 'title' } : { format: f }) })) as Column[];
  const inLang = (lang: 'zh-CN' | 'en') => (c: Column) => (c.label as Record<string, string>)[lang]!;

  it("puts a list's fields on lines of their own when its widest labels and figures cannot share a line, in every card alike", () => {
    expect([...wholeLineFields(retail, inLang('en'))]).toEqual(['sales', 'cost', 'grossProfit', 'margin', 'qty', 'memberSales', 'memberShare']);
    expect([...wholeLineFields(retail, inLang('zh-CN'))]).toEqual([]);
    // short labels and figures keep two pairs a line; a long label alone still takes its own line
    const short = [{ field: 'qty', label: 'Qty', format: 'quantity' }, { field: 'rate', label: 'Rate', format: 'rate' }, { field: 'x', label: 'Profit vs previous', format: 'change' }] as Column[];
    expect([...wholeLineFields(short, (c) => c.label as string)]).toEqual(['x']);
  });
});
