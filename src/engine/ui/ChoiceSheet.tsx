import type { ReactNode } from 'react';
import { useEngine } from './useEngine';
import { Sheet } from '../widgets/Sheet';
import './choiceSheet.css';

/** One line of a choice sheet. */
export interface Choice {
  key: string;
  text: string;
  danger?: boolean;
  onChoose: () => void;
}

/**
 * A choice among a few (the actions that did not fit the bar, the export formats): a sheet from the foot of the
 * screen with the usual cancel. It closes before the chosen line runs, so what that line opens (a dialog, a
 * message) is not covered by it.
 */
export function ChoiceSheet({ visible, onClose, choices }: { visible: boolean; onClose: () => void; choices: Choice[] }): ReactNode {
  const { t } = useEngine();
  return (
    <Sheet visible={visible} onClose={onClose} label={choices.map((c) => c.text).join(' / ')} className="eng-choice">
      <div className="eng-choice__items">
        {choices.map((c) => (
          <button
            key={c.key}
            type="button"
            className={c.danger ? 'eng-choice__item eng-choice__item--danger' : 'eng-choice__item'}
            onClick={() => {
              onClose();
              c.onChoose();
            }}
          >
            {c.text}
          </button>
        ))}
      </div>
      <div className="eng-choice__gap" />
      <button type="button" className="eng-choice__item eng-choice__cancel" onClick={onClose}>
        {t('common.cancel')}
      </button>
    </Sheet>
  );
}
