export type Scale = 'demo' | 'large' | 'test';

/** Volumes per scale (domain.md §5). demo = §5.2; large = §5.1 purchasing volume for benchmarks; test = demo with shorter history. */
export interface ScaleParams {
  scale: Scale;
  stores: number;
  franchiseStores: number;
  regions: boolean;
  suppliers: number;
  /** Supplier users beyond the three fixed demo logins. */
  extraSupplierUsers: number;
  items: number;
  weighed: number;
  brandCount: number;
  /** Share of the demo suppliers' categories that they carry (kept near 120 items each at every scale). */
  demoItemShare: number;
  poDays: number;
  posPerDay: number;
  poLinesMin: number;
  poLinesMax: number;
  saleDays: number;
  ticketsPerStoreDay: number;
  wholesalePerDay: number;
  newItemsPerDay: number;
  replenishPerDay: number;
  feedbackPerDay: number;
  members: number;
  rechargesPerDay: number;
  storedCards: number;
}

const demo: ScaleParams = {
  scale: 'demo',
  stores: 5,
  franchiseStores: 1,
  regions: false,
  suppliers: 60,
  extraSupplierUsers: 20,
  items: 2000,
  weighed: 150,
  brandCount: 240,
  demoItemShare: 0.35,
  poDays: 90,
  posPerDay: 40,
  poLinesMin: 5,
  poLinesMax: 30,
  saleDays: 30,
  ticketsPerStoreDay: 750,
  wholesalePerDay: 3,
  newItemsPerDay: 2,
  replenishPerDay: 3,
  feedbackPerDay: 1,
  members: 10000,
  rechargesPerDay: 40,
  storedCards: 2000,
};

export const scales: Record<Scale, ScaleParams> = {
  demo,
  // The full 90 days of orders (cheap) so weekly statements reach every settlement state; fewer orders and sales keep it
  // fast. Two weeks of sales, which the latest weekly statement needs (recon.ts refuses fewer); half a demo day's
  // tickets a day, as many as one week at the old rate, so the seed takes no longer.
  test: { ...demo, scale: 'test', posPerDay: 20, saleDays: 14, ticketsPerStoreDay: 200, members: 3000, storedCards: 500 },
  large: {
    ...demo,
    scale: 'large',
    stores: 40,
    franchiseStores: 10,
    regions: true,
    suppliers: 600,
    extraSupplierUsers: 747,
    items: 15000,
    weighed: 800,
    brandCount: 1500,
    demoItemShare: 0.06,
    posPerDay: 650,
    poLinesMin: 5,
    poLinesMax: 60,
    // Four months of POS history, ≈5.4M sale lines (40 stores × 260 tickets × ~4 lines a day): the sales reports'
    // month and year figures are measured on it (bench/salesReports.ts).
    saleDays: 120,
    ticketsPerStoreDay: 260,
    wholesalePerDay: 30,
    newItemsPerDay: 10,
    replenishPerDay: 30,
    feedbackPerDay: 5,
    members: 50000,
    rechargesPerDay: 300,
    storedCards: 20000,
  },
};

/** The fixed demo suppliers (S001..S004) that the demo logins use; each gets documents in every state. */
export const DEMO_SUPPLIERS = 4;
