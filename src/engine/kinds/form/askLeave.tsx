import { Dialog } from 'antd-mobile';
import { leaveText } from './leaveTexts';

// What Back from a form with unsent edits asks. A form that keeps drafts can also leave them for later (the draft
// comes back when the form is opened again); discarding drops the draft with the edits.

export type LeaveAnswer = 'stay' | 'keep' | 'discard';

export function askLeave(keepsDrafts: boolean): Promise<LeaveAnswer> {
  return new Promise((resolve) => {
    const handler = Dialog.show({
      title: leaveText('title'),
      content: keepsDrafts ? leaveText('draftHint') : leaveText('lostHint'),
      closeOnMaskClick: false,
      actions: [
        { key: 'stay', text: leaveText('stay'), bold: true },
        ...(keepsDrafts ? [{ key: 'keep', text: leaveText('keep') }] : []),
        { key: 'discard', text: leaveText('discard'), danger: true },
      ],
      onAction: (action) => {
        handler.close();
        resolve(action.key as LeaveAnswer);
      },
    });
  });
}
