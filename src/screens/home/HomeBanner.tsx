import { useEffect, useState, type ReactNode } from 'react';
import { request } from '../../api/client';
import { navigateTo } from '../../navigation/navigate';
import { routeFacts } from '../../navigation/routeTable';
import './homeBanner.css';
import { remember, rememberedNumber } from './rememberedLayout';

// The chain's banners on the supplier home (GET /advert/bannerList): shown one at a time, swiped or rotated every
// 5 s. Each banner seen counts one exposure (POST /advert/calcExposure, once per banner per home visit) and a
// tap counts a click (POST /advert/calcAdvert) before opening its link. No banners, or a failed call: no area.

interface Banner {
  id: number;
  title: string;
  subtitle: string | null;
  link: string | null;
  color: string;
}

const ROTATE_MS = 5000;

// While the banners load, their space is kept so the groups below do not jump when they arrive (layout shift).
// How much: what the last visit showed (none, one, or several with their dots); a first visit expects several.
const LAST_COUNT_KEY = 'scm.home.bannerCount';

export function HomeBanner(): ReactNode {
  const [banners, setBanners] = useState<Banner[] | null>(null);
  const [index, setIndex] = useState(0);
  const [seen] = useState(() => new Set<number>());

  useEffect(() => {
    const controller = new AbortController();
    request<Banner[]>('/advert/bannerList', { silent: true, signal: controller.signal })
      .then((rows) => {
        const list = Array.isArray(rows) ? rows : [];
        remember(LAST_COUNT_KEY, list.length);
        setBanners(list);
      })
      .catch(() => setBanners([]));
    return () => controller.abort();
  }, []);

  const count = banners?.length ?? 0;
  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), ROTATE_MS);
    return () => clearInterval(timer);
  }, [count]);

  const current = banners?.[index % Math.max(count, 1)];
  useEffect(() => {
    if (!current || seen.has(current.id)) return;
    seen.add(current.id);
    void request('/advert/calcExposure', { method: 'POST', body: { ids: [current.id] }, silent: true }).catch(() => undefined);
  }, [current?.id]);

  if (banners === null) {
    const expected = rememberedNumber(LAST_COUNT_KEY, 2);
    if (expected === 0) return null;
    return (
      <section className="home-banner" aria-hidden="true">
        <div className="home-banner__card home-banner__card--pending" />
        {expected > 1 && <div className="home-banner__dots home-banner__dots--pending" />}
      </section>
    );
  }
  if (!current) return null;
  const open = () => {
    void request('/advert/calcAdvert', { method: 'POST', body: { id: current.id }, silent: true }).catch(() => undefined);
    if (current.link && routeFacts(current.link)) navigateTo(current.link);
  };
  return (
    <section className="home-banner" aria-roledescription="carousel">
      <button type="button" className="home-banner__card" style={{ background: current.color }} onClick={open}>
        <span className="home-banner__title">{current.title}</span>
        {current.subtitle && <span className="home-banner__subtitle">{current.subtitle}</span>}
      </button>
      {count > 1 && (
        <div className="home-banner__dots">
          {banners.map((b, i) => (
            <button key={b.id} type="button" aria-label={String(i + 1)} className={i === index ? 'home-banner__dot home-banner__dot--on' : 'home-banner__dot'} onClick={() => setIndex(i)} />
          ))}
        </div>
      )}
    </section>
  );
}
