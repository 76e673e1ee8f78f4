import { sql } from 'kysely';
import { atMost, type Figure, type Section } from './lib/figures';
import { loggedInApp, QUIET_SERIES, spread, timeCalls } from './lib/injectBench';
import { benchAccount } from './lib/session';

// Stock and goods endpoints, one supplier's query at a time (the p95 ≤ 150 ms): each endpoint is called
// N times in a row through the product's app (inject: routing, guard, schemas, serialisation included, no socket),
// after a warm-up, as the demo supplier S001 and as the supplier with the most stock rows of the seed.

const N = 40;

interface Call {
  name: string;
  url: string;
  body: (item: number) => Record<string, unknown>;
}

const CALLS: Call[] = [
  { name: 'stock list', url: '/scm/report/stock/getListData', body: () => ({ pageNum: 1, pageSize: 20 }) },
  { name: 'stock list, running out in 7 days', url: '/scm/report/stock/getListData', body: () => ({ pageNum: 1, pageSize: 20, runningOutDays: 7 }) },
  { name: 'stock sum', url: '/scm/report/stock/getSum', body: () => ({}) },
  { name: 'stock of one item per branch', url: '/scm/report/stock/getDetail', body: (item) => ({ itemId: item }) },
  { name: 'unsalable list, N = 30', url: '/scm/report/stock/unsalableItem/getListData', body: () => ({ days: 30 }) },
  { name: 'unsalable sum, N = 30', url: '/scm/report/stock/unsalableItem/getSum', body: () => ({ days: 30 }) },
  { name: 'goods data list', url: '/shop/item/data/summary', body: () => ({}) },
  { name: 'goods details: info', url: '/shop/item/data/item-info', body: (item) => ({ itemId: item }) },
  { name: 'goods details: purchases', url: '/shop/item/data/purchase-record', body: (item) => ({ itemId: item }) },
  { name: 'goods details: sales 28 days', url: '/shop/item/data/item-retail', body: (item) => ({ itemId: item, days: 28 }) },
  { name: 'goods details: stock', url: '/shop/item/data/item-stock', body: (item) => ({ itemId: item }) },
  { name: 'goods details: supply terms', url: '/shop/item/data/item-supplier', body: (item) => ({ itemId: item }) },
  { name: 'goods of the supplying organisation', url: '/scm/product/item/getItemList', body: () => ({}) },
  { name: 'qualifications', url: '/scm/product/supplyQualification/list', body: () => ({}) },
  { name: 'item search by pinyin initials', url: '/common/item/query', body: () => ({ keyword: 'N' }) },
];

export async function benchStockGoods(databaseUrl: string, scale: string, log: (m: string) => void): Promise<Section> {
  const { db, app, token, close } = await loggedInApp(databaseUrl, benchAccount, '10.255.0.2');
  const figures: Figure[] = [];
  const details = ['| endpoint | supplier | p50 ms | p95 ms | max ms |', '|---|---|---|---|---|'];
  try {
    // The biggest supplier by stock rows: the worst case of "one supplier's query".
    const big = await sql<{ id: number; code: string; n: number }>`select s.supplier_id::int as id, p.code, count(*)::int as n from stock s
      join supplier p on p.id = s.supplier_id group by s.supplier_id, p.code order by n desc limit 1`.execute(db);
    const s001 = await sql<{ item: number }>`select s.item_id::int as item from stock s join supplier p on p.id = s.supplier_id
      where p.code = 'S001' group by s.item_id order by count(*) desc limit 1`.execute(db);
    for (const call of CALLS) {
      const item = s001.rows[0]!.item;
      const times = await timeCalls(N, 5, call.url, () =>
        app.inject({ method: 'POST', url: `/mobile/api${call.url}`, headers: { token }, payload: call.body(item) }),
      );
      const { p50, p95, max } = spread(times);
      figures.push(atMost(`${call.name} (S001)`, p95, 150, 'ms', `p95 of ${N} calls`));
      details.push(`| ${call.name} | S001 | ${p50} | ${p95} | ${max} |`);
      log(`${call.name}: p95 ${p95} ms`);
    }
    log(`largest supplier by stock rows: ${big.rows[0]?.code} (${big.rows[0]?.n} rows)`);
    details.push('', `Largest supplier by stock rows at this scale: ${big.rows[0]?.code} with ${big.rows[0]?.n} branch-item rows; S001 holds ${(await sql<{ n: number }>`select count(*)::int as n from stock s join supplier p on p.id = s.supplier_id where p.code = 'S001'`.execute(db)).rows[0]!.n}.`);
  } finally {
    await close();
  }
  return {
    title: `API: stock and goods, one supplier's query (scale ${scale})`,
    method: `Each endpoint called ${N} times in a row (after 5 warm-up calls) through \`app.inject\` as ${benchAccount.account} (S001): guard, schemas, query and serialisation, no socket. p95 per endpoint. ${QUIET_SERIES}`,
    figures,
    details,
  };
}
