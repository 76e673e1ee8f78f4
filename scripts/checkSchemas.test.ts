import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkSchemas, formatIssue } from './checkSchemas';

const repo = process.cwd();

describe('every schema file of the repository', () => {
  it('matches the meta-schema, passes the lint, and the generated files are current', () => {
    const result = checkSchemas(repo);
    expect(result.errors.map(formatIssue)).toEqual([]);
    expect(result.files).toBeGreaterThanOrEqual(9);
  });
});

// A scratch copy of schemas/ with broken pages: each kind of mistake must be reported with file, line
// and JSON pointer.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'scm-schemas-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function scratchRepo(pages: Record<string, unknown>): string {
  const root = fs.mkdtempSync(path.join(scratch, 'r-'));
  fs.cpSync(path.join(repo, 'schemas'), path.join(root, 'schemas'), { recursive: true });
  fs.rmSync(path.join(root, 'schemas/supplier'), { recursive: true, force: true });
  fs.rmSync(path.join(root, 'schemas/boss'), { recursive: true, force: true });
  fs.mkdirSync(path.join(root, 'schemas/supplier'), { recursive: true });
  for (const [name, page] of Object.entries(pages)) {
    fs.writeFileSync(path.join(root, 'schemas/supplier', name), typeof page === 'string' ? page : JSON.stringify(page, null, 2));
  }
  return root;
}

const base = {
  id: 'x.list',
  kind: 'list',
  route: '/packagesSub/purchaseIn/list',
  title: { 'zh-CN': '收货', en: 'Receipts' },
  menuCode: 'SCM_PURCHASE_IN',
  api: { url: '/scm/purchase/purchase-in/list' },
  columns: [{ field: 'sheetNo', label: { 'zh-CN': '单号', en: 'No.' } }],
};

const messages = (root: string) => checkSchemas(root, { artifacts: false }).errors.map(formatIssue);

describe('what the check reports', () => {
  it('a meta-schema violation, with the line, the pointer and what was expected', () => {
    const text = JSON.stringify({ ...base, columns: [{ field: 'sheetNo', label: '单号', format: 'amout' }] }, null, 2);
    const errs = messages(scratchRepo({ 'bad.json': text }));
    expect(errs).toHaveLength(1);
    expect(errs[0]).toMatch(/^schemas\/supplier\/bad\.json:\d+ {2}\/columns\/0\/format {2}must be one of: "text", "amount"/);
    const line = Number(/bad\.json:(\d+)/.exec(errs[0]!)![1]);
    expect(text.split('\n')[line - 1]).toContain('"format": "amout"');
  });

  it('an unknown property, listing the allowed ones', () => {
    const errs = messages(scratchRepo({ 'bad.json': { ...base, colums: [] } }));
    expect(errs.join('\n')).toMatch(/\/colums {2}unknown property "colums"; expected one of: .*columns/);
  });

  it('invalid JSON, with the line', () => {
    const errs = messages(scratchRepo({ 'bad.json': '{\n  "id": "x",\n  oops\n}' }));
    expect(errs[0]).toMatch(/^schemas\/supplier\/bad\.json:3 {2}\/ {2}not valid JSON/);
  });

  it('duplicate fields, unknown menu codes and enums, dead links, non-numeric totals', () => {
    const report = {
      ...base,
      id: 'y.report',
      kind: 'report',
      route: '/packagesSub/report/y',
      menuCode: 'SCM_NO_SUCH_MENU',
      filters: [{ field: 'date', widget: 'dateRange', required: true }, { field: 'status', widget: 'tabs', enum: 'noSuchEnum' }],
      columns: [
        { field: 'name', label: '名称' },
        { field: 'name', label: '名称' },
        { field: 'qty', label: '数量', format: 'quantity' },
      ],
      summaryApi: { url: '/t' },
      summary: [{ field: 'name' }, { field: 'qty' }],
      rowLink: { to: '/packagesSub/nowhere' },
    };
    const errs = messages(scratchRepo({ 'y.json': report })).join('\n');
    expect(errs).toContain('/menuCode  menu code SCM_NO_SUCH_MENU is not in schemas/menu/*.json');
    expect(errs).toContain('/columns/1/field  column "name" appears twice');
    expect(errs).toContain('/filters/1/enum  unknown enum "noSuchEnum"');
    expect(errs).toContain('/rowLink/to  link target /packagesSub/nowhere');
    expect(errs).toContain('/summary/0  summary field "name" must be numeric');
    expect(errs).not.toContain('/summary/1');
  });

  it('a report without a required period', () => {
    const report = { ...base, id: 'z.report', kind: 'report', route: '/z', filters: [{ field: 'date', widget: 'dateRange' }] };
    expect(messages(scratchRepo({ 'z.json': report })).join('\n')).toMatch(/\/filters {2}lacks a required entry — Must hold a required dateRange/);
  });

  it('two files for one route, and one id twice', () => {
    const errs = messages(scratchRepo({ 'a.json': base, 'b.json': base })).join('\n');
    expect(errs).toContain('b.json:');
    expect(errs).toContain('id "x.list" is also used by schemas/supplier/a.json');
    expect(errs).toContain('route /packagesSub/purchaseIn/list is also served by schemas/supplier/a.json');
  });

  it('the CLI exits non-zero on errors and zero on a clean tree', () => {
    const cli = path.join(repo, 'scripts/checkSchemas.ts');
    const tsx = path.join(repo, 'node_modules/.bin/tsx');
    const bad = scratchRepo({ 'bad.json': { ...base, kind: 'lst' } });
    let failed: { status: number; stderr: string } | null = null;
    try {
      execFileSync(tsx, [cli], { cwd: bad, encoding: 'utf8', stdio: 'pipe' });
    } catch (e) {
      failed = e as { status: number; stderr: string };
    }
    expect(failed?.status).toBe(1);
    expect(failed?.stderr).toContain('schemas/supplier/bad.json');
    expect(failed?.stderr).toContain('/kind');
    const out = execFileSync(tsx, [cli], { cwd: repo, encoding: 'utf8', stdio: 'pipe' });
    expect(out).toMatch(/page files checked: 0 error\(s\)/);
  });
});
