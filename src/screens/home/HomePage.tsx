import { Empty } from 'antd-mobile';
import { useMemo, type ReactNode } from 'react';
import { can } from '../../engine/index';
import { localize, t, useLang } from '../../i18n';
import { SUPPLIER_PATH } from '../../navigation/appPaths';
import { navigateTo } from '../../navigation/navigate';
import { routeFacts } from '../../navigation/routeTable';
import { useSessionStore } from '../../stores/session';
import '../../styles/home.css';
import { FunctionTile } from './FunctionTile';
import { buildTileGroups } from './homeGrid';
import { HomeSummary } from './HomeSummary';
import { BossOverview } from './BossOverview';
import { HomeBanner } from './HomeBanner';
import { MessageBell } from '../my/MessageBell';

export default function HomePage(): ReactNode {
  const supplier = useSessionStore((s) => s.supplierInfo);
  // The chain's own staff (buyer, merchant admin) act for the merchant, not for a supplier.
  const isSupplierUser = useSessionStore((s) => (s.userKind ?? 'supplier') === 'supplier');
  const isBoss = useSessionStore((s) => s.userKind === 'boss');
  const merchantName = useSessionStore((s) => s.userInfo?.merchantName ?? s.userInfo?.companyName ?? '');
  const supplierCount = useSessionStore((s) => s.supplierList.length);
  const menuList = useSessionStore((s) => s.menuList);
  const shieldCode = useSessionStore((s) => s.shieldCode);
  // can() reads the session store; menuList and shieldCode are listed so the grid follows their changes.
  const groups = useMemo(() => buildTileGroups(menuList, (code) => can(code), (route) => routeFacts(route)?.tab === true), [menuList, shieldCode]);
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

      {isSupplierUser && <HomeSummary />}
      {isSupplierUser && <HomeBanner />}
      {isBoss && <BossOverview />}

      {groups.length === 0 ? (
        <Empty className="home-empty" description={t('home.noFunctions')} />
      ) : (
        groups.map((group) => (
          <section key={group.code || 'more'} className="home-group">
            <h2 className="home-group__title">{group.name ? localize(group.name) : t('home.functions')}</h2>
            <div className="home-group__grid">
              {group.tiles.map((tile) => (
                <FunctionTile key={tile.code} tile={tile} />
              ))}
            </div>
          </section>
        ))
      )}
    </div>
  );
}
