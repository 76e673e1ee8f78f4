import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { summaryReport } from '../../../common/checks/fixtures/pages';
import { fixtureRoutes } from '../../../common/checks/fixtures/routes';
import { scratchRepo } from '../../../common/checks/fixtures/scratchRepo';
import { BizError } from '../../lib/errors';
import { checkRelease, refusalWords, releaseFindings } from './checkRelease';

// A draft is judged by the one-page check the studio runs (same words), and schema files that vanish while the check
// reads them are said as issues of those files: a draft save answers 400 with them, never a 500.

const app = { servedRoutes: fixtureRoutes } as unknown as FastifyInstance;
const FILE = 'schemas/supplier/new.report.json';
const page = { ...summaryReport, id: 'new.report', menuCode: 'SCM_ARRIVAL_RATE', api: { url: '/scm/report/delivery-rate-analyse/query', listPath: 'rows', paged: false } };

describe('a release checked', () => {
  it('names a changed page’s mistakes once, in the one-page check’s words', () => {
    const root = scratchRepo({ 't.json': summaryReport });
    const text = JSON.stringify({ ...page, columns: [{ field: 'nmae', label: '名称' }] }, null, 2);
    const { errors } = releaseFindings(app, new Map([[FILE, text]]), [FILE], root);
    expect(errors).toEqual([expect.objectContaining({ file: FILE, pointer: '/columns/0/field', message: expect.stringContaining('(did you mean "name"?)') })]);
  });

  it('says a file that vanished while being read, as an issue of that file (no exception)', () => {
    const root = scratchRepo({ 't.json': summaryReport });
    fs.symlinkSync(path.join(root, 'nowhere.json'), path.join(root, 'schemas/supplier/gone.list.json'));
    fs.rmSync(path.join(root, 'schemas/enums.json'));
    const { errors } = releaseFindings(app, new Map([[FILE, JSON.stringify(page)]]), [FILE], root);
    expect(errors).toContainEqual({ file: 'schemas/enums.json', line: null, pointer: '', message: 'cannot be read (ENOENT)' });

    fs.writeFileSync(path.join(root, 'schemas/enums.json'), fs.readFileSync('schemas/enums.json'));
    const again = releaseFindings(app, new Map([[FILE, JSON.stringify(page)]]), [FILE], root).errors;
    expect(again).toContainEqual({ file: 'schemas/supplier/gone.list.json', line: null, pointer: '', message: 'cannot be read (ENOENT)' });
    expect(() => checkRelease(app, new Map([[FILE, JSON.stringify(page)]]), [FILE], 'en', root)).toThrow(BizError);
  });

  it('is refused with what is wrong on the first line, in both languages: never a colon with nothing after it', () => {
    const one = refusalWords([{ file: FILE, line: 3, pointer: '/id', message: 'id says x' }]);
    expect(one['zh-CN'].split('\n')[0]).toBe(`检查未通过（1 处错误）：${FILE} 第 3 行：id says x`);
    expect(one.en.split('\n')[0]).toBe(`The check failed (1 error): ${FILE} line 3: id says x`);
    const two = refusalWords([
      { file: 'server/modules/*/routes.ts', line: null, pointer: '', message: 'a code gone' },
      { file: FILE, line: 3, pointer: '/id', message: 'id says x' },
    ]);
    expect(two['zh-CN'].split('\n')).toEqual(['检查未通过（2 处错误），第一处：server/modules/*/routes.ts：a code gone', 'server/modules/*/routes.ts  /  a code gone', `${FILE}:3  /id  id says x`]);
    expect(two.en.split('\n')[0]).toBe('The check failed (2 errors), the first: server/modules/*/routes.ts: a code gone');
  });

  it('refuses to publish a menu entry whose new page was never saved, and warns of it on a save', () => {
    const menuPath = 'schemas/menu/supplier.json';
    const menu = JSON.parse(fs.readFileSync(menuPath, 'utf8'));
    menu.menu[0].children.push({ code: 'SCM_LEFT_BEHIND', name: { 'zh-CN': '遗留页面', en: 'Left behind' }, route: '/packagesSub/leftBehind/index', icon: 'cube', children: [] });
    const documents = new Map([[menuPath, JSON.stringify(menu, null, 2)]]);
    const orphan = expect.objectContaining({ file: menuPath, pointer: `/menu/0/children/${menu.menu[0].children.length - 1}`, message: expect.stringContaining('SCM_LEFT_BEHIND opens /packagesSub/leftBehind/index, but no page') });
    expect(releaseFindings(app, documents, [menuPath], undefined, true).errors).toContainEqual(orphan);
    const saved = releaseFindings(app, documents, [menuPath]);
    expect(saved.errors).not.toContainEqual(orphan);
    expect(saved.warnings).toContainEqual(orphan);
    // with its page saved beside it, the entry is no orphan
    const pagePath = 'schemas/supplier/left-behind.report.json';
    const withPage = new Map([...documents, [pagePath, JSON.stringify({ ...page, id: 'left-behind.report', menuCode: 'SCM_LEFT_BEHIND' })]]);
    const both = releaseFindings(app, withPage, [menuPath, pagePath], undefined, true);
    expect([...both.errors, ...both.warnings]).not.toContainEqual(orphan);
    // the built-in menu as it is has none
    const asBuilt = releaseFindings(app, new Map([[menuPath, fs.readFileSync(menuPath, 'utf8')]]), [menuPath], undefined, true);
    expect(asBuilt.errors.filter((i) => i.file === menuPath)).toEqual([]);
  });
});
