import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSchemas, formatIssue } from './checkSchemas';
import { summaryReport } from '../common/checks/fixtures/pages';
import { fixtureRoutes } from '../common/checks/fixtures/routes';
import { scratchRepo } from '../common/checks/fixtures/scratchRepo';

const repo = process.cwd();

describe('every schema file of the repository', () => {
  it('matches its meta-schema, passes the lint and the contract with the server routes, and the generated files are current', async () => {
    const result = await checkSchemas(repo, { artifacts: 'full' });
    expect(result.errors.map(formatIssue)).toEqual([]);
    expect(result.files).toBeGreaterThanOrEqual(9);
  }, 60_000);

  it('passes the command line check (exit code 0)', () => {
    const out = execFileSync(path.join(repo, 'node_modules/.bin/tsx'), [path.join(repo, 'scripts/checkSchemas.ts')], { cwd: repo, encoding: 'utf8', stdio: 'pipe' });
    expect(out).toMatch(/page files checked: 0 error\(s\)/);
  }, 60_000);
});

// Scratch copies of schemas/ with broken pages: each kind of mistake must be reported with file, line and
// JSON pointer. The contract's own cases are in common/checks/contract.test.ts.

const base = {
  id: 'x.list',
  kind: 'list',
  route: '/packagesSub/purchaseIn/other',
  title: { 'zh-CN': '收货', en: 'Receipts' },
  menuCode: 'SCM_PURCHASE_IN',
  api: { url: '/scm/purchase/purchase-in/list' },
  columns: [{ field: 'sheetNo', label: { 'zh-CN': '单号', en: 'No.' } }],
};

const messages = async (root: string) => (await checkSchemas(root, { artifacts: false, routes: fixtureRoutes })).errors.map(formatIssue);

