import type { ReactNode } from 'react';
import type { ActionsTile as ActionsSpec } from '../../../../common/page/schemaTypes';
import { runAction } from '../../actions/runAction';
import { evaluate } from '../../../../common/page/condition';
import { useSessionScope } from '../../session/sessionValues';
import { useEngine } from '../../ui/useEngine';
import './profile.css';

/** `"type": "actions"`: full-width buttons (the my page's log out), their record the session. */
export function ActionsTile({ tile }: { tile: ActionsSpec }): ReactNode {
  const scope = useSessionScope();
  const { text } = useEngine();
  const shown = tile.actions.filter((a) => evaluate(a.visibleWhen, scope));
  if (shown.length === 0) return null;
  return (
    <div className="eng-actions-tile">
      {shown.map((a) => (
        <button
          key={a.id}
          type="button"
          data-action={a.id}
          className={`eng-actions-tile__button eng-actions-tile__button--${a.style ?? 'default'}`}
          onClick={() => void runAction(a, scope, { defaultAfter: 'stay' })}
        >
          {text(a.label)}
        </button>
      ))}
    </div>
  );
}
