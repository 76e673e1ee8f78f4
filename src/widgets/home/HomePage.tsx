import { Suspense, type ReactNode } from 'react';
import { SchemaPage } from '../../engine/index';
import { t, useLang } from '../../i18n';
import { HOME_PATH, SUPPLIER_PATH } from '../../../common/routes/appPaths';
import { navigateTo } from '../../navigation/navigate';
import { useSessionStore } from '../../stores/session';
import '../../styles/home.css';
import { BossOverview } from './BossOverview';
import { MessageBell } from '../my/MessageBell';

// The home tab: the header with who the user acts for (the session's supplier or merchant, the message bell, the
// switch), then the page file of the home route (schemas/*/…home.dashboard.json: the supplier's to-dos, the chain's
// banners and the user's functions), drawn by the engine. The merchant admin's business overview sits between them.
const NO_QUERY: Record<string, string> = {};
const HOME_ROUTE = { path: HOME_PATH };

export default function HomePage(): ReactNode {
  const supplier = useSessionStore((s) => s.supplierInfo);
  // The chain's own staff (buyer, merchant admin) act for the merchant, not for a supplier.
  const isSupplierUser = useSessionStore((s) => (s.userKind ?? 'supplier') === 'supplier');
  const isBoss = useSessionStore((s) => s.userKind === 'boss');
  const merchantName = useSessionStore((s) => s.userInfo?.merchantName ?? s.userInfo?.companyName ?? '');
  const supplierCount = useSessionStore((s) => s.supplierList.length);
  const lang = useLang();

  return (
    <div className="home" lang={lang}>
      <header className="home-header">
        <div className="home-header__text">
          <span className="home-header__label">{isSupplierUser ? t('home.currentSupplier') : t('home.merchant')}</span>
          <h1 className="home-header__name">{isSupplierUser ? (supplier?.name ?? t('my.noSupplier')) : merchantName}</h1>
        </div>
        {isSupplierUser && <MessageBell />}
        {supplierCount > 1 && (
          <button type="button" className="home-header__switch" onClick={() => navigateTo(SUPPLIER_PATH, { mode: 'switch' })}>
            <span className="home-header__switch-pill">{t('home.switch')}</span>
          </button>
        )}
      </header>
      {isBoss && <BossOverview />}
      <Suspense fallback={null}>
        <SchemaPage route={HOME_ROUTE} query={NO_QUERY} />
      </Suspense>
    </div>
  );
}
