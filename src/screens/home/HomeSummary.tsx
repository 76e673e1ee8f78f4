import { useEffect, useState, type ReactNode } from 'react';
import { request } from '../../api/client';
import { formatCurrency } from '../../engine/index';
import { t } from '../../i18n';
import { navigateTo } from '../../navigation/navigate';
import { useSessionStore } from '../../stores/session';
import { summaryTiles, type SummaryTile } from './homeSummary';

// HOME SUMMARY AREA — what needs the supplier's attention, from GET /scm/home/summary. When the call fails
// (an error code, a 404, no network) the area is simply absent: no placeholder numbers are ever shown.
export function HomeSummary(): ReactNode {
  const [tiles, setTiles] = useState<SummaryTile[]>([]);
  const currency = useSessionStore((s) => s.otherConfig.currencySymbol);

  useEffect(() => {
    const controller = new AbortController();
    request<unknown>('/scm/home/summary', { silent: true, signal: controller.signal })
      .then((data) => setTiles(summaryTiles(data)))
      .catch(() => setTiles([]));
    return () => controller.abort();
  }, []);

  if (tiles.length === 0) return null;
  return (
    <section className="home-summary" aria-labelledby="home-summary-title">
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
