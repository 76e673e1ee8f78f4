import { describe, expect, it } from 'vitest';
import { checkSchemaFiles } from './schemaFiles';
import { receiptDetail } from './fixtures/pages';
import { fixtureRoutes } from './fixtures/routes';
import { scratchRepo } from './fixtures/scratchRepo';

// Tabs of a detail page are checked like any other call: each tab's api against its route, the fields it reads
// against that route's answer, and tab keys unique.

const tabbed = (tab: Record<string, unknown>, second: Record<string, unknown> = { key: 'more', title: '更多' }) => ({
  ...receiptDetail,
  tabs: [tab, second],
});

const receiptsTab = (column: string) => ({
  key: 'receipts',
  title: { 'zh-CN': '收货', en: 'Receipts' },
  api: { url: '/scm/purchase/purchase-in/list', method: 'POST', params: { keyword: '{{sheetNo}}' }, listPath: 'rows' },
  lines: { path: 'rows', columns: [{ field: column, label: { 'zh-CN': '单号', en: 'No.' } }] },
});

async function errorsOf(page: Record<string, unknown>) {
  const root = scratchRepo({ 't.json': page });
  const result = checkSchemaFiles(root, { routes: fixtureRoutes });
  return result.errors.map((e) => `${e.pointer} ${e.message}`);
}

describe('detail page tabs', () => {
  it('pass when each tab reads what its own call answers', async () => {
    expect(await errorsOf(tabbed(receiptsTab('sheetNo')))).toEqual([]);
  });

  it("report a tab column its call does not answer, and a tab parameter the page's record lacks", async () => {
    const wrong = await errorsOf(tabbed(receiptsTab('noSuchField')));
    expect(wrong.some((e) => e.startsWith('/tabs/0/lines/columns/0/field'))).toBe(true);
    const tab = { ...receiptsTab('sheetNo'), api: { url: '/scm/purchase/purchase-in/list', method: 'POST', params: { keyword: '{{nowhere}}' }, listPath: 'rows' } };
    expect((await errorsOf(tabbed(tab))).some((e) => e.startsWith('/tabs/0/api/params/keyword'))).toBe(true);
  });

  it('report a tab key used twice', async () => {
    const errors = await errorsOf(tabbed(receiptsTab('sheetNo'), { key: 'receipts', title: '重复' }));
    expect(errors.some((e) => e.startsWith('/tabs/1/key'))).toBe(true);
  });
});
