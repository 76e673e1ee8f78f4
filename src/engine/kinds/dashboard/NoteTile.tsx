import type { ReactNode } from 'react';
import { fillTemplate } from '../../../../common/page/template';
import type { NoteTile as NoteSpec } from '../../../../common/page/schemaTypes';
import { useSessionScope } from '../../session/sessionValues';
import { useEngine } from '../../ui/useEngine';
import './profile.css';

/** `"type": "note"`: one small grey line (the app's version). */
export function NoteTile({ tile }: { tile: NoteSpec }): ReactNode {
  const scope = useSessionScope();
  const { text } = useEngine();
  return <p className="eng-note-tile">{fillTemplate(text(tile.text), scope)}</p>;
}
