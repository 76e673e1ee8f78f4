import { sessionApi } from '../../api/sessionApi';
import { getLang } from '../../i18n';
import { getSession, type SupplierRef } from '../../stores/session';
import { chooseSupplier, switchSupplier } from '../../session/sessionFlow';
import { logout } from '../../session/logout';
import type { DashboardPage, SessionAction } from '../../../common/page/schemaTypes';
import { refreshUnread } from './unreadMessages';

// What a page's session actions (`"type": "session"`) and `sessionRefresh` do: the steps of src/session, which
// login and the shell take too, so a session moved from a page file ends in the same state as one moved by them.

let choosing = false;

/** The record's supplier becomes the session's: the first choice keeps the token, a later one swaps it. Then home. */
async function actFor(record: Record<string, unknown>): Promise<boolean> {
  const supplier: SupplierRef = { id: Number(record.id), code: String(record.code ?? ''), name: String(record.name ?? '') };
  const current = getSession().supplierInfo;
  // A second tap while the first is on its way, or the supplier already acted for: nothing to do.
  if (choosing || current?.id === supplier.id) return false;
  choosing = true;
  try {
    await (current ? switchSupplier(supplier) : chooseSupplier(supplier));
    return true;
  } catch {
    // The API client has shown the reason; the rows stay for another try.
    return false;
  } finally {
    choosing = false;
  }
}

export async function runSessionAction(name: SessionAction, record: Record<string, unknown>): Promise<boolean> {
  switch (name) {
    case 'chooseSupplier':
      return actFor(record);
    case 'logout':
      await logout();
      return true;
    case 'language': {
      // The sheet's code (antd-mobile's popup) comes with the tap that opens it.
      const { showLanguageSheet } = await import('./languageSheet');
      showLanguageSheet(getLang());
      return true;
    }
  }
}

type Refreshable = NonNullable<DashboardPage['sessionRefresh']>[number];

/** Asks the server again for session values that may have changed there; each only where it applies. */
export function refreshSession(values: readonly Refreshable[]): void {
  for (const value of values) {
    if (value === 'unreadMessages') void refreshUnread();
    // Before a supplier is chosen the my-endpoints are out of reach: the login answer's list is the list then.
    if (value === 'suppliers' && getSession().supplierInfo) {
      sessionApi
        .supplierList(true)
        .then((rows) => getSession().setSupplierList(rows.map(({ id, code, name }) => ({ id, code, name }))))
        .catch(() => undefined);
    }
  }
}
