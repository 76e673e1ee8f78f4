import { sessionApi } from '../api/sessionApi';
import { showDialog } from '../api/feedback';
import { t } from '../i18n';
import { menuCodesDiffer } from '../stores/menuCodes';
import { getSession } from '../stores/session';

/**
 * Spec §2/§4 launch: with a stored token, reload the configuration and the menu. A changed menu is
 * stored and announced. A dead token needs nothing here: the API client's catalogue logs out.
 */
export async function refreshOnLaunch(): Promise<void> {
  if (!getSession().token) return;
  const [config, info] = await Promise.allSettled([sessionApi.otherConfig(true), sessionApi.getLoginUserInfo(true)]);
  const session = getSession();
  if (!session.token) return;
  if (config.status === 'fulfilled' && config.value) session.setOtherConfig(config.value);
  if (info.status !== 'fulfilled' || !info.value) return;
  const before = session.menuList;
  session.setUserInfo(info.value);
  if (before.length > 0 && menuCodesDiffer(before, info.value.menuList ?? [])) showDialog(t('launch.menuChanged'));
}
