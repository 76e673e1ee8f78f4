import { atMost, type Figure, type Section } from './lib/figures';
import { loggedInApp, QUIET_SERIES, spread, timeCalls } from './lib/injectBench';
import { benchAccount } from './lib/session';

// Finance lists and details, one supplier's query at a time (150 ms p95, as the other document lists): each call N
// times in a row through the product's app (inject: routing, guard, schemas, serialisation, no socket) as S001,
// after a warm-up. The statement detail carries every source line of the period (receipts, returns, sales, fees).

const N = 40;

interface Call {
  name: string;
  method: 'GET' | 'POST';
  url: (ids: Ids) => string;
  body?: Record<string, unknown> | ((ids: Ids) => Record<string, unknown>);
}

interface Ids {
  statement: number;
  settlement: number;
}

const CALLS: Call[] = [
  { name: 'statements, first page', method: 'POST', url: () => '/scm/financial/reconciliation/getListData', body: { pageNum: 1, pageSize: 20 } },
  { name: 'statements to confirm', method: 'POST', url: () => '/scm/financial/reconciliation/getListData', body: { status: [0] } },
  { name: 'statement with its source lines', method: 'POST', url: () => '/scm/financial/reconciliation/doLoadEntity', body: (i) => ({ id: i.statement }) },
  { name: 'settlements, first page', method: 'POST', url: () => '/scm/financial/supplier/settlement/getListData', body: { pageNum: 1, pageSize: 20 } },
  { name: 'settlement totals and next payment', method: 'POST', url: () => '/scm/financial/supplier/settlement/sum/getListData', body: {} },
  { name: 'settlement detail', method: 'POST', url: () => '/scm/financial/supplier/settlement/doLoadEntity', body: (i) => ({ id: i.settlement }) },
  { name: 'fees, first page', method: 'POST', url: () => '/scm/financial/supplier-cost/getListData', body: { pageNum: 1, pageSize: 20 } },
  { name: 'payable ledger, whole history', method: 'POST', url: () => '/scm/financial/payable-flow/query', body: { pageNum: 1, pageSize: 20 } },
];

export async function benchFinance(databaseUrl: string, scale: string, log: (m: string) => void): Promise<Section> {
  const { app, token, close } = await loggedInApp(databaseUrl, benchAccount, '10.255.0.3', { autoConfirmMinutes: 0 });
  const figures: Figure[] = [];
  const details = ['| endpoint | p50 ms | p95 ms | max ms |', '|---|---|---|---|'];
  try {
    const first = async (url: string, body: object) =>
      ((await app.inject({ method: 'POST', url: `/mobile/api${url}`, headers: { token }, payload: body })).json().data.rows[0] as { id: number }).id;
    const ids: Ids = {
      statement: await first('/scm/financial/reconciliation/getListData', { status: [0] }),
      settlement: await first('/scm/financial/supplier/settlement/getListData', {}),
    };
    for (const call of CALLS) {
      const times = await timeCalls(N, 5, call.url(ids), () =>
        app.inject({ method: call.method, url: `/mobile/api${call.url(ids)}`, headers: { token }, ...(call.body ? { payload: typeof call.body === 'function' ? call.body(ids) : call.body } : {}) }),
      );
      const { p50, p95, max } = spread(times);
      figures.push(atMost(`${call.name} (S001)`, p95, 150, 'ms', `p95 of ${N} calls`));
      details.push(`| ${call.name} | ${p50} | ${p95} | ${max} |`);
      log(`${call.name}: p95 ${p95} ms`);
    }
  } finally {
    await close();
  }
  return {
    title: `API: finance lists and details, one supplier's query (scale ${scale})`,
    method: `Each endpoint called ${N} times in a row (after 5 warm-up calls) through \`app.inject\` as ${benchAccount.account} (S001). p95 per endpoint. ${QUIET_SERIES}`,
    figures,
    details,
  };
}
