import { describe, expect, it } from 'vitest';
import { indexMenus, type MenuEntry } from '../../common/menus/menuIndex';
import { meantForRoute, unknownMenuCode } from './misplaced';

const entry = (code: string, route: string): MenuEntry => ({ code, name: { 'zh-CN': code, en: code }, route, children: [] });
const menus = indexMenus({ supplier: [entry('SCM_PURCHASE_SUMMARY', '/r/summary'), entry('SCM_PURCHASE_IN', '/r/in')] });

describe('a page file whose menu code is misspelt', () => {
  it('is named, with its code and the nearest known one, on the route it was meant for', () => {
    const files = [{ file: 'schemas/supplier/s.report.json', menuCode: 'SCM_PURCHASE_SUMARY' }, { file: 'schemas/supplier/x.list.json', menuCode: 'SCM_PURCHASE_INN' }];
    expect(meantForRoute(files, '/r/summary', menus)).toEqual([files[0]]);
    expect(meantForRoute(files, '/r/in', menus)).toEqual([files[1]]);
    expect(unknownMenuCode(files[0]!.file, files[0]!.menuCode, menus)).toBe('unknown menu code SCM_PURCHASE_SUMARY in schemas/supplier/s.report.json: not an entry of schemas/menu/*.json (did you mean SCM_PURCHASE_SUMMARY?)');
  });

  it('leaves every route alone while each file names a known code', () => {
    expect(meantForRoute([], '/r/summary', menus)).toEqual([]);
    expect(unknownMenuCode('f.json', 'SCM_PURCHASE_IN', menus)).toBeNull();
  });
});
