import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { t, useLang } from '../i18n';
import { getSession } from '../stores/session';
import { AppNavBar } from './AppNavBar';
import { relaunch } from '../navigation/navigate';
import { HOME_PATH, LOGIN_PATH } from '../../common/routes/appPaths';

/**
 * Any address outside the route table (spec §2 "a page must exist"); `removed`: a page the merchant had published
 * there, which a later release (a roll back) took away.
 */
export function NotFoundPage({ removed = false }: { removed?: boolean }): ReactNode {
  useLang();
  const title = t(removed ? 'page.removed' : 'page.notFound');
  return (
    <div className="page">
      <AppNavBar title={title} />
      <section className="status-page">
        <h2 className="status-page__title">{title}</h2>
        <p className="status-page__desc">{t(removed ? 'page.removedDesc' : 'page.notFoundDesc')}</p>
        <Button color="primary" onClick={() => void relaunch(getSession().token ? HOME_PATH : LOGIN_PATH)}>
          {t('page.goHome')}
        </Button>
      </section>
    </div>
  );
}
