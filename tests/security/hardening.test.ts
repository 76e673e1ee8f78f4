import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { withS001 } from '../server/fixtures';
import type { TestContext } from '../support/testContext';

// The defects an outside probe found in malformed input, loose coercion, headers, bad paths and the API docs. Each
// case answered a 500, changed state or lacked a header before its fix.

let ctx: TestContext;
let token: string;
let orderId: number;
let lineId: number;
let returnId: number;

/**
 * Everything the routes under test could write, as one string: the documents they answer, whole, and the size of the
 * tables they add to. Equal before and after means nothing changed.
 */
async function fingerprint(): Promise<string> {
  const r = await sql<{ h: string }>`
    select concat_ws(' ',
      (select md5(string_agg(x::text, '|' order by x.id)) from purchase_order x where x.id = ${orderId}),
      (select md5(string_agg(x::text, '|' order by x.id)) from purchase_order_line x where x.order_id = ${orderId}),
      (select md5(string_agg(x::text, '|' order by x.id)) from purchase_out x where x.id = ${returnId}),
      (select md5(coalesce(string_agg(x::text, '|' order by x.user_id, x.page_id), '')) from column_setting x),
      (select count(*) || '/' || coalesce(max(id), 0) from approval_log),
      (select count(*) || '/' || coalesce(max(id), 0) from login_attempt),
      (select count(*) from user_session)) as h`.execute(ctx.db);
  return r.rows[0].h;
}

/** Sends a body as raw JSON text, so lone surrogates and numbers like 1e309 reach the server as a client wrote them. */
const post = (url: string, json: string, t: string | undefined = token) => ctx.call('POST', url, { token: t, rawBody: json });
const get = (url: string, t: string | undefined = token) => ctx.call('GET', url, { token: t });

const orderList = '/scm/purchase/purchase-order/list';
const orderConfirm = '/scm/purchase/purchase-order/saveConfirm';
const returnConfirm = '/scm/purchase/purchase-out/saveConfirm';
const columnSave = '/common/column-setting/save';

/** A 400 envelope naming `field`, and no change in the database. */
async function refused(send: () => Promise<{ code: number; data: unknown }>, field?: string) {
  const before = await fingerprint();
  const r = await send();
  expect(r.code, JSON.stringify(r)).toBe(400);
  if (field) expect(r.data).toMatchObject({ field });
  expect(await fingerprint()).toBe(before);
}

