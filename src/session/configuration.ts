import { sessionApi } from '../api/sessionApi';
import { getSession } from '../stores/session';

/**
 * The configuration a session reads at login and at every launch with a token (spec §2, §3, §7): config/all stored
 * as `config`, config/other (the currency symbol) as `otherConfig`. Never fails: a setting that does not come keeps
 * what is stored, and the screens read their defaults meanwhile.
 */
export async function loadConfiguration(): Promise<void> {
  const [all, other] = await Promise.allSettled([sessionApi.config(true), sessionApi.otherConfig(true)]);
  const session = getSession();
  // Logged out while the answers were on their way: nothing of them is stored.
  if (!session.token) return;
  if (all.status === 'fulfilled' && all.value) session.setConfig(all.value);
  if (other.status === 'fulfilled' && other.value) session.setOtherConfig(other.value);
}