describe('what the check reports', () => {
  it('a meta-schema violation, with the line, the pointer and what was expected', async () => {
    const text = JSON.stringify({ ...base, columns: [{ field: 'sheetNo', label: '单号', format: 'amout' }] }, null, 2);
    const errs = await messages(scratchRepo({ 'bad.json': text }));
    expect(errs).toHaveLength(1);
    expect(errs[0]).toMatch(/^schemas\/supplier\/bad\.json:\d+ {2}\/columns\/0\/format {2}"amout" is not allowed \(did you mean "amount"\?\)$/);
    const line = Number(/bad\.json:(\d+)/.exec(errs[0]!)![1]);
    expect(text.split('\n')[line - 1]).toContain('"format": "amout"');
  });

  it('an unknown property, with the nearest allowed one', async () => {
    const errs = await messages(scratchRepo({ 'bad.json': { ...base, colums: [] } }));
    expect(errs.join('\n')).toMatch(/\/colums {2}unknown property "colums" \(did you mean "columns"\?\)$/m);
  });

  it('invalid JSON, with the line', async () => {
    const errs = await messages(scratchRepo({ 'bad.json': '{\n  "id": "x",\n  oops\n}' }));
    expect(errs[0]).toMatch(/^schemas\/supplier\/bad\.json:3 {2}\/ {2}not valid JSON/);
  });

  it('duplicate fields, unknown enums, dead links, non-numeric totals', async () => {
    const report = {
      ...summaryReport,
      filters: [...summaryReport.filters, { field: 'status', widget: 'tabs', enum: 'noSuchEnum' }],
      columns: [
        { field: 'name', label: '名称' },
        { field: 'name', label: '名称' },
        { field: 'netQty', label: '数量', format: 'quantity' },
      ],
      summaryPath: 'rows.0',
      summary: [{ field: 'name' }, { field: 'netQty' }],
      rowLink: { to: '/packagesSub/nowhere' },
    };
    const errs = (await messages(scratchRepo({ 'y.json': report }))).join('\n');
    expect(errs).toContain('/columns/1/field  column "name" appears twice');
    expect(errs).toContain('/filters/1/enum  unknown enum "noSuchEnum"');
    expect(errs).toContain('/rowLink/to  link target /packagesSub/nowhere is no route');
    expect(errs).toContain('/summary/0  summary field "name" must be numeric');
    expect(errs).not.toContain('/summary/1 ');
  });

  it('a misspelt enum, route, menu code, endpoint or answer field: the nearest name, not a list', async () => {
    const report = {
      ...summaryReport,
      menuCode: 'SCM_PURCHASE_SUMARY',
      api: { ...summaryReport.api, url: '/scm/report/purchase-summary/querry' },
      filters: [...summaryReport.filters, { field: 'status', widget: 'tabs', enum: 'poStatsu' }],
      rowLink: { to: '/packagesSub/purchaseOrder/indx' },
    };
    const errs = (await messages(scratchRepo({ 'y.json': report }))).join('\n');
    expect(errs).toMatch(/\/menuCode {2}unknown menu code SCM_PURCHASE_SUMARY: not an entry of schemas\/menu\/supplier\.json \(did you mean SCM_PURCHASE_SUMMARY\?\)$/m);
    expect(errs).toMatch(/\/filters\/\d+\/enum {2}unknown enum "poStatsu" of schemas\/enums\.json \(did you mean "poStatus"\?\)$/m);
    expect(errs).toMatch(/\/rowLink\/to {2}link target \/packagesSub\/purchaseOrder\/indx is no route: .* \(did you mean \/packagesSub\/purchaseOrder\/index\?\)$/m);
    expect(errs).toMatch(/\/api\/url {2}POST \/scm\/report\/purchase-summary\/querry is not a route of the server .*\(did you mean \/scm\/report\/purchase-summary\/query\?\)$/m);
    const field = { ...summaryReport, columns: [{ field: 'netAmont', label: '金额', format: 'amount' }] };
    expect((await messages(scratchRepo({ 'f.json': field }))).join('\n')).toMatch(/\/columns\/0\/field {2}column "netAmont" is not in the answer of .*: rows\[\]\.netAmont is not declared \(did you mean "netAmount"\?\)$/m);
    // A total's note reads the same answer as its figure: its conditions and templates are checked alike.
    const note = { ...summaryReport, summaryPath: 'rows.0', summary: [{ field: 'netQty', note: { parts: [{ when: { field: 'netAmont', op: 'notEmpty' }, text: 'to {{nam}}' }] } }] };
    const noteErrs = (await messages(scratchRepo({ 'n.json': note }))).join('\n');
    expect(noteErrs).toMatch(/\/summary\/0\/note\/parts\/0\/when {2}condition field "netAmont" is not in the answer .*\(did you mean "netAmount"\?\)$/m);
    expect(noteErrs).toMatch(/\/summary\/0\/note\/parts\/0\/text {2}note field "nam" is not in the answer .*\(did you mean "name"\?\)$/m);
  });

  it('a menu file that is not JSON: one error with its line, and the pages naming its codes wait for it', async () => {
    const root = scratchRepo({ 'y.json': summaryReport }, { 'schemas/menu/supplier.json': '{\n  "menu": [\n    { "code": "X", "children": [ },\n  ]\n}\n' });
    const result = await checkSchemas(root, { artifacts: false, routes: fixtureRoutes });
    expect(result.errors.map(formatIssue)).toEqual([expect.stringMatching(/^schemas\/menu\/supplier\.json:3 {2}\/ {2}not valid JSON: [^\n]*$/)]);
    expect(result.warnings.map(formatIssue)).toContain('schemas/menu/supplier.json  /  1 page file(s) naming its codes are checked once this file is fixed');
  });

  it('a sort button on the lines of a document', async () => {
    const detail = JSON.parse(fs.readFileSync('schemas/supplier/purchase-in.detail.json', 'utf8'));
    detail.lines.columns[3].sortable = true;
    const errs = (await messages(scratchRepo({ 'purchase-in.detail.json': detail }))).join('\n');
    expect(errs).toContain('/lines/columns/3/sortable  only list and report columns are sortable');
  });

  it("a field's own screen that is no route: file, line, pointer and the nearest route", async () => {
    const form = JSON.parse(fs.readFileSync('schemas/supplier/new-product.info.json', 'utf8'));
    form.uiSchema.categoryId['ui:options'].screen = '/packagesSub/newProductApply/categoryPick/indx';
    const errs = (await messages(scratchRepo({ 'new-product.info.json': form }))).join('\n');
    expect(errs).toMatch(
      /^schemas\/supplier\/new-product\.info\.json:\d+ {2}\/uiSchema\/categoryId\/ui:options\/screen {2}field screen \/packagesSub\/newProductApply\/categoryPick\/indx is no route: .* \(did you mean \/packagesSub\/newProductApply\/categoryPick\/index\?\)$/m,
    );
    // The file's own screens are routes: no such error for them.
    expect((await messages(scratchRepo({ 'new-product.info.json': JSON.parse(fs.readFileSync('schemas/supplier/new-product.info.json', 'utf8')) }))).join('\n')).not.toContain('field screen');
  });

  it("a field's own screen that draws no field, or another field: the screens there are", async () => {
    const form = JSON.parse(fs.readFileSync('schemas/supplier/new-product.info.json', 'utf8'));
    form.uiSchema.categoryId['ui:options'].screen = '/pages/index/index';
    form.uiSchema.packagings['ui:options'].screen = '/packagesSub/newProductApply/categoryPick/index';
    const errs = (await messages(scratchRepo({ 'new-product.info.json': form }))).join('\n');
    expect(errs).toMatch(/new-product\.info\.json:\d+ {2}\/uiSchema\/categoryId\/ui:options\/screen {2}\/pages\/index\/index is no field screen \(common\/routes\/fieldScreens\.ts\); known: /);
    expect(errs).toMatch(
      /new-product\.info\.json:\d+ {2}\/uiSchema\/packagings\/ui:options\/screen {2}field screen \/packagesSub\/newProductApply\/categoryPick\/index draws the field categoryId of \/packagesSub\/newProductApply\/info, not packagings of \/packagesSub\/newProductApply\/info$/m,
    );
  });

  it("a form's closed state: its link must lead somewhere, its condition read the loaded answer, and it needs a load", async () => {
    const form = {
      id: 'z.form',
      kind: 'form',
      route: '/packagesSub/purchaseIn/recount',
      title: '复点',
      menuCode: 'SCM_PURCHASE_IN',
      load: { api: { url: '/scm/purchase/purchase-in/detail/{{id}}', method: 'GET' }, map: { id: '{{id}}' } },
      closedWhen: [
        { when: { field: 'status', op: 'ne', value: 0 }, title: '已收货', link: { label: '查看', to: '/packagesSub/purchaseIn/list', query: { id: '{{id}}' } } },
        { when: { field: 'statuss', op: 'eq', value: 1 }, title: '已收货', link: { label: '查看', to: '/packagesSub/purchaseIn/infoo', query: { id: '{{sheetNoo}}' } } },
      ],
      schema: { type: 'object', properties: { id: { type: 'integer' } } },
      actions: [{ id: 'submit', label: '提交', type: 'submit', api: { url: '/scm/purchase/purchase-order/saveConfirm', method: 'POST' }, body: {} }],
    };
    const errs = (await messages(scratchRepo({ 'z.json': form }))).join('\n');
    expect(errs).not.toContain('/closedWhen/0');
    expect(errs).toMatch(/\/closedWhen\/1\/when {2}condition field "statuss" is not in the answer of GET \/scm\/purchase\/purchase-in\/detail\/:id.*did you mean "status"/);
    expect(errs).toMatch(/\/closedWhen\/1\/link\/to {2}link target \/packagesSub\/purchaseIn\/infoo is no route/);
    expect(errs).toMatch(/\/closedWhen\/1\/link\/query\/id {2}link parameter "sheetNoo" is not in the answer.*did you mean "sheetNo"/);
    const { load: _, ...unloaded } = form;
    expect((await messages(scratchRepo({ 'z.json': unloaded }))).join('\n')).toContain('/closedWhen  a closed state is read from the record the form loads: give the form a `load.api`');
  });

  it('a report without a required period', async () => {
    const report = { ...base, id: 'z.report', kind: 'report', route: '/z', filters: [{ field: 'date', widget: 'dateRange' }] };
    expect((await messages(scratchRepo({ 'z.json': report }))).join('\n')).toMatch(/\/filters {2}lacks a required entry — Must hold a required dateRange/);
  });

  it('two files for one route, and one id twice', async () => {
    const errs = (await messages(scratchRepo({ 'a.json': base, 'b.json': base }))).join('\n');
    expect(errs).toContain('b.json:');
    expect(errs).toContain('id "x.list" is also used by schemas/supplier/a.json');
    expect(errs).toContain('route /packagesSub/purchaseIn/other is also served by schemas/supplier/a.json');
  });

  it('the CLI exits non-zero on errors, naming the file and the pointer', () => {
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
  }, 60_000);

  describe('the session tiles (profile, links, actions, note)', () => {
    const my = {
      id: 'x.my',
      kind: 'dashboard',
      route: '/pages/my/index',
      title: { 'zh-CN': '我的', en: 'My' },
      menuCode: 'SCM_MY',
      tiles: [
        { type: 'profile', name: '{{$session.userName}}' },
        { type: 'links', rows: [{ label: { 'zh-CN': '语言', en: 'Language' }, action: { id: 'language', label: 'x', type: 'session', session: 'language' } }] },
        { type: 'actions', actions: [{ id: 'logout', label: { 'zh-CN': '退出', en: 'Log out' }, type: 'session', session: 'logout' }] },
      ],
    };
    const withTiles = (tiles: unknown[]) => ({ ...my, tiles });

    it('accepts session values and session actions where they are drawn', async () => {
      expect(await messages(scratchRepo({ 'my.json': my }))).toEqual([]);
    });

    it('an unknown session action, with the line, the pointer and the allowed names', async () => {
      const text = JSON.stringify(withTiles([{ type: 'actions', actions: [{ id: 'bye', label: 'x', type: 'session', session: 'signOut' }] }]), null, 2);
      const root = scratchRepo({ 'my.json': text });
      const errs = await messages(root);
      expect(errs).toHaveLength(1);
      const m = /^schemas\/supplier\/my\.json:(\d+) {2}\/tiles\/0\/actions\/0\/session {2}(.*)$/.exec(errs[0]!);
      expect(m, errs[0]).not.toBeNull();
      expect(text.split('\n')[Number(m![1]) - 1]).toContain('"session": "signOut"');
      expect(m![2]).toMatch(/chooseSupplier.*logout.*language/);
    });

    it('an unknown session value, and one read where no session is given', async () => {
      const errs = (
        await messages(
          scratchRepo({
            'my.json': withTiles([
              { type: 'note', text: 'v{{$session.version}}' },
              { type: 'stat', api: { url: '/scm/home/summary', method: 'GET' }, items: [{ field: 'awaitingConfirm.count', label: 'x', to: '/packagesSub/purchaseOrder/index', query: { who: '{{$session.userName}}' } }] },
              { type: 'links', rows: [{ label: 'x', to: '/pages/index/index', visibleWhen: { field: '$session.kind', op: 'eq', value: 'supplier' } }] },
            ]),
          }),
        )
      ).join('\n');
      expect(errs).toMatch(/\/tiles\/0\/text {2}unknown session value "\$session\.version": the session has \$session\.userName/);
      expect(errs).toMatch(/\/tiles\/1\/items\/0\/query\/who {2}"\$session\.userName": session values are read only by a dashboard's profile, links, actions, note tiles/);
      expect(errs).toMatch(/\/tiles\/2\/rows\/0\/visibleWhen\/field {2}unknown session value "\$session\.kind"/);
    });

    it('choosing a supplier outside a row over the session\'s suppliers, a row with two taps or none, a dead link', async () => {
      const choose = { id: 'choose', label: 'x', type: 'session', session: 'chooseSupplier' };
      const errs = (
        await messages(
          scratchRepo({
            'my.json': withTiles([
              { type: 'actions', actions: [choose] },
              { type: 'links', rows: [{ label: 'a', to: '/pages/index/index', action: choose }, { label: 'b' }, { label: 'c', to: '/no/such/route' }] },
              { type: 'links', each: '$session.suppliers', row: { label: '{{name}}', action: choose }, noMatchText: 'x', search: { placeholder: 'x', fields: ['name'] } },
            ]),
          }),
        )
      ).join('\n');
      expect(errs).toMatch(/\/tiles\/0\/actions\/0\/session {2}chooseSupplier acts for the supplier of its record/);
      expect(errs).toMatch(/\/tiles\/1\/rows\/0 {2}a row opens a route \(`to`\) or runs an `action`: one of the two/);
      expect(errs).toMatch(/\/tiles\/1\/rows\/0\/action\/session {2}chooseSupplier acts/);
      expect(errs).toMatch(/\/tiles\/1\/rows\/1 {2}a row opens a route/);
      expect(errs).toMatch(/\/tiles\/1\/rows\/2\/to {2}link target \/no\/such\/route is no route/);
      expect(errs).not.toMatch(/\/tiles\/2/);
    });
  });
});
