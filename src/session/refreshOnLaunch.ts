import { sessionApi } from '../api/sessionApi';
import { showDialog } from '../api/feedback';
import { t } from '../i18n';
import { menuCodesDiffer } from '../stores/menuCodes';
import { isPreviewFrame } from '../stores/keyedStorage';
import { getSession } from '../stores/session';
import { loadConfiguration } from './configuration';

/**
 * Spec §2/§4 launch: with a stored token, reload the configuration and the menu. A changed menu is
 * stored and announced. A dead token needs nothing here: the API client's catalogue logs out.
 * `launchToken` is the token the app started with: a login since then brought its own configuration and menu.
 */
export async function refreshOnLaunch(launchToken: string | null): Promise<void> {
  // The studio's preview frame reads its menu as the previewed supplier (src/widgets/studio/PreviewPage.tsx).
  if (!launchToken || getSession().token !== launchToken || isPreviewFrame()) return;
  const [, info] = await Promise.allSettled([loadConfiguration(), sessionApi.getLoginUserInfo(true)]);
  const session = getSession();
  if (!session.token) return;
  if (info.status !== 'fulfilled' || !info.value) return;
  const before = session.menuList;
  session.setUserInfo(info.value);
  if (before.length > 0 && menuCodesDiffer(before, info.value.menuList ?? [])) showDialog(t('launch.menuChanged'));
}
