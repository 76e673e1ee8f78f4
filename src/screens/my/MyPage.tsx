import { ActionSheet, List } from 'antd-mobile';
import { useEffect, type ReactNode } from 'react';
import { confirmDialog } from '../../api/feedback';
import { sessionApi } from '../../api/sessionApi';
import { setLang, t, useLang } from '../../i18n';
import { navigateTo } from '../../navigation/navigate';
import { SUPPLIER_PATH } from '../../navigation/appPaths';
import { getSession, useSessionStore } from '../../stores/session';
import { LANGS } from '../../stores/ui';
import '../../styles/my.css';
import { logout } from '../session/logout';
import { MyIcon } from './myIcons';

// Supplier information belongs to supplier users; the chain's own staff (buyer, merchant admin) have none.
const LINKS = [
  { key: 'supplierInfo', label: 'my.supplierInfo', path: '/packagesSub/my/businessInfo', icon: 'info', supplierOnly: true },
  { key: 'password', label: 'my.changePassword', path: '/packagesSub/my/changePhone', icon: 'lock', supplierOnly: false },
  { key: 'feedback', label: 'my.feedback', path: '/packagesSub/my/feedbackAi', icon: 'chat', supplierOnly: false },
  { key: 'about', label: 'my.about', path: '/packagesSub/my/contcatUs', icon: 'about', supplierOnly: false },
] as const;

export default function MyPage(): ReactNode {
  const lang = useLang();
  const userName = useSessionStore((s) => s.userName || s.userCode);
  const supplier = useSessionStore((s) => s.supplierInfo);
  const supplierCount = useSessionStore((s) => s.supplierList.length);
  const isSupplierUser = useSessionStore((s) => (s.userKind ?? 'supplier') === 'supplier');
  const merchantName = useSessionStore((s) => s.userInfo?.merchantName ?? s.userInfo?.companyName ?? '');
  // Under the name: the supplier a supplier user acts for; the merchant for the chain's own staff.
  const subtitle = isSupplierUser ? (supplier?.name ?? t('my.noSupplier')) : merchantName;

  useEffect(() => {
    // The linked-supplier count decides whether switching is offered; it may have changed on the server.
    if (!getSession().supplierInfo) return;
    sessionApi
      .supplierList(true)
      .then((rows) => getSession().setSupplierList(rows.map(({ id, code, name }) => ({ id, code, name }))))
      .catch(() => undefined);
  }, []);

  const chooseLanguage = (): void => {
    ActionSheet.show({
      actions: LANGS.map((l) => ({ key: l, text: t(`lang.${l}`), bold: l === lang })),
      cancelText: t('common.cancel'),
      closeOnAction: true,
      onAction: (action) => setLang(action.key as (typeof LANGS)[number]),
    });
  };

  const confirmLogout = async (): Promise<void> => {
    const yes = await confirmDialog(t('my.logoutConfirm'));
    if (yes) await logout();
  };

  return (
    <div className="my">
      <header className="my-header">
        <span className="my-header__avatar" aria-hidden="true">
          {Array.from(userName)[0] ?? '?'}
        </span>
        <div className="my-header__text">
          <h1 className="my-header__name">{userName}</h1>
          {subtitle && <p className="my-header__supplier">{subtitle}</p>}
        </div>
      </header>

      <List className="my-list">
        {isSupplierUser && supplierCount > 1 && (
          <List.Item prefix={<MyIcon name="switch" />} arrow onClick={() => navigateTo(SUPPLIER_PATH, { mode: 'switch' })}>
            {t('my.switchSupplier')}
          </List.Item>
        )}
        {LINKS.filter((link) => isSupplierUser || !link.supplierOnly).map((link) => (
          <List.Item key={link.key} prefix={<MyIcon name={link.icon} />} arrow onClick={() => navigateTo(link.path)}>
            {t(link.label)}
          </List.Item>
        ))}
        <List.Item prefix={<MyIcon name="lang" />} arrow extra={t(`lang.${lang}`)} onClick={chooseLanguage}>
          {t('my.language')}
        </List.Item>
      </List>

      <div className="my-logout">
        <button type="button" className="my-logout__button" onClick={() => void confirmLogout()}>
          {t('my.logout')}
        </button>
      </div>
    </div>
  );
}
