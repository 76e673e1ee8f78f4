import pg from 'pg';

// A screen that shows one document is measured on a real one: the route's query, read from the demo data the way
// a list row would fill it (S001 is the supplier of 13800000001; the boss's chain is S001's merchant). A form that
// acts on a document gets one in the status the form is for.

const S001 = "(select id from supplier where code = 'S001')";
const CHAIN = `(select merchant_id from supplier where code = 'S001')`;

/** route → SQL whose first row is the query (column names are the query's parameters). */
const SAMPLES: Record<string, string> = {
  '/packagesSub/purchaseOrder/orderDetails': `select id from purchase_order where supplier_id = ${S001} order by id desc`,
  '/packagesSub/purchaseOrder/confirm': `select id from purchase_order where supplier_id = ${S001} and status = 2 order by id desc`,
  '/packagesSub/purchaseIn/info': `select id from purchase_in where supplier_id = ${S001} order by id desc`,
  '/packagesSub/purchaseOut/info': `select id from purchase_out where supplier_id = ${S001} order by id desc`,
  '/packagesSub/replenish/detail': `select id from self_replenish where supplier_id = ${S001} order by id desc`,
  '/packagesSub/replenish/approve': `select id from self_replenish where merchant_id = ${CHAIN} and status = 1 order by id desc`,
  '/packagesSub/newProductApply/info': `select id from new_item_application where supplier_id = ${S001} order by (status = 1) desc, id desc`,
  '/pages/finance/bill-detail': `select id from reconciliation where supplier_id = ${S001} order by id desc`,
  '/pages/finance/bill-dispute': `select id from reconciliation where supplier_id = ${S001} and status = 0 order by id desc`,
  '/pages/finance/fee-detail': `select id from supplier_fee where supplier_id = ${S001} order by id desc`,
  '/pages/finance/fee-dispute': `select id as "feeId" from supplier_fee where supplier_id = ${S001} order by id desc`,
  '/pages/finance/account-info': `select id from settlement where supplier_id = ${S001} and status <> 0 order by id desc`,
  '/pages/finance/invoice-entry': `select id from settlement where supplier_id = ${S001} and status = 1 order by id desc`,
  '/pages/finance/invoices': `select id as "settlementId" from settlement where supplier_id = ${S001} and status <> 0 order by id desc`,
  '/pages/finance/vouchers': `select settlement_id as "settlementId" from settlement_voucher where supplier_id = ${S001} order by id desc`,
  '/pages/finance/payment': `select id from settlement_voucher where supplier_id = ${S001} order by id desc`,
  '/pages/finance/prepayment': `select id from prepayment where supplier_id = ${S001} order by id desc`,
  '/pages/finance/sales-payable': `select id from payable_flow where supplier_id = ${S001} and biz_type in (3, 4) order by id desc`,
  '/pages/index/goodsDetails': `select item_id as "itemId" from item_supplier where supplier_id = ${S001} order by item_id`,
  '/pages/index/stockDetail': `select item_id as "itemId" from item_supplier where supplier_id = ${S001} order by item_id`,
  '/packagesBoss/stock/branches': `select item_id as "itemId" from stock where merchant_id = ${CHAIN} order by item_id`,
  '/packagesBoss/feedback/detail': `select id from feedback where merchant_id = ${CHAIN} order by id desc`,
  '/packagesBoss/device/detail': `select id from device where merchant_id = ${CHAIN} order by id desc`,
};

/**
 * The query string (with its `?`) each document screen opens with (routes that need none are not listed), or null
 * when the demo data holds no such document for S001 (the screen is then not one its user can reach).
 */
export async function sampleQueries(databaseUrl: string): Promise<Map<string, string | null>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const out = new Map<string, string | null>();
    for (const [route, sql] of Object.entries(SAMPLES)) {
      const row = (await client.query<Record<string, unknown>>(`${sql} limit 1`)).rows[0];
      out.set(route, row ? `?${new URLSearchParams(Object.entries(row).map(([k, v]) => [k, String(v)]))}` : null);
    }
    return out;
  } finally {
    await client.end();
  }
}
