import type { ReactNode } from 'react';

// Line glyphs for the home tiles, by the `icon` name of the menu entry (the menu files are the record of each
// function, its icon included). White on the tile's colour; an entry without an icon shows the first
// character of its name.

const G: Record<string, ReactNode> = {
  order: (
    <>
      <rect x="6" y="4" width="12" height="16" rx="2" />
      <path d="M9 9h6M9 13h6M9 17h3" />
    </>
  ),
  boxIn: (
    <>
      <path d="M4 9l8-4 8 4v8l-8 4-8-4z" />
      <path d="M12 9v6M9.5 12.5 12 15l2.5-2.5" />
    </>
  ),
  boxOut: (
    <>
      <path d="M4 9l8-4 8 4v8l-8 4-8-4z" />
      <path d="M12 15V9M9.5 11.5 12 9l2.5 2.5" />
    </>
  ),
  truck: (
    <>
      <path d="M3 7h11v9H3zM14 10h4l3 3v3h-7" />
      <circle cx="7" cy="17.5" r="1.5" />
      <circle cx="17" cy="17.5" r="1.5" />
    </>
  ),
  shop: (
    <>
      <path d="M4 9l1.5-4h13L20 9M4 9h16v2a2.7 2.7 0 0 1-5.3 0 2.7 2.7 0 0 1-5.4 0A2.7 2.7 0 0 1 4 11z" />
      <path d="M5.5 13v6h13v-6M10 19v-4h4v4" />
    </>
  ),
  boxes: (
    <>
      <rect x="4" y="12" width="7" height="7" rx="1" />
      <rect x="13" y="12" width="7" height="7" rx="1" />
      <rect x="8.5" y="4" width="7" height="7" rx="1" />
    </>
  ),
  link: (
    <>
      <circle cx="9" cy="12" r="4.5" />
      <circle cx="15" cy="12" r="4.5" />
    </>
  ),
  tag: (
    <>
      <path d="M4 12V5h7l9 9-7 7z" />
      <circle cx="8" cy="9" r="1.2" />
    </>
  ),
  chart: <path d="M4 20h16M7 17v-5M11 17V8M15 17v-7M19 17V5" />,
  warehouse: (
    <>
      <path d="M3 10l9-5 9 5v10H3z" />
      <path d="M7 20v-7h10v7M7 16h10" />
    </>
  ),
  trendDown: <path d="M4 7l6 6 4-4 6 7M20 11v5h-5" />,
  cube: (
    <>
      <path d="M12 3l8 4.5v9L12 21l-8-4.5v-9z" />
      <path d="M4 7.5l8 4.5 8-4.5M12 12v9" />
    </>
  ),
  cart: (
    <>
      <path d="M3 4h2l2 11h11l2-8H7" />
      <circle cx="9" cy="19" r="1.3" />
      <circle cx="17" cy="19" r="1.3" />
    </>
  ),
  sparkle: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="3" />
      <path d="M12 8v8M8 12h8" />
    </>
  ),
  yuan: (
    <>
      <circle cx="12" cy="12" r="8" />
      <path d="M9 7.5l3 4 3-4M12 11.5V17M9 12.5h6M9 15h6" />
    </>
  ),
  printer: (
    <>
      <path d="M7 9V4h10v5M7 17H4v-8h16v8h-3" />
      <rect x="7" y="14" width="10" height="6" />
    </>
  ),
  bot: (
    <>
      <rect x="5" y="8" width="14" height="11" rx="3" />
      <path d="M12 8V5M9.5 13v1M14.5 13v1M3 13v2M21 13v2" />
    </>
  ),
  chat: <path d="M4 5h16v11H9l-5 4z" />,
  member: (
    <>
      <circle cx="9" cy="8.5" r="3.5" />
      <path d="M2.5 20c.6-3.6 3.2-5.8 6.5-5.8s5.9 2.2 6.5 5.8M15.5 5.2a3.5 3.5 0 0 1 0 6.6M18 14.6c2 .8 3.2 2.7 3.5 5.4" />
    </>
  ),
  device: (
    <>
      <rect x="3" y="5" width="18" height="11" rx="2" />
      <path d="M9 20h6M12 16v4" />
      <circle cx="12" cy="10.5" r="2.5" />
    </>
  ),
};

/** The icon names a menu entry may use (schemas/menu.schema.json lists the same names; a test holds them equal). */
export const MENU_ICON_NAMES = Object.keys(G) as readonly string[];

/** The glyph a menu entry's `icon` names, or null. */
export function menuGlyph(icon?: string): ReactNode | null {
  if (!icon || !(icon in G)) return null;
  const key = icon as keyof typeof G;
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      {G[key]}
    </svg>
  );
}
