import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../server/modules/index';
import type { TestContext } from '../support/testContext';
import { withS001 } from './fixtures';

// Messages in the caller's language (Accept-Language, Chinese by default), one language per message, the field
// named in words; bad input of any shape is answered as such, never as a server error.

let ctx: TestContext;
let token: string;
let orderId: number;
let lineIds: number[];

type Lang = 'zh-CN' | 'en' | undefined;

async function call(method: 'GET' | 'POST', url: string, lang: Lang, body?: unknown, rawBody?: string) {
  const res = await ctx.app.inject({
    method,
    url: `/mobile/api${url}`,
    headers: {
      token,
      ...(lang ? { 'accept-language': lang } : {}),
      ...(body !== undefined || rawBody !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    payload: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  return { status: res.statusCode, ...res.json() };
}

const hasChinese = (s: string) => /[\u3400-\u9fff]/.test(s);
const hasLatinWord = (s: string) => /[A-Za-z]{3,}/.test(s);

beforeAll(async () => {
  const s001 = await withS001();
  ({ ctx, token } = s001);
  const sup = { id: s001.supplierId, merchant_id: s001.merchantId };
  const po = await ctx.db.insertInto('purchase_order').values({
    merchant_id: sup.merchant_id, sheet_no: 'ZL2405100001', supplier_id: sup.id, order_branch_id: s001.branchId, receive_branch_id: s001.branchId,
    status: 2, order_date: '2024-05-10', expected_date: '2024-05-15',
  }).returning('id').executeTakeFirstOrThrow();
  orderId = po.id;
  lineIds = (await ctx.db.insertInto('purchase_order_line').values(['60', '5'].map((q, i) => ({
    merchant_id: sup.merchant_id, supplier_id: sup.id, order_id: po.id, line_no: i + 1, item_id: 1, name: `商品${i + 1}`, order_qty: q, price: '1.0000', amount: q,
  }))).returning('id').execute()).map((l) => l.id);
});
afterAll(() => ctx.close());

describe('business messages', () => {
  const overOrdered = { id: 0, version: 0, action: 'confirm', promisedDate: '2024-05-14', lines: [] as unknown[] };
  const body = () => ({ ...overOrdered, id: orderId, lines: [{ lineId: lineIds[0], confirmedQty: '60.5' }, { lineId: lineIds[1], confirmedQty: '5' }] });

  it('say which field, in Chinese by default', async () => {
    for (const lang of [undefined, 'zh-CN'] as const) {
      const r = await call('POST', '/scm/purchase/purchase-order/saveConfirm', lang, body());
      expect(r).toMatchObject({
        code: 400, message: '第1行「确认数量」不能大于订货数量（60.000）', data: { field: 'lines/0/confirmedQty', problem: '不能大于订货数量（60.000）' },
      });
    }
  });

  it('say it in English when the UI is English, and never in two languages at once', async () => {
    const r = await call('POST', '/scm/purchase/purchase-order/saveConfirm', 'en', body());
    expect(r.message).toBe('Confirmed quantity (line 1) must not exceed the ordered quantity (60.000)');
    expect(hasChinese(r.message)).toBe(false);
    const zh = await call('POST', '/scm/purchase/purchase-order/saveConfirm', 'zh-CN', body());
    expect(hasLatinWord(zh.message)).toBe(false);
    const reject = await call('POST', '/scm/purchase/purchase-order/saveConfirm', 'en', { id: orderId, version: 0, action: 'reject' });
    expect(reject.message).toBe('Reason is required (1–200 characters)');
  });

  it('follow the first language of the header the portal speaks', async () => {
    const r = await call('GET', '/scm/purchase/purchase-order/detail/999999999', 'fr-FR,en;q=0.8' as Lang);
    expect(r.message).toBe('The document does not exist or is not yours to see');
  });
});

describe('validation messages', () => {
  it('name the field in words, in the caller\'s language', async () => {
    const zh = await call('POST', '/scm/purchase/purchase-order/list', 'zh-CN', { dateFrom: '2019-02-30' });
    expect(zh).toMatchObject({ code: 400, message: '「开始日期」不是有效的日期（年-月-日）', data: { field: 'dateFrom' } });
    const en = await call('POST', '/scm/purchase/purchase-order/list', 'en', { dateFrom: '2019-02-30' });
    expect(en).toMatchObject({ message: 'Start date must be a valid date (YYYY-MM-DD)', data: { field: 'dateFrom', problem: 'must be a valid date (YYYY-MM-DD)' } });
    const size = await call('POST', '/scm/purchase/purchase-order/list', 'en', { pageSize: 101 });
    expect(size.message).toBe('Page size must not be greater than 100');
    const line = await call('POST', '/scm/purchase/purchase-order/saveConfirm', 'zh-CN', {
      id: orderId, version: 0, action: 'confirm', lines: [{ lineId: lineIds[0], confirmedQty: { n: 1 } }],
    });
    expect(line).toMatchObject({ message: '第1行「确认数量」格式不正确', data: { field: 'lines/0/confirmedQty' } });
    const unknown = await call('POST', '/scm/purchase/purchase-order/list', 'en', { supplierId: 9 });
    expect(unknown.message).toBe('supplierId is not an accepted field');
  });

  it('a detail opened without an id, or with letters for one, says the document was not found', async () => {
    const urls = ['/scm/purchase/purchase-order/detail', '/scm/purchase/purchase-order/detail/', '/scm/financial/purchase-in/detail/abc', '/scm/financial/purchase-out/detail/1.5'];
    for (const url of urls) {
      const en = await call('GET', url, 'en');
      expect(en, url).toMatchObject({ code: 404, message: 'The document does not exist or is not yours to see', data: null });
      expect((await call('GET', url, undefined)).message).toBe('单据不存在或无权查看');
    }
    expect(await call('GET', '/scm/purchase/purchase-order/nothing', 'en')).toMatchObject({ code: 404, message: 'No such API' });
  });
});

describe('bad input is never a server error', () => {
  const badBodies: unknown[] = [
    [], 'text', 12, null, { pageNum: 1e20 }, { pageSize: -1 }, { id: 1e300, version: -1 },
    { id: 9007199254740991, version: 2147483648, action: 'confirm', promisedDate: '2024-01-01', lines: [{ lineId: 9007199254740991, confirmedQty: '99999999999.999' }] },
    { id: 1, version: 0, action: 'confirm', promisedDate: '0001-01-01', lines: [{ lineId: 1, confirmedQty: 1e308 }] },
    { dateFrom: '9999-12-31', dateTo: '0001-01-01' }, { dateFrom: '0001-01-01', dateTo: '0001-01-02' }, { status: ['a'] },
    { keyword: `%_\\'"${'x'.repeat(100)}` }, { branchId: 9007199254740991 }, { groupBy: 'nope' }, { settings: { hidden: 'x' } },
  ];

  it('every POST route answers bad bodies with a client error', async () => {
    const posts = apiRoutes.filter((r) => r.method === 'POST' && r.url !== '/mobile/scm/login');
    for (const r of posts) {
      for (const body of badBodies) {
        const res = await call('POST', r.url, 'en', undefined, JSON.stringify(body));
        expect(res.status, `${r.url} ${JSON.stringify(body)}`).toBe(200);
        expect(res.code, `${r.url} ${JSON.stringify(body)}: ${res.message}`).not.toBe(500);
      }
      const broken = await call('POST', r.url, 'en', undefined, '{"pageNum": ');
      expect(broken).toMatchObject({ code: 400, message: 'The request body is not valid JSON' });
    }
  });

  it('every GET route with a query or an id answers bad values with a client error', async () => {
    const gets = apiRoutes.filter((r) => r.method === 'GET' && (r.schema.querystring || r.schema.params));
    for (const r of gets) {
      for (const tail of ['?pageId=%00', '?keyword=%25', '?pageId=' + 'x'.repeat(500), '']) {
        const url = `${r.url.replace(':id', '99999999999999999999')}${tail}`;
        const res = await call('GET', url, 'en');
        expect(res.code, `${url}: ${res.message}`).not.toBe(500);
      }
    }
  });
});
