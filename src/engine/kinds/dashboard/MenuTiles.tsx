import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { localize } from '../../../i18n';
import { navigateTo } from '../../../navigation/navigate';
import { routeFacts } from '../../../navigation/routeTable';
import { useSessionStore } from '../../../stores/session';
import { can } from '../../permissions';
import type { MenuTile } from '../../../../common/page/schemaTypes';
import { EmptyView } from '../../ui/StateViews';
import { useEngine } from '../../ui/useEngine';
import { menuGlyph } from './menuIcons';
import { buildTileGroups, tileColour, type Tile } from './menuTiles';
import './menu.css';

/** One function: an icon (the menu's own picture, a glyph, or the name's first character) and the name. */
function FunctionTile({ tile }: { tile: Tile }): ReactNode {
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

/** `"type": "menu"`: the user's functions in groups, from the menu tree the server sent for this user. */
export function MenuTiles({ tile }: { tile: MenuTile }): ReactNode {
  const { text, lang } = useEngine();
  const menuList = useSessionStore((s) => s.menuList);
  const shieldCode = useSessionStore((s) => s.shieldCode);
  // can() reads the session store; menuList and shieldCode are listed so the groups follow their changes.
  const groups = useMemo(() => buildTileGroups(menuList, (code) => can(code), (route) => routeFacts(route)?.tab === true), [menuList, shieldCode]);
  if (groups.length === 0) return <EmptyView text={text(tile.emptyText) || undefined} />;
  return (
    <div className="eng-menu" lang={lang}>
      {groups.map((group) => (
        <section key={group.code || 'more'} className="home-group">
          <h2 className="home-group__title">{group.name ? localize(group.name) : text(tile.title)}</h2>
          <div className="home-group__grid">
            {group.tiles.map((f) => (
              <FunctionTile key={f.code} tile={f} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
