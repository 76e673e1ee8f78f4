import { Suspense, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { hasPageSchema, SchemaPage } from '../../engine/index';
import { BOSS_OVERVIEW_PATH } from '../../../common/routes/appPaths';
import { remember, rememberedNumber } from '../../ui/rememberedLayout';

// The merchant admin's home: the business overview dashboard of schemas/boss/ (today / this week / this month,
// drill-downs), drawn by the engine above the function tiles. The page file is the whole screen's definition.
// Opened at once (a reload, a deep link) its page file comes with the home's code (the home route's loader, routeLoader.ts) and its
// tiles keep their size while they load; coming from login, the file may still be on its way when home draws, so
// the section keeps the height the overview had on the last visit until it is there: the tiles below stay put.
const NO_QUERY: Record<string, string> = {};
const OVERVIEW_ROUTE = { path: BOSS_OVERVIEW_PATH };
const HEIGHT_KEY = 'home_boss_overview_px';

export function BossOverview(): ReactNode {
  const box = useRef<HTMLElement>(null);
  const [reserve] = useState(() => rememberedNumber(HEIGHT_KEY, 0, 4000));
  const [drawn, setDrawn] = useState(false);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const sized = new ResizeObserver(([entry]) => entry && remember(HEIGHT_KEY, Math.round(entry.target.getBoundingClientRect().height)));
    // The engine's frame, once it is there (not the loading words of a page file on its way).
    const found = () => {
      const dashboard = el.querySelector('.eng-dashboard');
      if (!dashboard) return false;
      sized.observe(dashboard);
      setDrawn(true);
      return true;
    };
    const drawnLater = new MutationObserver(() => found() && drawnLater.disconnect());
    if (!found()) drawnLater.observe(el, { childList: true, subtree: true });
    return () => {
      drawnLater.disconnect();
      sized.disconnect();
    };
  }, []);
  if (!hasPageSchema(BOSS_OVERVIEW_PATH)) return null;
  return (
    <section ref={box} className="home-boss-overview" style={drawn ? undefined : { minHeight: reserve }}>
      <Suspense fallback={null}>
        <SchemaPage route={OVERVIEW_ROUTE} query={NO_QUERY} />
      </Suspense>
    </section>
  );
}
