import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MENU_META } from '../../common/checks/menuFiles';
import { MENU_ICON_NAMES, menuGlyph } from '../../src/screens/home/menuIcons';

// The menu meta-schema lists the icons a menu entry may name (the schema check holds the menus to it); the home
// screen draws them. The two lists must be the same.

describe('the menu icons', () => {
  it('name a glyph of src/screens/home/menuIcons.tsx in "icon": the schema lists every drawn glyph and only those', () => {
    const meta = JSON.parse(fs.readFileSync(path.resolve(MENU_META), 'utf8'));
    const listed: string[] = meta.$defs.entry.properties.icon.enum;
    expect(MENU_ICON_NAMES.length).toBeGreaterThan(10);
    expect([...listed].sort()).toEqual([...MENU_ICON_NAMES].sort());
    for (const name of listed) expect(menuGlyph(name), name).not.toBeNull();
    expect(menuGlyph('noSuchIcon')).toBeNull();
  });
});
