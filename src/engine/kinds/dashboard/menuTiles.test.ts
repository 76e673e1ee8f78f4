import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../../stores/sessionTypes';
import { buildTileGroups, tileColour } from './menuTiles';

const menu: MenuItem[] = [
  { code: 'SCM_HOME', name: { 'zh-CN': '首页', en: 'Home' }, route: '/pages/index/index' },
  {
    code: 'G_PURCHASE',
    name: { 'zh-CN': '采购', en: 'Purchasing' },
    children: [
      { code: 'SCM_PURCHASE_ORDER', name: '采购订单', route: '/packagesSub/purchaseOrder/index' },
      { code: 'SCM_PURCHASE_IN', name: '采购收货', route: '/packagesSub/purchaseIn/list' },
      { code: 'SCM_NO_ROUTE', name: '无路由' },
    ],
  },
  { code: 'G_FINANCE', name: '财务', children: [{ code: 'SCM_FINANCE', name: '单据对账', route: '/pages/finance/index' }] },
  { code: 'SCM_AI', name: '智能客服', route: '/packagesSub/AI/AI' },
];

describe('buildTileGroups', () => {
  it('groups permitted functions and drops tab-page entries and items without a route', () => {
    const groups = buildTileGroups(menu, () => true, (r) => r === '/pages/index/index');
    expect(groups.map((g) => [g.code, g.tiles.map((t) => t.code)])).toEqual([
      ['G_PURCHASE', ['SCM_PURCHASE_ORDER', 'SCM_PURCHASE_IN']],
      ['G_FINANCE', ['SCM_FINANCE']],
      ['', ['SCM_AI']],
    ]);
  });

  it('hides functions the user may not use, and groups left empty', () => {
    const allowed = new Set(['G_PURCHASE', 'SCM_PURCHASE_IN', 'G_FINANCE']);
    const groups = buildTileGroups(menu, (c) => allowed.has(c));
    expect(groups.map((g) => [g.code, g.tiles.map((t) => t.code)])).toEqual([['G_PURCHASE', ['SCM_PURCHASE_IN']]]);
  });

  it('hides a whole group whose own code is not permitted', () => {
    const groups = buildTileGroups(menu, (c) => c !== 'G_PURCHASE');
    expect(groups.some((g) => g.code === 'G_PURCHASE')).toBe(false);
  });
});

describe('tileColour', () => {
  it('is stable per code', () => {
    expect(tileColour('SCM_AI')).toBe(tileColour('SCM_AI'));
    expect(tileColour('SCM_AI')).toMatch(/^#[0-9A-F]{6}$/);
  });
});
