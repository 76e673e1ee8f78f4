import { showSingleDialog } from '../api/feedback';
import { t } from '../i18n';
import { HOME_PATH } from '../../common/routes/appPaths';
import { relaunch } from './navigate';

/**
 * Spec §6/§8: "no permission" is a dialog, then home — whether the server answered 107 or the app already knows
 * the user may not open the screen. The dialog group is the API client's, so a forbidden screen whose calls
 * also answer 107 shows one dialog, not two.
 */
export function refuseAndReturnHome(): void {
  showSingleDialog('permission', t('error.noPermission'), () => relaunch(HOME_PATH));
}
