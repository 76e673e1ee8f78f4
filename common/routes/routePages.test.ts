import { describe, expect, it } from 'vitest';
import { BOSS_OVERVIEW_PATH, HOME_PATH } from './appPaths';
import { FIELD_SCREENS } from './fieldScreens';
import { routePages } from './routePages';

describe("the page files a route's opening starts", () => {
  it("a page route its own; a hand-written screen none; home its page, and the merchant admin's the overview first", () => {
    expect(routePages('/packagesSub/purchaseOrder/list', true, 'supplier')).toEqual(['/packagesSub/purchaseOrder/list']);
    expect(routePages('/packagesSub/bluetoothPrint/index', false, 'supplier')).toEqual([]);
    expect(routePages(HOME_PATH, true, 'supplier')).toEqual([HOME_PATH]);
    expect(routePages(HOME_PATH, true, 'boss')).toEqual([BOSS_OVERVIEW_PATH, HOME_PATH]);
  });

  it("a field screen its form's page, which draws the field", () => {
    for (const [route, { form }] of Object.entries(FIELD_SCREENS)) expect(routePages(route, false, 'supplier')).toEqual([form]);
    expect(routePages('/packagesSub/newProductApply/categoryPick/index', false, 'supplier')).toEqual(['/packagesSub/newProductApply/info']);
  });
});
