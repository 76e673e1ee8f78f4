import { ActionSheet } from 'antd-mobile';
import { setLang, t } from '../../i18n';
import { LANGS, type Lang } from '../../stores/ui';

// The language picker's sheet, fetched on the tap that opens it: antd-mobile's popup brings its animation and
// gesture libraries (~30 KB), which the My page itself does not need to draw.

export function showLanguageSheet(current: Lang): void {
  ActionSheet.show({
    actions: LANGS.map((l) => ({ key: l, text: t(`lang.${l}`), bold: l === current })),
    cancelText: t('common.cancel'),
    closeOnAction: true,
    onAction: (action) => setLang(action.key as Lang),
  });
}
