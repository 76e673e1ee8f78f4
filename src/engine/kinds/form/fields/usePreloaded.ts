import { useEffect } from 'react';
import { afterFirstScreen } from '../../../../navigation/firstScreen';

// Parts of a form's fields that are not drawn until touched (the pickers' bottom popups, with antd-mobile's
// animation and gesture libraries, ~45 KB gz) are preloadable components (src/ui/preloadable.ts): not in the chunk
// every form waits for, fetched once the form has drawn and the browser is idle, so the first tap still opens at once.

/** Fetches a part when the browser is idle once the screen has drawn. */
export function usePreloaded(part: { preload: () => Promise<unknown> }): void {
  useEffect(() => afterFirstScreen(() => part.preload()), [part]);
}
