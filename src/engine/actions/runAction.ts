import { isApiError } from '../../api/client';
import { confirmDialog, showMessage } from '../../api/feedback';
import { localize } from '../../i18n';
import { t } from '../texts';
import { navigateBack, navigateTo, redirectTo } from '../../navigation/navigate';
import { callApi } from '../data/api';
import { linkQuery, resolveValue, type Scope } from '../../../common/page/template';
import type { Action } from '../../../common/page/schemaTypes';

// What a schema button does. Requests post `body` (a value template over the record, plus {{input}} from
// the confirmation) and then refresh the screen, go back or stay. A compare-and-set miss (409: someone
// else moved the document) refreshes too, so the user sees the current state. Session actions move the session
// itself (session/sessionMoves.ts).

export interface ActionContext {
  refresh?: () => unknown;
  /** what happens after a successful request when the action does not say */
  defaultAfter: 'refresh' | 'back' | 'stay';
  /** print this screen's document */
  print?: () => void;
  /** text the user typed beside the button (a conversation's reply box), read by the body as {{input}} */
  input?: string;
}

/** A link's query filled from the record (common/page/template.ts), for the kinds that open links. */
export { linkQuery };

/** Runs an action for a record; resolves true when it completed. */
export async function runAction(action: Action, record: Scope, ctx: ActionContext): Promise<boolean> {
  if (action.type === 'link' && action.to) return navigateTo(action.to, linkQuery(action.query, record));
  if (action.type === 'print') {
    (ctx.print ?? (() => window.print()))();
    return true;
  }
  if (action.type === 'session' && action.session) {
    // A session move asks as the shell asks its own questions: the app's yes/no dialog.
    if (action.confirm && !(await confirmDialog(localize(action.confirm.content)))) return false;
    return (await import('../session/sessionMoves')).runSessionAction(action.session, record);
  }
  if (action.type !== 'request' || !action.api) return false;
  let input = ctx.input;
  if (action.confirm) {
    // antd-mobile's Dialog (and the animation library under it) loads with the first confirmation, not with
    // every screen that has a button.
    const { askConfirm } = await import('./askConfirm');
    const answer = await askConfirm(action.confirm);
    if (!answer.ok) return false;
    if (action.confirm.input) input = answer.input;
  }
  const scope = { ...record, input };
  try {
    await callApi(action.api, { scope, body: resolveValue(action.body ?? {}, scope) });
  } catch (err) {
    // The client has already shown the message; a conflict means the screen is out of date.
    if (isApiError(err) && err.code === 409) ctx.refresh?.();
    return false;
  }
  showMessage(action.successText ? localize(action.successText) : t('engine.done'));
  const after = action.after ?? ctx.defaultAfter;
  if (after === 'refresh' || after === 'show') ctx.refresh?.();
  if (after === 'back') navigateBack();
  if (after === 'open' && action.to) redirectTo(action.to, linkQuery(action.query, scope));
  if (after === 'show' && action.to) void navigateTo(action.to, linkQuery(action.query, scope));
  return true;
}
