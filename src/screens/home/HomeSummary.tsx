import { useEffect, useState, type ReactNode } from 'react';
import { request } from '../../api/client';
import { formatCurrency } from '../../engine/index';
import { t } from '../../i18n';
import { navigateTo } from '../../navigation/navigate';
import { useSessionStore } from '../../stores/session';
import { remember, rememberedNumber } from './rememberedLayout';
import { qualificationNotice, summaryTiles, type QualificationNotice, type SummaryTile } from './homeSummary';

// HOME SUMMARY AREA — what needs the supplier's attention, from GET /scm/home/summary. When the call fails
// (an error code, a 404, no network) the area is simply absent: no placeholder numbers are ever shown.
// While the answer is on its way the area holds its place with empty tiles (as many as the last answer had),
// so the function groups below do not jump down when the figures arrive (layout shift, Lighthouse CLS).

const REMEMBERED = 'scm.home.summaryTiles';
// Whether the last answer flagged expiring qualifications: the line's space is kept too (a first visit cannot know).
const REMEMBERED_FLAG = 'scm.home.qualificationFlag';


export function HomeSummary(): ReactNode {
  // null: still loading
  const [tiles, setTiles] = useState<SummaryTile[] | null>(null);
  const [notice, setNotice] = useState<QualificationNotice | null>(null);
  const [expected] = useState(() => rememberedNumber(REMEMBERED, 4));
  const [expectFlag] = useState(() => rememberedNumber(REMEMBERED_FLAG, 0, 1) === 1);
  const currency = useSessionStore((s) => s.otherConfig.currencySymbol);

  useEffect(() => {
    const controller = new AbortController();
    request<unknown>('/scm/home/summary', { silent: true, signal: controller.signal })
      .then((data) => {
        const next = summaryTiles(data);
        const flagged = qualificationNotice(data);
        remember(REMEMBERED, next.length);
        remember(REMEMBERED_FLAG, flagged ? 1 : 0);
        setNotice(flagged);
        setTiles(next);
      })
      .catch(() => setTiles([]));
    return () => controller.abort();
  }, []);

  if (tiles === null) return expected > 0 ? <SummaryPlaceholder count={expected} flag={expectFlag} /> : null;
  const flag = notice && <QualificationFlag notice={notice} />;
  if (tiles.length === 0) return flag;
  return (
    <section className="home-summary" aria-labelledby="home-summary-title">
      {flag}
      <h2 id="home-summary-title" className="home-group__title">
        {t('home.summary')}
      </h2>
      <div className="home-summary__grid">
        {tiles.map((tile) => (
          <button key={tile.key} type="button" className="home-summary__tile" onClick={() => navigateTo(tile.route, tile.query)}>
            <span className="home-summary__label">{t(tile.labelKey)}</span>
            <span className="home-summary__count">{t('home.count', { count: tile.count })}</span>
            <span className="home-summary__amount">{formatCurrency(tile.amount, currency)}</span>
          </button>
        ))}
      </div>
    </section>
  );
}

/** The area's size while its figures load: the title and empty tiles of the real tiles' height, no numbers. */
function SummaryPlaceholder({ count, flag }: { count: number; flag: boolean }): ReactNode {
  return (
    <section className="home-summary home-summary--loading" aria-busy="true">
      {flag && <div className="home-qual-flag" aria-hidden="true">&nbsp;</div>}
      <h2 className="home-group__title">{t('home.summary')}</h2>
      <div className="home-summary__grid" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <button key={i} type="button" className="home-summary__tile" disabled tabIndex={-1}>
            <span className="home-summary__label">&nbsp;</span>
            <span className="home-summary__count">&nbsp;</span>
            <span className="home-summary__amount">&nbsp;</span>
          </button>
        ))}
      </div>
    </section>
  );
}

/** Qualification documents expiring within 30 days (or expired): one line that opens the qualification list. */
function QualificationFlag({ notice }: { notice: QualificationNotice }): ReactNode {
  const text = [
    notice.expiring > 0 ? t('home.qualExpiring', { count: notice.expiring }) : '',
    notice.expired > 0 ? t('home.qualExpired', { count: notice.expired }) : '',
  ].filter(Boolean).join(t('home.qualJoin'));
  return (
    <button type="button" className="home-qual-flag" onClick={() => navigateTo(notice.route, notice.query)}>
      <span aria-hidden="true">!</span> {text}
    </button>
  );
}
