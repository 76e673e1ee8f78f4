import { readKey } from '../stores/keyedStorage';
import { getSession, SESSION_KEYS } from '../stores/session';

/**
 * A page the browser restores from its back-forward cache keeps the memory it had when it was left: a session
 * that another page of the app has since ended (logout, re-login) would still look alive and show an empty
 * home whose calls fail. When the stored token no longer matches, the page starts afresh from storage.
 */
export function reloadStalePageOnRestore(): void {
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    let stored: unknown;
    try {
      stored = readKey(localStorage, SESSION_KEYS.token) ?? null;
    } catch {
      return;
    }
    if (stored !== getSession().token) window.location.reload();
  });
}
