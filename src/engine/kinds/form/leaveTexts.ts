import { dictionary } from '../../../i18n/dictionary';

// The words of the question Back asks from a form with edits, both languages: they travel with the dialog (a chunk
// loaded on the first Back that asks), not with every form.

const zh = {
  title: '放弃未提交的修改？',
  draftHint: '可以保留为草稿，下次打开时恢复',
  lostHint: '返回后，本次填写的内容不会保存',
  stay: '继续编辑',
  keep: '保留草稿并返回',
  discard: '放弃修改',
};

const en: typeof zh = {
  title: 'Discard unsent changes?',
  draftHint: 'Keep them as a draft to finish later',
  lostHint: 'What you entered here will not be kept',
  stay: 'Keep editing',
  keep: 'Keep draft and go back',
  discard: 'Discard changes',
};

export const leaveText = dictionary(zh, en);
