import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serverRoutes } from '../check/apiRoutes';
import { checkSchemaFiles, formatIssue } from '../../common/checks/schemaFiles';

// The guide's worked example is what an author copies first: its page file and its menu entry, added to today's
// files, pass the check against the server's own routes (its branch filter once named GET /common/branch/query,
// which the server answers as POST only, so the example was refused).

const guide = fs.readFileSync('docs/authoring.md', 'utf8');
const blockAfter = (heading: string) => {
  const from = guide.indexOf(heading);
  const start = guide.indexOf('```json\n', from) + '```json\n'.length;
  return guide.slice(start, guide.indexOf('```', start));
};

describe("docs/authoring.md's worked example", () => {
  it('passes the check as written: the page file and its menu entry', async () => {
    const page = blockAfter('**1. The page file**');
    const entry = JSON.parse(blockAfter('**2. The menu entry**')) as { code: string };
    const menu = JSON.parse(fs.readFileSync('schemas/menu/supplier.json', 'utf8')) as { menu: { code: string; children: unknown[] }[] };
    menu.menu.find((g) => g.code === 'SCM_GROUP_REPORT')!.children.push(entry);
    const file = 'schemas/supplier/purchase-by-branch.report.json';
    const overlay = new Map([[file, page], ['schemas/menu/supplier.json', JSON.stringify(menu, null, 2)]]);
    const result = checkSchemaFiles({ root: process.cwd(), overlay }, await serverRoutes());
    expect(result.errors.map(formatIssue)).toEqual([]);
    expect(result.warnings.filter((w) => w.file === file).map(formatIssue)).toEqual([]);
  }, 30_000);
});
