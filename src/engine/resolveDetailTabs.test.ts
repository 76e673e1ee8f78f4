import { describe, expect, it } from 'vitest';
import goodsDetails from '../../schemas/supplier/goods-details.detail.json';
import { resolvePage } from './resolvePage';
import type { DetailPage, PageSchema } from '../../common/page/schemaTypes';

// Shield codes reach into a detail page's tabs: a hidden tab goes, and inside a kept tab its hidden sections,
// fields, line columns and chart go, as on the rest of the page.

const page = goodsDetails as unknown as DetailPage;
const withShields: DetailPage = {
  ...page,
  tabs: [
    { ...page.tabs![0]!, lines: { ...page.tabs![0]!.lines!, columns: page.tabs![0]!.lines!.columns.map((c, i) => (i === 0 ? { ...c, shieldCode: 'HIDDEN' } : c)) } },
    { ...page.tabs![1]!, shieldCode: 'HIDDEN' },
    { ...page.tabs![2]!, chart: { ...page.tabs![2]!.chart!, shieldCode: 'HIDDEN' } },
    ...page.tabs!.slice(3),
  ],
};
const allowed = (code?: string) => code !== 'HIDDEN';

describe('detail tabs as a user sees them', () => {
  it('keeps every tab for a user shielded from nothing', () => {
    const resolved = resolvePage(page as PageSchema, () => true) as DetailPage;
    expect(resolved.tabs!.map((t) => t.key)).toEqual(['info', 'purchases', 'retail', 'stock', 'suppliers']);
  });

  it('removes a shielded tab, and the shielded column and chart of kept tabs', () => {
    const resolved = resolvePage(withShields as PageSchema, allowed) as DetailPage;
    expect(resolved.tabs!.map((t) => t.key)).toEqual(['info', 'retail', 'stock', 'suppliers']);
    expect(resolved.tabs![0]!.lines!.columns).toHaveLength(page.tabs![0]!.lines!.columns.length - 1);
    expect(resolved.tabs![1]!.chart).toBeUndefined();
  });
});
