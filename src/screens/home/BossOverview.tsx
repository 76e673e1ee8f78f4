import { Suspense, type ReactNode } from 'react';
import { hasPageSchema, SchemaPage } from '../../engine/index';

// The merchant admin's home: the business overview dashboard of schemas/boss/ (today / this week / this month,
// drill-downs), drawn by the engine above the function tiles. The page file is the whole screen's definition.
export const BOSS_OVERVIEW_ROUTE = '/packagesBoss/overview/index';
const NO_QUERY: Record<string, string> = {};

export function BossOverview(): ReactNode {
  if (!hasPageSchema(BOSS_OVERVIEW_ROUTE)) return null;
  return (
    <section className="home-boss-overview">
      <Suspense fallback={null}>
        <SchemaPage route={BOSS_OVERVIEW_ROUTE} query={NO_QUERY} />
      </Suspense>
    </section>
  );
}
