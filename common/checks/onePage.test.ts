import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatIssue } from './issues';
import { checkOnePage } from './onePage';
import { checkSchemaFiles } from './schemaFiles';
import { summaryReport } from './fixtures/pages';
import { fixtureRoutes } from './fixtures/routes';
import { scratchRepo } from './fixtures/scratchRepo';

// One page checked alone (the publish path and the studio) says what the whole tree's check says of it.

const root = scratchRepo({ 't.json': summaryReport });
const { context } = checkSchemaFiles(root, { routes: fixtureRoutes });
const FILE = 'schemas/supplier/new.report.json';

describe('checkOnePage', () => {
  it('passes a good page, given as text or as JSON', () => {
    const page = { ...summaryReport, id: 'new.report', menuCode: 'SCM_ARRIVAL_RATE', api: { url: '/scm/report/delivery-rate-analyse/query', listPath: 'rows', paged: false } };
    expect(checkOnePage(context!, page, FILE)).toMatchObject({ errors: [], page: { id: 'new.report' } });
    expect(checkOnePage(context!, JSON.stringify(page), FILE).errors).toEqual([]);
  });

  it('says what the check of the whole tree says, in the same words and lines', () => {
    const page = { ...summaryReport, id: 'new.report', menuCode: 'SCM_ARRIVAL_RATE', api: { url: '/scm/report/delivery-rate-analyse/query', listPath: 'rows', paged: false }, columns: [{ field: 'nmae', label: '名称' }] };
    const text = JSON.stringify(page, null, 2);
    const alone = checkOnePage(context!, text, FILE).errors.map(formatIssue);
    const tree = scratchRepo({ 't.json': summaryReport });
    fs.writeFileSync(path.join(tree, FILE), text);
    const whole = checkSchemaFiles(tree, { routes: fixtureRoutes }).errors.map(formatIssue);
    expect(alone).toEqual([expect.stringMatching(/^schemas\/supplier\/new\.report\.json:\d+ {2}\/columns\/0\/field {2}column "nmae" is not in the answer .* \(did you mean "name"\?\)$/)]);
    expect(whole).toEqual(alone);
  });

  it('an edit replaces the page of its file; a new page may not take an id or a route that is taken', () => {
    expect(checkOnePage(context!, { ...summaryReport, title: '改' }, 'schemas/supplier/t.json').errors).toEqual([]);
    expect(checkOnePage(context!, summaryReport, FILE).errors.map(formatIssue)).toEqual([
      expect.stringMatching(/\/id {2}id "t\.report" is also used by schemas\/supplier\/t\.json/),
      expect.stringMatching(/\/menuCode {2}route \/packagesSub\/report\/purchaseSummary\/index is also served by schemas\/supplier\/t\.json/),
    ]);
  });

  it('a document that is not JSON, with its line', () => {
    expect(checkOnePage(context!, '{\n  "id": "x",\n}', FILE).errors.map(formatIssue)).toEqual([expect.stringMatching(/^schemas\/supplier\/new\.report\.json:3 {2}\/ {2}not valid JSON/)]);
  });
});
