import { SHELL_ADDRESSES, SHELL_CALLS_KEY, SHELL_CALLS_PER_PAGE, type RememberedCall } from '../../common/shell/shellCalls';
import { isPreviewFrame } from '../stores/keyedStorage';

// What a route's opening sent, remembered for the shell to send at the next launch at its address
// (common/shell/shellCalls.ts says why; the client takes the answers: src/api/shellCalls.ts).

type Remembered = Record<string, RememberedCall[]>;

function read(): Remembered {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(SHELL_CALLS_KEY) ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Remembered) : {};
  } catch {
    return {};
  }
}

/**
 * Remembers the calls one opening of a page sent at `address`, replacing what it sent last time (a default filter
 * of yesterday's date is not sent again); the oldest address beyond SHELL_ADDRESSES is forgotten. The studio's
 * preview frame remembers nothing (its session is the previewed supplier's, not this phone's).
 */
export function rememberShellCalls(address: string, page: string, calls: RememberedCall[]): void {
  if (isPreviewFrame()) return;
  try {
    const remembered = read();
    const key = `${address} ${page}`;
    delete remembered[key];
    remembered[key] = calls.slice(0, SHELL_CALLS_PER_PAGE);
    const keys = Object.keys(remembered);
    for (const old of keys.slice(0, Math.max(0, keys.length - SHELL_ADDRESSES))) delete remembered[old];
    localStorage.setItem(SHELL_CALLS_KEY, JSON.stringify(remembered));
  } catch {
    // A full or refused storage only costs the next launch its head start.
  }
}
