import { isGrayRelease } from '../api/grayRelease';
import { forgetShellCalls } from '../api/shellCalls';
import { useSessionStore } from '../stores/session';
import { useSheetStore } from '../stores/sheet';
import { LOGIN_PATH } from '../../common/routes/appPaths';
import { relaunch } from './navigate';

/**
 * Ends the session on this device (spec §4): clears the stored session and opens login — or, when the
 * browser is on the gray release, reloads the host root so the gateway routes the next session afresh.
 * The server-side logout call, when wanted, is the caller's job.
 */
export function endSessionLocally(): void {
  useSessionStore.getState().clear();
  forgetShellCalls();
  useSheetStore.getState().reset();
  if (isGrayRelease()) {
    window.location.replace(`${window.location.origin}/`);
    return;
  }
  relaunch(LOGIN_PATH);
}
