import { describe, expect, it } from 'vitest';
import { aliasAddress } from './alias';
import { appRoutes } from './appRoutes';
import { buildRouteTable } from './routeTable';

const FORM = '/packagesSub/newProductApply/info';

describe('route aliases', () => {
  it('opens the target with the alias\'s own query and the declared one', () => {
    expect(aliasAddress({ path: FORM, query: { focus: 'categoryId' } }, '')).toBe(`${FORM}?focus=categoryId`);
    expect(aliasAddress({ path: FORM, query: { focus: 'packagings' } }, '?id=42')).toBe(`${FORM}?id=42&focus=packagings`);
    // The declared part is what the alias means: a caller's own focus does not turn it into another place.
    expect(aliasAddress({ path: FORM, query: { focus: 'packagings' } }, '?focus=name&id=7')).toBe(`${FORM}?focus=packagings&id=7`);
    expect(aliasAddress({ path: `${FORM}/` }, '?id=1')).toBe(`${FORM}?id=1`);
  });

  it('sends the spec\'s category picker and packagings to the new-product form, at that part', () => {
    const pick = appRoutes.find('/packagesSub/newProductApply/categoryPick/index/');
    const packing = appRoutes.find('/packagesSub/newProductApply/component/MorePacking');
    expect(pick?.aliasOf).toEqual({ path: FORM, query: { focus: 'categoryId' } });
    expect(packing?.aliasOf).toEqual({ path: FORM, query: { focus: 'packagings' } });
    expect(aliasAddress(pick!.aliasOf!, '?id=3')).toBe(`${FORM}?id=3&focus=categoryId`);
  });

  it('grants an alias by its target\'s menu codes, and needs what the target needs', () => {
    const form = appRoutes.find(FORM)!;
    expect(form.menuCodes).toContain('SCM_NEW_PRODUCT');
    for (const path of ['/packagesSub/newProductApply/categoryPick/index', '/packagesSub/newProductApply/component/MorePacking']) {
      expect(appRoutes.find(path)?.menuCodes, path).toEqual(form.menuCodes);
      expect(appRoutes.find(path)?.auth, path).toBe(form.auth);
    }
  });

  it('leaves out an alias whose target no page serves', () => {
    const table = buildRouteTable([]);
    expect(table.find('/packagesSub/newProductApply/categoryPick/index')).toBeUndefined();
    expect(table.facts('/packagesSub/newProductApply/categoryPick/index')).toBeUndefined();
  });
});
