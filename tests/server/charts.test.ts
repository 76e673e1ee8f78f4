import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../support/testContext';
import { withS001 } from './fixtures';

// The still frame of a chart: the server draws the figures the page sends as SVG, with ECharts, from the option
// the phone would draw with (common/charts/chartOption.ts).

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ({ ctx, token } = await withS001());
});
afterAll(() => ctx.close());

const drawing = {
  type: 'bar',
  drill: true,
  categories: ['可乐 330ml', '雪碧 330ml', '芬达 330ml'],
  series: [{ name: '净采购金额', format: 'amount', values: [1200.5, 800, null] }],
  width: 358,
  height: 220,
  lang: 'zh-CN',
  currencySymbol: '¥',
};
const draw = (body: unknown, as: string | undefined = token) => ctx.call('POST', '/scm/chart/svg', { token: as, body });

describe('a chart drawn by the server', () => {
  it('draws the bars with their categories and value ticks, each bar marked with its index', async () => {
    const r = await draw(drawing);
    expect(r.code).toBe(0);
    const svg: string = r.data.svg;
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 358 220"/);
    for (const name of drawing.categories) expect(svg).toContain(`>${name}</text>`);
    expect(svg).toContain('>1,200</text>');
    // two bars (the empty value draws none), in the app's primary colour, each with its row's index
    expect(svg.match(/<path [^>]*ecmeta_data_index="\d"/g)).toHaveLength(2);
    expect(svg).toMatch(/fill="#00A3FF"[^>]*ecmeta_data_index="0"/);
    // no style sheet (the page's policy allows none inline), no tooltip, nothing that runs
    expect(svg).not.toMatch(/<style|<script|<foreignObject|\son\w+=/i);
  });

  it('draws lines, pies and a legend for several series, in English', async () => {
    const line = await draw({ ...drawing, type: 'line', lang: 'en', series: [...drawing.series, { name: 'Returns', type: 'bar', values: [5, 6, 7] }] });
    expect(line.code).toBe(0);
    expect(line.data.svg).toContain('>Returns</text>');
    const pie = await draw({ ...drawing, type: 'pie' });
    expect(pie.code).toBe(0);
    expect(pie.data.svg.match(/ecmeta_data_index="\d"/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it('writes names from the data as text, never as markup', async () => {
    const names = ['<img src=x onerror=alert(1)>', '"><script>alert(1)</script>', "a'b&c"];
    const r = await draw({ ...drawing, categories: names, series: [{ name: '<b>x</b>', values: [1, 2, 3] }] });
    expect(r.code).toBe(0);
    expect(r.data.svg).not.toMatch(/<img|<script|<b>/i);
    expect(r.data.svg).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('draws figures no page sends without failing: values past the categories, values too small for an axis', async () => {
    const beyond = await draw({ ...drawing, horizontal: true, categories: [], series: [{ name: 'x', values: [1, 2] }] });
    expect(beyond.code).toBe(0);
    const tiny = await draw({ ...drawing, categories: ['a', 'b'], series: [{ name: 'x', format: 'change', values: [-3.3e-198, 4.7e-303] }] });
    expect(tiny.code).toBe(0);
  });

  it('refuses a drawing it cannot take with 400, and a caller without a session', async () => {
    const bad = [
      { ...drawing, type: 'radar' },
      { ...drawing, width: 10 },
      { ...drawing, lang: 'fr' },
      { ...drawing, series: [] },
      { ...drawing, series: [{ name: 'x', values: ['1'] }] },
      { ...drawing, series: [{ name: 'x', values: [1], format: 'money' }] },
      { ...drawing, categories: Array.from({ length: 401 }, (_, i) => String(i)) },
      { ...drawing, extra: 1 },
      { ...drawing, series: [{ name: 'x', values: [1], color: 'red' }] },
    ];
    for (const body of bad) expect((await draw(body)).code, JSON.stringify(body).slice(0, 80)).toBe(400);
    expect((await ctx.call('POST', '/scm/chart/svg', { body: drawing })).code).not.toBe(0);
  });
});
