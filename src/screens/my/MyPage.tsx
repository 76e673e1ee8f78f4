import { Badge, List } from 'antd-mobile';
import { useEffect, type ReactNode } from 'react';
import { can } from '../../engine/index';
import { confirmDialog } from '../../api/feedback';
import { sessionApi } from '../../api/sessionApi';
import { t, useLang } from '../../i18n';
import { navigateTo } from '../../navigation/navigate';
import { SUPPLIER_PATH } from '../../navigation/appPaths';
import { getSession, useSessionStore } from '../../stores/session';
import '../../styles/my.css';
import { APP_INFO } from '../../app/appInfo';
import { logout } from '../../session/logout';
import { MESSAGES_PATH } from './MessageBell';
import { MyIcon } from './myIcons';
import { useMyText } from './myText';
import { hasInbox, refreshUnread, useUnreadStore } from './unreadMessages';
import './mySupport.css';

// Supplier information and feedback belong to supplier users; the chain's own staff (buyer, merchant admin) have
// none (the merchant admin answers suppliers' feedback from its home screen).
const LINKS = [
  { key: 'supplierInfo', label: 'my.supplierInfo', path: '/packagesSub/my/businessInfo', icon: 'info', supplierOnly: true },
  { key: 'password', label: 'my.changePassword', path: '/packagesSub/my/changePhone', icon: 'lock', supplierOnly: false },
  { key: 'feedback', label: 'my.feedback', path: '/packagesSub/my/feedbackAi', icon: 'chat', supplierOnly: true },
  { key: 'about', label: 'my.about', path: '/packagesSub/my/contcatUs', icon: 'about', supplierOnly: false },
] as const;

export default function MyPage(): ReactNode {
  const lang = useLang();
  const userName = useSessionStore((s) => s.userName || s.userCode);
  const supplier = useSessionStore((s) => s.supplierInfo);
  const supplierCount = useSessionStore((s) => s.supplierList.length);
  const isSupplierUser = useSessionStore((s) => (s.userKind ?? 'supplier') === 'supplier');
  const merchantName = useSessionStore((s) => s.userInfo?.merchantName ?? s.userInfo?.companyName ?? '');
  const myText = useMyText();
  const roleNames = useSessionStore((s) => s.userInfo?.roleNames ?? s.userInfo?.roleList?.map((r) => r.name).join('、') ?? '');
  // Under the name: the supplier a supplier user acts for; the merchant for the chain's own staff.
  const subtitle = isSupplierUser ? (supplier?.name ?? t('my.noSupplier')) : merchantName;
  // The company line: the chain a supplier user works with, and the user's roles there.
  const meta = [isSupplierUser ? merchantName : '', roleNames ? myText('roles', { roles: roleNames }) : ''].filter(Boolean).join(' · ');
  const unread = useUnreadStore((s) => s.count);
  const showInbox = hasInbox();

  useEffect(() => {
    void refreshUnread();
  }, []);

  useEffect(() => {
    // The linked-supplier count decides whether switching is offered; it may have changed on the server.
    if (!getSession().supplierInfo) return;
    sessionApi
      .supplierList(true)
      .then((rows) => getSession().setSupplierList(rows.map(({ id, code, name }) => ({ id, code, name }))))
      .catch(() => undefined);
  }, []);

  const chooseLanguage = (): void => void import('./languageSheet').then((m) => m.showLanguageSheet(lang));

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
          {meta && <p className="my-meta">{meta}</p>}
        </div>
      </header>

      <List className="my-list">
        {showInbox && (
          <List.Item
            prefix={<MyIcon name="bell" />}
            arrow
            extra={unread > 0 ? <Badge content={unread > 99 ? '99+' : unread} /> : null}
            onClick={() => navigateTo(MESSAGES_PATH)}
          >
            {myText('messages')}
          </List.Item>
        )}
        {isSupplierUser && supplierCount > 1 && (
          <List.Item prefix={<MyIcon name="switch" />} arrow onClick={() => navigateTo(SUPPLIER_PATH, { mode: 'switch' })}>
            {t('my.switchSupplier')}
          </List.Item>
        )}
        {LINKS.filter((link) => (isSupplierUser || !link.supplierOnly) && (link.key !== 'feedback' || can('SCM_FEEDBACK'))).map((link) => (
          <List.Item key={link.key} prefix={<MyIcon name={link.icon} />} arrow onClick={() => navigateTo(link.path)}>
            {t(link.label)}
          </List.Item>
        ))}
        <List.Item prefix={<MyIcon name="web" />} arrow onClick={() => navigateTo('/packagesSub/my/web')}>
          {myText('vendorWebsite')}
        </List.Item>
        <List.Item prefix={<MyIcon name="lang" />} arrow extra={t(`lang.${lang}`)} onClick={chooseLanguage}>
          {t('my.language')}
        </List.Item>
      </List>

      <div className="my-logout">
        <button type="button" className="my-logout__button" onClick={() => void confirmLogout()}>
          {t('my.logout')}
        </button>
      </div>
      <p className="my-version">{myText('version', { version: APP_INFO.version })}</p>
    </div>
  );
}
