import type { ReactNode } from 'react';
import { LineIcon, type Stroke } from '../../../ui/LineIcon';

// Line glyphs for the home tiles, by the `icon` name of the menu entry (the menu files are the record of each
// function, its icon included). White on the tile's colour; an entry without an icon shows the first
// character of its name.

const GLYPHS: Record<string, readonly Stroke[]> = {
  order: [{ rect: [6, 4, 12, 16, 2] }, 'M9 9h6M9 13h6M9 17h3'],
  boxIn: ['M4 9l8-4 8 4v8l-8 4-8-4z', 'M12 9v6M9.5 12.5 12 15l2.5-2.5'],
  boxOut: ['M4 9l8-4 8 4v8l-8 4-8-4z', 'M12 15V9M9.5 11.5 12 9l2.5 2.5'],
  truck: ['M3 7h11v9H3zM14 10h4l3 3v3h-7', { circle: [7, 17.5, 1.5] }, { circle: [17, 17.5, 1.5] }],
  shop: ['M4 9l1.5-4h13L20 9M4 9h16v2a2.7 2.7 0 0 1-5.3 0 2.7 2.7 0 0 1-5.4 0A2.7 2.7 0 0 1 4 11z', 'M5.5 13v6h13v-6M10 19v-4h4v4'],
  boxes: [{ rect: [4, 12, 7, 7, 1] }, { rect: [13, 12, 7, 7, 1] }, { rect: [8.5, 4, 7, 7, 1] }],
  link: [{ circle: [9, 12, 4.5] }, { circle: [15, 12, 4.5] }],
  tag: ['M4 12V5h7l9 9-7 7z', { circle: [8, 9, 1.2] }],
  chart: ['M4 20h16M7 17v-5M11 17V8M15 17v-7M19 17V5'],
  warehouse: ['M3 10l9-5 9 5v10H3z', 'M7 20v-7h10v7M7 16h10'],
  trendDown: ['M4 7l6 6 4-4 6 7M20 11v5h-5'],
  cube: ['M12 3l8 4.5v9L12 21l-8-4.5v-9z', 'M4 7.5l8 4.5 8-4.5M12 12v9'],
  cart: ['M3 4h2l2 11h11l2-8H7', { circle: [9, 19, 1.3] }, { circle: [17, 19, 1.3] }],
  sparkle: [{ rect: [4, 4, 16, 16, 3] }, 'M12 8v8M8 12h8'],
  yuan: [{ circle: [12, 12, 8] }, 'M9 7.5l3 4 3-4M12 11.5V17M9 12.5h6M9 15h6'],
  printer: ['M7 9V4h10v5M7 17H4v-8h16v8h-3', { rect: [7, 14, 10, 6] }],
  bot: [{ rect: [5, 8, 14, 11, 3] }, 'M12 8V5M9.5 13v1M14.5 13v1M3 13v2M21 13v2'],
  chat: ['M4 5h16v11H9l-5 4z'],
  member: [
    { circle: [9, 8.5, 3.5] },
    'M2.5 20c.6-3.6 3.2-5.8 6.5-5.8s5.9 2.2 6.5 5.8M15.5 5.2a3.5 3.5 0 0 1 0 6.6M18 14.6c2 .8 3.2 2.7 3.5 5.4',
  ],
  device: [{ rect: [3, 5, 18, 11, 2] }, 'M9 20h6M12 16v4', { circle: [12, 10.5, 2.5] }],
};

/** The icon names a menu entry may use (schemas/menu.schema.json lists the same names; a test holds them equal). */
export const MENU_ICON_NAMES = Object.keys(GLYPHS) as readonly string[];

/** The glyph a menu entry's `icon` names, or null. */
export function menuGlyph(icon?: string): ReactNode | null {
  if (!icon || !Object.hasOwn(GLYPHS, icon)) return null;
  return <LineIcon strokes={GLYPHS[icon]!} size={24} />;
}
