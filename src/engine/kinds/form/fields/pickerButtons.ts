import { t } from '../../../texts';

/** The two buttons of a picker's bottom popup (wheel, date, cascader), in the user's language. */
export const pickerButtons = () => ({ confirmText: t('common.confirm'), cancelText: t('common.cancel') });
