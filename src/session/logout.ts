import { sessionApi } from '../api/sessionApi';
import { endSessionLocally } from '../navigation/sessionExit';

/** User-initiated logout: tell the server to revoke the token, then end the session here whatever it says. */
export async function logout(): Promise<void> {
  await sessionApi.logout().catch(() => undefined);
  endSessionLocally();
}
