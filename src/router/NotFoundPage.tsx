import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { t, useLang } from '../i18n';
import { getSession } from '../stores/session';
import { AppNavBar } from './AppNavBar';
import { relaunch } from '../navigation/navigate';
import { HOME_PATH, LOGIN_PATH } from '../../common/routes/appPaths';

/** Any address outside the route table (spec §2 "a page must exist"). */
export function NotFoundPage(): ReactNode {
  useLang();
  return (
    <div className="page">
      <AppNavBar title={t('page.notFound')} />
      <section className="status-page">
        <h2 className="status-page__title">{t('page.notFound')}</h2>
        <p className="status-page__desc">{t('page.notFoundDesc')}</p>
        <Button color="primary" onClick={() => void relaunch(getSession().token ? HOME_PATH : LOGIN_PATH)}>
          {t('page.goHome')}
        </Button>
      </section>
    </div>
  );
}
