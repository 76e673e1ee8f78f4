import { ActionSheet } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useEngine } from './useEngine';

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
    <ActionSheet
      visible={visible}
      onClose={onClose}
      cancelText={t('common.cancel')}
      actions={choices.map((c) => ({
        key: c.key,
        text: c.text,
        danger: c.danger,
        onClick: () => {
          onClose();
          c.onChoose();
        },
      }))}
    />
  );
}