beforeAll(async () => {
  const s = await withS001();
  ({ ctx, token } = s);
  const po = await ctx.db.insertInto('purchase_order').values({
    merchant_id: s.merchantId, sheet_no: 'ZC2406010001', supplier_id: s.supplierId, order_branch_id: s.branchId, receive_branch_id: s.branchId,
    status: 2, order_date: '2024-06-01', expected_date: '2024-06-05', total_qty: '10', total_amount: '20.00',
  }).returning('id').executeTakeFirstOrThrow();
  orderId = po.id;
  lineId = (await ctx.db.insertInto('purchase_order_line').values({
    merchant_id: s.merchantId, supplier_id: s.supplierId, order_id: po.id, line_no: 1, item_id: s.itemId, name: '商品', order_qty: '10', price: '2.0000', amount: '20.00',
  }).returning('id').executeTakeFirstOrThrow()).id;
  returnId = (await ctx.db.insertInto('purchase_out').values({
    merchant_id: s.merchantId, sheet_no: 'ZO2406010001', supplier_id: s.supplierId, branch_id: s.branchId, status: 2, reason_code: 1,
    reason: '临期商品', out_time: '2024-06-01T10:00:00+08:00', total_qty: '3', total_amount: '6.00',
  }).returning('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => ctx.close());

describe('malformed input answers the 400 envelope and changes nothing', () => {
  it('NUL in any string: login account, keyword filters (body and query), reasons, remarks, column settings', async () => {
    await refused(() => post('/mobile/scm/login', '{"account":"13800000001\\u0000","password":"x"}', undefined), 'account');
    await refused(() => post('/validate/checkLogin', '{"account":"a\\u0000"}', undefined), 'account');
    await refused(() => post(orderList, '{"keyword":"ZC\\u0000"}'), 'keyword');
    await refused(() => get('/common/column-setting/list?pageId=a%00b'), 'pageId');
    await refused(() => post(orderConfirm, `{"id":${orderId},"version":0,"action":"reject","reason":"no\\u0000"}`), 'reason');
    await refused(() => post(orderConfirm, `{"id":${orderId},"version":0,"action":"confirm","remark":"\\u0000","lines":[]}`), 'remark');
    await refused(() => post(returnConfirm, `{"id":${returnId},"version":0,"action":"reject","reason":"\\u0000"}`), 'reason');
    await refused(() => post(columnSave, '{"pageId":"purchase-order.list","settings":{"hidden":["a\\u0000"],"order":[]}}'), 'settings/hidden/0');
  });

  it('lone surrogates anywhere, while paired ones (emoji) are text like any other', async () => {
    await refused(() => post(columnSave, '{"pageId":"purchase-order.list","settings":{"hidden":["\\ud800"],"order":[]}}'), 'settings/hidden/0');
    await refused(() => post(columnSave, '{"pageId":"purchase-order.list","settings":{"hidden":[],"order":["x\\udfff"]}}'), 'settings/order/0');
    await refused(() => post(orderList, '{"keyword":"\\udc00"}'), 'keyword');
    await refused(() => post(returnConfirm, `{"id":${returnId},"version":0,"action":"reject","reason":"坏\\ud83d"}`), 'reason');
    const emoji = await post(orderList, '{"keyword":"🍎"}');
    expect(emoji.code).toBe(0);
  });

  it('"Infinity" and "1e309" are no integers: the limits hold', async () => {
    for (const v of ['"Infinity"', '"1e309"', '"-Infinity"', '1e309']) {
      await refused(() => post(orderList, `{"pageSize":${v}}`), 'pageSize');
      await refused(() => post(orderConfirm, `{"id":${orderId},"version":${v},"action":"reject","reason":"x"}`), 'version');
    }
    // A path's id is a query-string value: coerced, but only from plain digits.
    for (const v of ['Infinity', '1e309', '1e3', '0x3', '%203', '-0']) {
      expect((await get(`/scm/purchase/purchase-order/detail/${v}`)).code).toBe(404);
    }
  });

  it('dates of year 0 and impossible dates', async () => {
    for (const d of ['0000-01-01', '2023-02-30', '2024-13-01', '10000-01-01', '2024-6-1']) {
      await refused(() => post(orderList, `{"dateFrom":"${d}"}`), 'dateFrom');
      await refused(() => post('/scm/report/purchase-summary/query', `{"dateFrom":"2024-01-01","dateTo":"${d}"}`), 'dateTo');
      await refused(
        () => post(orderConfirm, `{"id":${orderId},"version":0,"action":"confirm","promisedDate":"${d}","lines":[{"lineId":${lineId},"confirmedQty":"1"}]}`),
        'promisedDate',
      );
    }
  });

  it('versions and ids beyond what the database stores', async () => {
    await refused(() => post(returnConfirm, `{"id":${returnId},"version":2147483648,"action":"confirm"}`), 'version');
    await refused(() => post(orderConfirm, `{"id":${orderId},"version":4294967296,"action":"reject","reason":"x"}`), 'version');
    // Ids are bigint: beyond int but within 2^53 they are ids of nothing; beyond 2^53 they are not ids.
    const before = await fingerprint();
    expect((await post(returnConfirm, '{"id":2147483648,"version":0,"action":"confirm"}')).code).toBe(404);
    expect((await post(orderList, '{"branchId":9007199254740991}')).data.total).toBe(0);
    expect((await get('/scm/purchase/purchase-order/detail/2147483648')).code).toBe(404);
    expect(await fingerprint()).toBe(before);
    await refused(() => post(returnConfirm, '{"id":9007199254740992,"version":0,"action":"confirm"}'), 'id');
    expect((await get('/scm/purchase/purchase-order/detail/9007199254740992')).code).toBe(404);
  });
});

describe('bodies are typed; only query strings and paths are coerced', () => {
  it('refuses a boolean reason, a quantity in a list, ids given as true or as hexadecimal text', async () => {
    await refused(() => post(orderConfirm, `{"id":${orderId},"version":0,"action":"reject","reason":false}`), 'reason');
    await refused(() => post(returnConfirm, `{"id":${returnId},"version":0,"action":"reject","reason":false}`), 'reason');
    await refused(
      () => post(orderConfirm, `{"id":${orderId},"version":0,"action":"confirm","lines":[{"lineId":${lineId},"confirmedQty":[1]}]}`),
      'lines/0/confirmedQty',
    );
    await refused(() => post(returnConfirm, `{"id":true,"version":0,"action":"confirm"}`), 'id');
    await refused(() => post(returnConfirm, `{"id":"0x3","version":0,"action":"confirm"}`), 'id');
    await refused(() => post(returnConfirm, `{"id":"${returnId}","version":0,"action":"confirm"}`), 'id');
    await refused(() => post(returnConfirm, `{"id":${returnId},"version":null,"action":"confirm"}`), 'version');
    await refused(() => post(orderList, '{"dueToday":"true"}'), 'dueToday');
    await refused(() => post(orderList, '{"status":"2"}'), 'status/0');
  });

  it('a status filter is one code or a list of codes, as the list screens and links send it', async () => {
    const one = await post(orderList, '{"status":2}');
    const list = await post(orderList, '{"status":[2]}');
    expect(one.code).toBe(0);
    expect(one.data.total).toBeGreaterThan(0);
    expect(list.data.total).toBe(one.data.total);
  });

  it('coerces plain digits and words in query strings and paths', async () => {
    const branch = await ctx.db.selectFrom('branch').select('id').orderBy('id').executeTakeFirstOrThrow();
    expect((await get(`/common/branch/queryOneBranchWithBusinessScope?branchId=${branch.id}`)).code).toBe(0);
    expect((await get(`/scm/purchase/purchase-order/detail/${orderId}`)).data.id).toBe(orderId);
  });
});

describe('headers', () => {
  it('serves the app with a strict Content-Security-Policy and the other security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    const directive = (name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';
    // Scripts from this server's files, plus the shell's own inline script by its hash (checked below): never
    // 'unsafe-inline', never 'unsafe-eval'.
    expect(directive('script-src')).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')*$/);
    expect(directive('script-src-attr')).toBe("script-src-attr 'none'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('base-uri')).toBe("base-uri 'self'");
    // Style elements from files, and the shell's own by their hashes (checked below).
    expect(directive('style-src-elem')).toMatch(/^style-src-elem 'self'( 'sha256-[A-Za-z0-9+/]+=*')*$/);
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('lets only the studio preview’s copy of the shell be framed, and only by this origin', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/?frame=studio-preview' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp.split(';').find((d) => d.startsWith('frame-ancestors '))).toBe("frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    // any other query, or an API answer, keeps refusing every frame
    for (const url of ['/?frame=other', '/?x=frame=studio-preview', '/mobile/api/common/system/config/other?frame=studio-preview']) {
      const other = await ctx.app.inject({ method: 'GET', url });
      expect(other.headers['x-frame-options'], url).toBe('DENY');
      if (other.headers['content-security-policy']) expect(String(other.headers['content-security-policy']), url).toContain("frame-ancestors 'none'");
    }
  });

  it('the built page runs only the inline script that the policy of the shell names by its hash', async () => {
    const html = fs.readFileSync(path.resolve('dist/index.html'), 'utf8');
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(([, attrs]) => !/\bsrc=/.test(attrs!)).map(([, , body]) => body!);
    const hashes = inline.map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    const scriptSrc = String(res.headers['content-security-policy']).split(';').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe(["script-src 'self'", ...hashes].join(' '));
    // Its style elements (the entry's style sheets, written in by the build) likewise, and nothing else.
    const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body]) => `'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`);
    expect(styles.length).toBeGreaterThan(0);
    const styleSrc = String(res.headers['content-security-policy']).split(';').find((d) => d.startsWith('style-src-elem '));
    expect(styleSrc).toBe(["style-src-elem 'self'", ...styles].join(' '));
    // Every other answer allows no inline script at all.
    const api = await ctx.app.inject({ method: 'GET', url: '/mobile/api/scm/my/getCurSupplier' });
    expect(String(api.headers['content-security-policy']).split(';').find((d) => d.startsWith('script-src '))).toBe("script-src 'self'");
    expect(String(api.headers['content-security-policy']).split(';').find((d) => d.startsWith('style-src-elem '))).toBe("style-src-elem 'self'");
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it('API answers are never stored by a browser or a proxy', async () => {
    const withToken = await ctx.app.inject({ method: 'GET', url: '/mobile/api/scm/my/getCurSupplier', headers: { token } });
    expect(withToken.headers['cache-control']).toBe('no-store');
    const login = await ctx.app.inject({ method: 'POST', url: '/mobile/api/mobile/scm/login', payload: { account: 'x', password: 'y' } });
    expect(login.headers['cache-control']).toBe('no-store');
    const refusedCall = await ctx.app.inject({ method: 'GET', url: '/mobile/api/scm/my/getCurSupplier' });
    expect(refusedCall.headers['cache-control']).toBe('no-store');
  });
});

describe('paths', () => {
  it('bad percent-encoding answers the envelope, not the framework\'s own error', async () => {
    for (const url of ['/mobile/api/scm/purchase/purchase-order/detail/%ff', '/mobile/api/scm/purchase/purchase-order/detail/%E4%B8', '/mobile/api/%zz']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { token } });
      expect(res.statusCode, url).toBeLessThan(500);
      const body = res.json();
      expect(Object.keys(body).sort(), url).toEqual(['code', 'data', 'message']);
      expect(body.code, url).toBe(400);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('API docs', () => {
  it('are not served unless enabled (a path without a file extension gets the app shell, as any unknown path)', async () => {
    for (const url of ['/docs', '/docs/json', '/docs/static/index.html', '/docs/static/swagger-initializer.js']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.body, url).not.toMatch(/openapi|swagger/i);
    }
  });

  it('are served when SCM_API_DOCS=1', async () => {
    const app = await buildApp({ db: ctx.db, apiDocs: true });
    try {
      const res = await app.inject({ method: 'GET', url: '/docs/json' });
      expect(res.statusCode).toBe(200);
      expect(res.json().paths['/mobile/api/mobile/scm/login']).toBeTruthy();
      // Swagger UI's page may add its own <style>; its scripts are files like the app's.
      const ui = await app.inject({ method: 'GET', url: '/docs/' });
      expect(ui.body).toContain('swagger-ui');
      expect(String(ui.headers['content-security-policy'])).toContain("script-src 'self';");
    } finally {
      await app.close();
    }
  });
});
