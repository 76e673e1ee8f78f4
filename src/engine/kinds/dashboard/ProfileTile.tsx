import type { ReactNode } from 'react';
import { fillTemplate } from '../../../../common/page/template';
import type { ProfileTile as ProfileSpec } from '../../../../common/page/schemaTypes';
import { useSessionScope } from '../../session/sessionValues';
import { useEngine } from '../../ui/useEngine';
import { joinedText } from '../../ui/joinedText';
import './profile.css';

/** `"type": "profile"`: who is signed in (the my page's header), from the session's values. */
export function ProfileTile({ tile }: { tile: ProfileSpec }): ReactNode {
  const scope = useSessionScope();
  const { text } = useEngine();
  const name = fillTemplate(text(tile.name), scope);
  const lines = (tile.lines ?? []).map((line) => joinedText(line, scope, text));
  return (
    <header className="eng-profile">
      <span className="eng-profile__avatar" aria-hidden="true">
        {Array.from(name)[0] ?? '?'}
      </span>
      <div className="eng-profile__text">
        <h1 className="eng-profile__name">{name}</h1>
        {lines.map((line, i) => line && <p key={i} className="eng-profile__line">{line}</p>)}
      </div>
    </header>
  );
}
