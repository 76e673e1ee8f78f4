import { describe, expect, it } from 'vitest';
import menuSchema from '../../../../schemas/menu.schema.json';
import bossMenu from '../../../../schemas/menu/boss.json';
import buyerMenu from '../../../../schemas/menu/buyer.json';
import supplierMenu from '../../../../schemas/menu/supplier.json';
import { indexMenus, type MenuFile } from '../../../../common/menus/menuIndex';
import { MENU_ICON_NAMES, menuGlyph } from './menuIcons';

const menus = { supplier: supplierMenu, buyer: buyerMenu, boss: bossMenu };
const { entries } = indexMenus(Object.fromEntries(Object.entries(menus).map(([kind, file]) => [kind, (file as MenuFile).menu])));

describe('home tile icons', () => {
  it('draws exactly the icon names the menu schema offers', () => {
    const offered = menuSchema.$defs.entry.properties.icon.enum;
    expect([...MENU_ICON_NAMES].sort()).toEqual([...offered].sort());
    for (const name of MENU_ICON_NAMES) expect(menuGlyph(name), name).not.toBeNull();
    expect(menuGlyph('no-such-icon')).toBeNull();
  });

  it('gives every function tile of every menu a drawn icon, not a letter', () => {
    for (const kind of Object.keys(menus)) {
      const tiles = entries.filter((e) => e.menu === kind && e.route && e.route !== '/pages/index/index');
      expect(tiles.length, kind).toBeGreaterThan(0);
      const bare = tiles.filter((e) => !e.icon || !MENU_ICON_NAMES.includes(e.icon)).map((e) => e.code);
      expect(bare, kind).toEqual([]);
    }
  });
});
