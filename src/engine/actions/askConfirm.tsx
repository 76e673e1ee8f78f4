import { Dialog } from 'antd-mobile';
import { showMessage } from '../../api/feedback';
import { localize } from '../../i18n';
import { t } from '../texts';
import type { Confirm } from '../../../common/page/schemaTypes';
import { ConfirmInput } from './ConfirmInput';

// The confirmation an action may ask for; with `input` it also asks for a text (a rejection reason), which
// the action's body reads as {{input}} (typed, or read off a printed code with the camera: ConfirmInput). A required
// input keeps the dialog open until it is filled.

export interface ConfirmAnswer {
  ok: boolean;
  input?: string;
}

export function askConfirm(confirm: Confirm): Promise<ConfirmAnswer> {
  let input = '';
  const text = (x: Parameters<typeof localize>[0]) => localize(x);
  return new Promise((resolve) => {
    const handler = Dialog.show({
      title: confirm.title ? text(confirm.title) : undefined,
      content: (
        <div className="eng-confirm">
          <p>{text(confirm.content)}</p>
          {confirm.input && (
            <ConfirmInput
              placeholder={text(confirm.input.label)}
              maxLength={confirm.input.maxLength ?? 200}
              scan={confirm.input.scan === true}
              reasons={confirm.input.reasons?.map(text)}
              onChange={(v) => {
                input = v;
              }}
            />
          )}
        </div>
      ),
      closeOnAction: false,
      closeOnMaskClick: false,
      actions: [
        [
          { key: 'cancel', text: t('common.cancel') },
          { key: 'ok', text: t('common.confirm'), bold: true },
        ],
      ],
      onAction: (action) => {
        if (action.key === 'ok' && confirm.input?.required && !input.trim()) {
          showMessage(t('engine.inputRequired', { label: text(confirm.input.label) }));
          return;
        }
        handler.close();
        resolve(action.key === 'ok' ? { ok: true, input: input.trim() || undefined } : { ok: false });
      },
    });
  });
}
