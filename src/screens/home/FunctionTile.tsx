import type { ReactNode } from 'react';
import { localize } from '../../i18n';
import { navigateTo } from '../../navigation/navigate';
import { tileColour, type Tile } from './homeGrid';
import { menuGlyph } from './menuIcons';

/** One function of the home grid: an icon (the menu's own picture, a glyph, or the name's first character) and the name. */
export function FunctionTile({ tile }: { tile: Tile }): ReactNode {
  const name = localize(tile.name);
  const picture = tile.icon && /^(https?:)?\/|^data:image\//.test(tile.icon) ? tile.icon : null;
  return (
    <button type="button" className="function-tile" onClick={() => navigateTo(tile.route)}>
      {picture ? (
        <img className="function-tile__icon" src={picture} alt="" />
      ) : (
        <span className="function-tile__icon" style={{ background: tileColour(tile.code) }} aria-hidden="true">
          {menuGlyph(tile.icon) ?? Array.from(name)[0] ?? '?'}
        </span>
      )}
      <span className="function-tile__name">{name}</span>
    </button>
  );
}
