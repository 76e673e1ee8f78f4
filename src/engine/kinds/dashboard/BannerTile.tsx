import { useEffect, useState, type ReactNode } from 'react';
import { navigateTo } from '../../../navigation/navigate';
import { mayOpen } from '../../../navigation/routeTable';
import { pageMemoryKey, remember, rememberedNumber } from '../../../ui/rememberedLayout';
import { callApi, readList } from '../../data/api';
import { getPath } from '../../../../common/page/template';
import type { BannerTile as BannerSpec } from '../../../../common/page/schemaTypes';
import './banner.css';

// `"type": "banner"`: the chain's banners (the supplier home's), one at a time, swiped by their dots or rotated every
// 5 s. Each banner shown is reported once per visit (`seenApi`), a tap too (`tapApi`) before its link opens. No
// banners, or a failed call: no tile. While they load, the space the last visit's banners took is kept (a first visit
// expects several), so what is below does not jump when they arrive (layout shift).

type Row = Record<string, unknown>;
const ROTATE_MS = 5000;

const report = (api: BannerSpec['seenApi'], row: Row) => api && void callApi(api, { scope: row, silent: true }).catch(() => undefined);

export function BannerTile({ tile, pageId }: { tile: BannerSpec; pageId: string }): ReactNode {
  const countKey = pageMemoryKey(pageId, 'bannerCount');
  const [rows, setRows] = useState<Row[] | null>(null);
  const [index, setIndex] = useState(0);
  const [seen] = useState(() => new Set<unknown>());

  useEffect(() => {
    const controller = new AbortController();
    callApi(tile.api, { silent: true, signal: controller.signal })
      .then((answer) => {
        const list = Array.isArray(answer) ? (answer as Row[]) : readList(tile.api, answer).rows;
        remember(countKey, list.length);
        setRows(list);
      })
      .catch(() => !controller.signal.aborted && setRows([]));
    return () => controller.abort();
  }, [tile, countKey]);

  const count = rows?.length ?? 0;
  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), ROTATE_MS);
    return () => clearInterval(timer);
  }, [count]);

  const current = rows?.[index % Math.max(count, 1)];
  const key = current && getPath(current, tile.key);
  useEffect(() => {
    if (!current || seen.has(key)) return;
    seen.add(key);
    report(tile.seenApi, current);
  }, [key]);

  if (rows === null) {
    const expected = rememberedNumber(countKey, 2);
    if (expected === 0) return null;
    return (
      <section className="home-banner" aria-hidden="true">
        <div className="home-banner__card home-banner__card--pending" />
        {expected > 1 && <div className="home-banner__dots home-banner__dots--pending" />}
      </section>
    );
  }
  if (!current) return null;
  const field = (path: string | undefined) => (path ? getPath(current, path) : undefined);
  const subtitle = field(tile.subtitle);
  const color = field(tile.color);
  const open = () => {
    report(tile.tapApi, current);
    const link = field(tile.link);
    if (typeof link === 'string' && mayOpen(link)) navigateTo(link);
  };
  return (
    <section className="home-banner" aria-roledescription="carousel">
      <button type="button" className="home-banner__card" style={typeof color === 'string' ? { backgroundColor: color } : undefined} onClick={open}>
        <span className="home-banner__title">{String(field(tile.title) ?? '')}</span>
        {subtitle ? <span className="home-banner__subtitle">{String(subtitle)}</span> : null}
      </button>
      {count > 1 && (
        <div className="home-banner__dots">
          {rows.map((row, i) => (
            <button
              key={String(getPath(row, tile.key) ?? i)}
              type="button"
              aria-label={String(i + 1)}
              className={i === index ? 'home-banner__dot home-banner__dot--on' : 'home-banner__dot'}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
