import { showMessage } from '../api/feedback';
import { sessionApi, type LoginResult } from '../api/sessionApi';
import { t } from '../i18n';
import { navigateTo, relaunch } from '../navigation/navigate';
import { openAhead } from '../navigation/openAhead';
import { HOME_PATH, SUPPLIER_PATH } from '../../common/routes/appPaths';
import { getSession, type SupplierRef } from '../stores/session';
import { loadConfiguration } from './configuration';

// The steps between "the server accepted the password" and "the home screen", shared by login and the
// supplier choice so both leave the session in the same complete state.

/** Loads what the screens need once a supplier is set: user info with menu (and supplier), and the configuration. */
async function loadUserAndConfig(): Promise<void> {
  const [info] = await Promise.all([sessionApi.getLoginUserInfo(), loadConfiguration()]);
  const session = getSession();
  session.setUserInfo(info);
  if (info.supplier !== undefined) {
    session.setSupplier(info.supplier);
  } else {
    // Older servers leave the supplier out of the user info; the session endpoint always names it.
    session.setSupplier((await sessionApi.getSession()).supplier);
  }
}

/**
 * The user's info and the configuration, with home's opening (its code, the first calls no menu decides) started
 * beside them. They are asked first: on a link of six connections home's code would otherwise queue them.
 */
async function loadUserAndConfigBesideHome(): Promise<void> {
  const loading = loadUserAndConfig();
  openAhead(HOME_PATH);
  await loading;
}

export async function completeLogin(result: LoginResult, account: string): Promise<void> {
  const session = getSession();
  session.setLogin({ token: result.token, account, supplierList: result.supplierList ?? [], userKind: result.userKind });
  if (result.needChooseSupplier) {
    navigateTo(SUPPLIER_PATH);
    return;
  }
  try {
    await loadUserAndConfigBesideHome();
  } catch (e) {
    // Half a session is worse than none: the user simply logs in again.
    getSession().clear();
    throw e;
  }
  relaunch(HOME_PATH);
}

/** First choice right after login: the token stays, the session now acts for `supplier`. */
export async function chooseSupplier(supplier: SupplierRef): Promise<void> {
  await sessionApi.chooseSupplier(supplier.id);
  await loadUserAndConfigBesideHome();
  relaunch(HOME_PATH);
}

/** Switching later (from "my"): the server issues a new token and revokes the old one. */
export async function switchSupplier(supplier: SupplierRef): Promise<void> {
  const { token, supplier: chosen } = await sessionApi.switchSupplier(supplier.id);
  const session = getSession();
  session.setToken(token);
  await loadUserAndConfigBesideHome();
  relaunch(HOME_PATH);
  showMessage(t('supplier.switched', { name: (chosen ?? supplier).name }));
}
