import { LOGIN_PATH, SUPPLIER_PATH } from '../../common/routes/appPaths';
import type { RouteDef } from './routes';

// Whether a screen may open for the current session, in the order a user meets the gates: logged in, acting
// for a supplier (when they have several), holding one of the screen's menu codes.

/** `gone`: a page the merchant published at run time that a later release (a roll back) removed: "not found", not "no permission". */
export type Admission = { type: 'show' } | { type: 'redirect'; to: string } | { type: 'forbidden' } | { type: 'gone' };

export interface SessionFacts {
  token: string | null;
  supplierInfo: unknown;
  supplierList: readonly unknown[];
}

export function admit(route: RouteDef, session: SessionFacts, may: (code: string) => boolean): Admission {
  if (route.auth === 'none') return { type: 'show' };
  if (!session.token) return { type: 'redirect', to: LOGIN_PATH };
  // A supplier user linked to several suppliers has no menu until one is chosen: send them to choose, rather
  // than judging permissions on an empty menu. Merchant staff (buyer, boss) have no suppliers and act without one.
  if (route.auth === 'supplier' && !session.supplierInfo && session.supplierList.length > 0) return { type: 'redirect', to: SUPPLIER_PATH };
  if (route.menuCodes.length > 0 && !route.menuCodes.some(may)) return { type: 'forbidden' };
  return { type: 'show' };
}
