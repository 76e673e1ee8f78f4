import { HOME_PATH } from '../../common/routes/appPaths';
import { endSessionLocally } from '../navigation/sessionExit';
import { isPreviewFrame } from '../stores/keyedStorage';
import { getSession, SESSION_KEYS, useSessionStore, type SessionData } from '../stores/session';

// The app's tabs in one browser share its localStorage, and with it the session (spec §3, §4: a stored token means
// logged in). Each tab also holds the session in memory and writes every key of it back with its next change: a tab
// left open after a logout in another went on drawing a session that had ended, and could store its keys again. So
// every tab follows what the others store, told by the browser's `storage` event (sent to the other documents of the
// origin, never to the one that wrote).

type Facts = Pick<SessionData, 'token' | 'userCode' | 'userInfo' | 'supplierInfo' | 'supplierList'>;

/**
 * A login or a supplier switch is written in steps (token, then user info and menu, then the supplier): a session is
 * whole once it has its user info and, for a user of several suppliers, the supplier chosen.
 */
const whole = (s: Facts): boolean => Boolean(s.token && s.userInfo && (s.supplierInfo || s.supplierList.length === 0));

/** Who a whole session's screens are for: the account and the supplier it acts for (null: none yet). */
const holder = (s: Facts): string | null => (whole(s) ? JSON.stringify([s.userCode, s.supplierInfo?.id ?? null]) : null);

/**
 * What this tab does once it has taken the stored session (`stored`) in place of the one it held (`before`): a new
 * token after a switch, a menu refreshed elsewhere, the first steps of a login are simply held; a whole session of
 * another account or supplier (or one whole only now) leaves the open screens belonging to the earlier one, so the
 * tab starts afresh at home.
 */
export function nextStep(before: Facts, stored: Facts): 'keepScreens' | 'startAfresh' {
  return holder(stored) !== null && holder(stored) !== holder(before) ? 'startAfresh' : 'keepScreens';
}

const TOKEN_KEY = SESSION_KEYS.token.key;
const KEYS = new Set(Object.values(SESSION_KEYS).map((spec) => spec.key));
/** The keys of one write arrive as one event each: they are taken together, once the last has come. */
const GATHER_MS = 50;

async function follow(): Promise<void> {
  const before = getSession();
  if (localStorage.getItem(TOKEN_KEY) === null) {
    // The session ended elsewhere (logout, a dead session, a login that failed half way) and ends here too: clear()
    // removes keys already gone and writes nothing of the ended session; the server's logout was the other tab's.
    if (before.token) endSessionLocally();
    return;
  }
  // The stored values replace the held ones (missing keys read as empty: the store's merge). Nothing is written.
  await useSessionStore.persist.rehydrate();
  if (nextStep(before, getSession()) !== 'startAfresh') return;
  // The open screens, their answers and the sheet being edited are the earlier session's: the page starts again
  // from storage at home, as a page restored after another session began does (restoredPage.ts).
  window.history.replaceState(null, '', `#${HOME_PATH}`);
  window.location.reload();
}

/**
 * Start-up, once the first screen is drawn: this tab follows the session the app's other tabs store, from what they
 * stored before it listened on. The studio's preview frame keeps its own.
 */
export function followOtherTabs(): void {
  if (isPreviewFrame()) return;
  void follow();
  let gathering: ReturnType<typeof setTimeout> | undefined;
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== localStorage) return;
    // key null: the other tab cleared the whole storage.
    if (event.key !== null && !KEYS.has(event.key)) return;
    clearTimeout(gathering);
    // An ended session ends here at once: until then this tab could still write it back.
    if (event.key === null || (event.key === TOKEN_KEY && event.newValue === null)) {
      void follow();
      return;
    }
    gathering = setTimeout(() => void follow(), GATHER_MS);
  });
}
