import { describe, expect, it } from 'vitest';
import { resolvePage, type Allowed } from './resolvePage';
import type { DashboardPage, DetailPage, FormPage, LinksTile, ListPage, ReportPage } from '../../common/page/schemaTypes';

// The user of these tests is shielded from SECRET and allowed everything else.
const allowed: Allowed = (code) => code !== 'SECRET';

const list: ListPage = {
  id: 'x.list',
  kind: 'list',
  route: '/x/list',
  title: 'X',
  menuCode: 'SCM_PURCHASE_ORDER',
  api: { url: '/x' },
  filters: [
    { field: 'keyword', widget: 'text' },
    { field: 'cost', widget: 'numberRange', shieldCode: 'SECRET' },
  ],
  columns: [
    { field: 'sheetNo', label: '单号' },
    { field: 'cost', label: '进价', shieldCode: 'SECRET', defaultHidden: true },
  ],
  rowActions: [
    { id: 'open', label: '打开', type: 'link', to: '/x/info' },
    { id: 'confirm', label: '确认', type: 'request', shieldCode: 'SECRET' },
  ],
};

describe('resolvePage', () => {
  it('removes shielded columns, filters and row actions of a list', () => {
    const page = resolvePage(list, allowed) as ListPage;
    expect(page.columns.map((c) => c.field)).toEqual(['sheetNo']);
    expect(page.filters!.map((f) => f.field)).toEqual(['keyword']);
    expect(page.rowActions!.map((a) => a.id)).toEqual(['open']);
  });

  it('leaves the page alone for a user shielded from nothing', () => {
    const page = resolvePage(list, () => true) as ListPage;
    expect(page.columns).toHaveLength(2);
    expect(page.filters).toHaveLength(2);
  });

  it('refuses the whole page when its menu code is not allowed', () => {
    expect(resolvePage({ ...list, menuCode: 'SECRET' }, allowed)).toBeNull();
  });

  it('takes route and title from the menu entry unless the page sets them', () => {
    const { route: _r, title: _t, ...bare } = list;
    const page = resolvePage(bare as ListPage, allowed)!;
    expect(page.route).toBe('/packagesSub/purchaseOrder/index');
    expect(page.title).toEqual(expect.objectContaining({ 'zh-CN': expect.any(String) }));
    expect(resolvePage(list, allowed)!.route).toBe('/x/list');
  });

  it('has no route for a page whose menu code is unknown and that sets none', () => {
    const { route: _r, title: _t, ...bare } = list;
    expect(resolvePage({ ...bare, menuCode: 'SCM_NO_SUCH_CODE' } as ListPage, allowed)).toBeNull();
  });

  it('drops a report chart, and totals and series of shielded columns', () => {
    const report: ReportPage = {
      ...list,
      kind: 'report',
      filters: [{ field: 'date', widget: 'dateRange', required: true }],
      columns: [
        { field: 'name', label: '名称' },
        { field: 'qty', label: '数量', format: 'quantity' },
        { field: 'amount', label: '金额', format: 'amount', shieldCode: 'SECRET' },
      ],
      summary: [{ field: 'qty' }, { field: 'amount' }],
      chart: { type: 'bar', x: 'name', series: [{ field: 'qty' }, { field: 'amount' }] },
    };
    const page = resolvePage(report, allowed) as ReportPage;
    expect(page.summary!.map((s) => s.field)).toEqual(['qty']);
    expect(page.chart!.series.map((s) => s.field)).toEqual(['qty']);
    const onlyAmounts = resolvePage({ ...report, chart: { ...report.chart!, series: [{ field: 'amount' }] } }, allowed) as ReportPage;
    expect(onlyAmounts.chart).toBeUndefined();
    expect((resolvePage({ ...report, chart: { ...report.chart!, shieldCode: 'SECRET' } }, allowed) as ReportPage).chart).toBeUndefined();
  });

  it('drops a total that carries a shield code of its own', () => {
    const report: ReportPage = {
      ...list,
      kind: 'report',
      filters: [{ field: 'date', widget: 'dateRange', required: true }],
      columns: [{ field: 'name', label: '名称' }],
      summary: [{ field: 'qty' }, { field: 'amount', shieldCode: 'SECRET' }],
    };
    expect((resolvePage(report, allowed) as ReportPage).summary!.map((s) => s.field)).toEqual(['qty']);
  });

  it('removes shielded sections, fields, line columns and actions of a detail', () => {
    const detail: DetailPage = {
      id: 'x.detail',
      kind: 'detail',
      route: '/x/info',
      title: 'X',
      menuCode: 'SCM_PURCHASE_ORDER',
      api: { url: '/x/{{id}}' },
      sections: [
        { title: '基本', fields: [{ field: 'sheetNo', label: '单号' }, { field: 'cost', label: '成本', shieldCode: 'SECRET' }] },
        { title: '财务', shieldCode: 'SECRET', fields: [{ field: 'paid', label: '已付' }] },
      ],
      lines: { path: 'lines', columns: [{ field: 'item', label: '商品' }, { field: 'price', label: '进价', shieldCode: 'SECRET' }] },
      actions: [
        { id: 'print', label: '打印', type: 'print' },
        { id: 'confirm', label: '确认', type: 'request', shieldCode: 'SECRET' },
      ],
    };
    const page = resolvePage(detail, allowed) as DetailPage;
    expect(page.sections.map((s) => s.title)).toEqual(['基本']);
    expect(page.sections[0]!.fields.map((f) => f.field)).toEqual(['sheetNo']);
    expect(page.lines!.columns.map((c) => c.field)).toEqual(['item']);
    expect(page.actions!.map((a) => a.id)).toEqual(['print']);
  });

  it('removes shielded form actions and dashboard tiles', () => {
    const form = { id: 'x.form', kind: 'form', route: '/x/edit', title: 'X', menuCode: 'SCM_PURCHASE_ORDER', schema: { type: 'object' },
      actions: [{ id: 'save', label: '保存', type: 'submit' }, { id: 'confirm', label: '确认', type: 'submit', shieldCode: 'SECRET' }] } as FormPage;
    expect((resolvePage(form, allowed) as FormPage).actions.map((a) => a.id)).toEqual(['save']);
    const dashboard = { id: 'x.dash', kind: 'dashboard', route: '/x/dash', title: 'X', menuCode: 'SCM_PURCHASE_SUMMARY',
      tiles: [{ type: 'stat', api: { url: '/a' }, items: [] }, { type: 'stat', api: { url: '/b' }, items: [], shieldCode: 'SECRET' }] } as unknown as DashboardPage;
    expect((resolvePage(dashboard, allowed) as DashboardPage).tiles.map((w) => (w as { api: { url: string } }).api.url)).toEqual(['/a']);
  });

  it('removes shielded rows of a links tile, and opens a page for everyone whatever the menu holds', () => {
    const my: DashboardPage = { id: 'x.my', kind: 'dashboard', route: '/x/my', title: 'X', menuCode: 'SCM_MY',
      tiles: [{ type: 'links', rows: [{ label: 'a', to: '/a' }, { label: 'b', to: '/b', shieldCode: 'SECRET' }] }, { type: 'links', each: '$session.suppliers', row: { label: 'c', to: '/c', shieldCode: 'SECRET' } }] };
    const links = (resolvePage(my, allowed) as DashboardPage).tiles as LinksTile[];
    expect(links[0]!.rows!.map((r) => r.label)).toEqual(['a']);
    expect(links[1]!.row).toBeUndefined();
    const nothing: Allowed = (code) => !code;
    expect(resolvePage(my, nothing)).toBeNull();
    expect(resolvePage({ ...my, everyone: true }, nothing)?.route).toBe('/x/my');
  });
});
