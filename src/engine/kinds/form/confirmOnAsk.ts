import { isApiError } from '../../../api/client';
import type { Api } from '../../../../common/page/schemaTypes';
import { callApi } from '../../data/api';

// Some requests the server carries out only once the user confirms them (a replenishment far above the branch's
// need): it answers code 428 with its reason as the message and the body's flag to set in data.confirm. The form
// shows the reason, and sends the same body again with the flag when the user agrees.

export const CONFIRM_CODE = 428;

/** The flag the server asks to be set, when the refusal is a request to confirm. */
export function confirmFlag(err: unknown): string | null {
  if (!isApiError(err) || err.code !== CONFIRM_CODE) return null;
  const flag = (err.data as { confirm?: unknown } | null | undefined)?.confirm;
  return typeof flag === 'string' && /^\w+$/.test(flag) ? flag : null;
}

/**
 * Posts a form's body; resolves false when the server asked to confirm and the user declined. The server may ask
 * more than once, one reason at a time (a line far above the need, then a line that breaks a pack): each flag the
 * user agreed to stays set; a flag asked for again is the server's error, not a question.
 */
export async function postConfirming(api: Api, scope: Record<string, unknown>, body: unknown): Promise<boolean> {
  let sent = body as Record<string, unknown>;
  for (;;) {
    try {
      await callApi(api, { scope, body: sent, silent: true });
      return true;
    } catch (err) {
      const flag = confirmFlag(err);
      if (!flag || sent[flag] === true) throw err;
      const { askConfirm } = await import('../../actions/askConfirm');
      const answer = await askConfirm({ content: (err as Error).message });
      if (!answer.ok) return false;
      sent = { ...sent, [flag]: true };
    }
  }
}
