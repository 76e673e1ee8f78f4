import type { FastifyInstance } from 'fastify';

// The bench-only list page and the endpoint behind it: 10,000 purchase-order-like rows in one answer, so
// the engine renders a 10,000-row list (page size 10,000) and the numbers measure the browser, not paging.

export const BENCH_ROUTE = '/packagesSub/bench/listRender';
export const BENCH_ROWS = 10_000;
const API = '/bench/list-render/rows';

export const benchPageSchema = {
  $schema: '../page.schema.json',
  id: 'zz-bench-list-render.list',
  kind: 'list',
  route: BENCH_ROUTE,
  title: { 'zh-CN': '列表渲染基准', en: 'List render bench' },
  menuCode: 'SCM_PURCHASE_ORDER',
  api: { url: API, method: 'POST', listPath: 'rows', totalPath: 'total' },
  pageSize: BENCH_ROWS,
  columnSettings: false,
  columns: [
    { field: 'sheetNo', label: { 'zh-CN': '单号', en: 'Sheet no.' }, card: 'title' },
    { field: 'status', label: { 'zh-CN': '状态', en: 'Status' }, format: { type: 'enum', enum: 'poStatus' }, card: 'badge' },
    { field: 'branchName', label: { 'zh-CN': '订货门店', en: 'Branch' }, card: 'subtitle' },
    { field: 'orderDate', label: { 'zh-CN': '订单日期', en: 'Order date' }, format: 'date' },
    { field: 'expectedDate', label: { 'zh-CN': '预计到货', en: 'Expected' }, format: 'date' },
    { field: 'lineCount', label: { 'zh-CN': '品项数', en: 'Lines' }, format: 'integer', align: 'right' },
    { field: 'totalQty', label: { 'zh-CN': '数量', en: 'Quantity' }, format: 'quantity', align: 'right' },
    { field: 'totalAmount', label: { 'zh-CN': '金额', en: 'Amount' }, format: 'currency', align: 'right', card: 'wide' },
  ],
  rowLink: { to: '/packagesSub/purchaseOrder/orderDetails', query: { id: '{{id}}' } },
  loadMore: { distance: 200 },
};

const STATUSES = [2, 3, 5, 6, 4, 8, 9];
const BRANCHES = ['云快订人民路店', '云快订滨江店', '云快订解放路店', '云快订新城店', '云快订大学城店', '云快订华东配送中心'];

/**
 * Deterministic rows shaped like the purchase-order list's answer (decimals as strings). Ids cycle through real
 * orders of the logged-in supplier, so a tap opens a real detail page.
 */
export function benchRows(orderIds: readonly number[], n = BENCH_ROWS) {
  const day = (i: number) => new Date(Date.UTC(2026, 0, 1) + (i % 300) * 86_400_000).toISOString().slice(0, 10);
  return Array.from({ length: n }, (_, i) => ({
    id: orderIds[i % orderIds.length],
    sheetNo: `CG${String(101 + (i % 6))}2026${String(100000 + i)}`,
    status: STATUSES[i % STATUSES.length],
    branchName: BRANCHES[i % BRANCHES.length],
    orderDate: day(i),
    expectedDate: day(i + 2),
    lineCount: 1 + (i % 40),
    totalQty: `${(i * 7) % 2000}.${String(i % 1000).padStart(3, '0')}`,
    totalAmount: `${(i * 131) % 90000}.${String(i % 100).padStart(2, '0')}`,
  }));
}

/** Adds the bench endpoint to an app built by buildApp (before it listens). */
export function addBenchEndpoint(app: FastifyInstance, orderIds: readonly number[]): void {
  const answer = { code: 0, message: '', data: { rows: benchRows(orderIds), total: BENCH_ROWS } };
  const body = JSON.stringify(answer);
  app.post(`/mobile/api${API}`, { config: { auth: 'supplier' }, schema: { hide: true } }, async (_req, reply) => {
    reply.header('content-type', 'application/json; charset=utf-8');
    return reply.send(body);
  });
}
