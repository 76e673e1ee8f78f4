import type { LocalText, MenuItem } from '../../../stores/sessionTypes';

// Turns the menu tree into a dashboard's `menu` tile (the home screen's function grid): one section per top-level
// group, a tile per permitted item with a route. Items the user may not use are left out entirely (spec §6: the menu codes
// and shieldCode decide what is visible).

export interface Tile {
  code: string;
  name: LocalText;
  route: string;
  icon?: string;
}

export interface TileGroup {
  code: string;
  name: LocalText | null;
  tiles: Tile[];
}

function tileOf(item: MenuItem, can: (code: string) => boolean, skipRoute: (route: string) => boolean): Tile | null {
  if (!item.route || skipRoute(item.route) || !can(item.code)) return null;
  return { code: item.code, name: item.name, route: item.route, icon: item.icon };
}

/**
 * `skipRoute` drops entries that point at the tab pages themselves (the home entry of the menu).
 * Top-level items that are functions rather than groups are gathered in one untitled section at the end.
 */
export function buildTileGroups(
  menu: MenuItem[],
  can: (code: string) => boolean,
  skipRoute: (route: string) => boolean = () => false,
): TileGroup[] {
  const groups: TileGroup[] = [];
  const loose: Tile[] = [];
  for (const item of menu) {
    if (item.children?.length) {
      if (!can(item.code)) continue;
      const tiles: Tile[] = [];
      const collect = (items: MenuItem[]): void => {
        for (const child of items) {
          const tile = tileOf(child, can, skipRoute);
          if (tile) tiles.push(tile);
          else if (child.children?.length && can(child.code)) collect(child.children);
        }
      };
      collect(item.children);
      if (tiles.length) groups.push({ code: item.code, name: item.name, tiles });
    } else {
      const tile = tileOf(item, can, skipRoute);
      if (tile) loose.push(tile);
    }
  }
  if (loose.length) groups.push({ code: '', name: null, tiles: loose });
  return groups;
}

const TILE_COLOURS = ['#00A3FF', '#36C18F', '#FF9F2E', '#7B6CF6', '#F5605B', '#1FB5C4', '#E5A500', '#4C7CF3'];

/** A stable colour per function code, so a tile keeps its colour across sessions. */
export function tileColour(code: string): string {
  let hash = 0;
  for (const ch of code) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return TILE_COLOURS[hash % TILE_COLOURS.length] ?? TILE_COLOURS[0]!;
}
