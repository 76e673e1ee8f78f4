import { cleanFreeText } from '../../../common/forms/freeText';
import { showMessage } from '../../api/feedback';
import { dictionary } from '../../i18n/dictionary';

// Its words live here, not in the engine's dictionary: that one is in every route's first code, this only where
// free text is typed (forms, a conversation's reply); for the same reason it is not part of the engine's frame
// (scripts/build/chunkGroups.ts).
const text = dictionary({ leftOut: '表情和特殊符号无法保存，已去掉' }, { leftOut: 'Emoji and special symbols cannot be saved and were left out' });

/**
 * Spec §5's filter of free text, applied as the user types, saying so when it dropped something: an emoji that
 * vanished without a word read as a fault of the app.
 */
export function filterTyped(typed: string): string {
  const kept = cleanFreeText(typed);
  if (kept !== typed) showMessage(text('leftOut'));
  return kept;
}
