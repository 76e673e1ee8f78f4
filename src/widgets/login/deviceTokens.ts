/**
 * Device tokens this browser got from successful logins, newest first, one per account it logged in to (the
 * server tells which is whose). Sent with every login so failures made elsewhere do not hold this device back.
 * Kept apart from the session: logging out ends the session, not the device's standing.
 */
const key = 'login_device_tokens';
const keep = 5;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function deviceTokens(): string[] {
  try {
    const list: unknown = JSON.parse(storage()?.getItem(key) ?? '[]');
    return Array.isArray(list) ? list.filter((t): t is string => typeof t === 'string' && /^[A-Za-z0-9_-]{43}$/.test(t)).slice(0, keep) : [];
  } catch {
    return [];
  }
}

export function rememberDeviceToken(token: string | undefined): void {
  if (!token) return;
  storage()?.setItem(key, JSON.stringify([token, ...deviceTokens().filter((t) => t !== token)].slice(0, keep)));
}
