import { describe, expect, it } from 'vitest';
import { checkOnePage } from '../../../common/checks/onePage';
import { checkSchemaFiles } from '../../../common/checks/schemaFiles';
import { fixtureRoutes } from '../../../common/checks/fixtures/routes';
import { scratchRepo } from '../../../common/checks/fixtures/scratchRepo';
import { startingText } from './startingText';

// A page file opened at a path the merchant has nothing at starts as the kind its name says, so the first check
// names what is left to write rather than every property the kind requires.

const { context } = checkSchemaFiles(scratchRepo({}), { routes: fixtureRoutes });

describe('a new file’s starting text', () => {
  it('a report: the guide’s parts, checked clean but for its menu entry, in either language', () => {
    for (const lang of ['zh-CN', 'en'] as const) {
      const text = startingText('schemas/supplier/sales-by-day.report.json', lang);
      const page = JSON.parse(text);
      expect(page).toMatchObject({ id: 'sales-by-day.report', kind: 'report', menuCode: 'SCM_X_SALES_BY_DAY', api: { url: '/scm/report/purchase-summary/query' } });
      const found = checkOnePage(context!, text, 'schemas/supplier/sales-by-day.report.json');
      expect([...found.errors, ...found.warnings].map((e) => e.pointer)).toEqual(['/menuCode']);
      // the author's language first in each text
      expect(Object.keys(page.filters[0].label)[0]).toBe(lang);
    }
  });

  it('another kind: named by its file, the menu code a new page of its side gets', () => {
    expect(JSON.parse(startingText('schemas/boss/stock-watch.list.json', 'zh-CN'))).toEqual({ $schema: '../page.schema.json', id: 'stock-watch.list', kind: 'list', menuCode: 'BOSS_X_STOCK_WATCH' });
    expect(JSON.parse(startingText('schemas/menu/supplier.json', 'zh-CN'))).toEqual({ $schema: '../page.schema.json' });
  });
});
