import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatIssue } from './issues';
import { checkMenus } from './menuFiles';
import { lineOf, scratchRepo } from './fixtures/scratchRepo';

const repo = process.cwd();
const supplierMenu = fs.readFileSync(path.join(repo, 'schemas/menu/supplier.json'), 'utf8');

describe('the menu files of the repository', () => {
  it('match schemas/menu.schema.json; codes and routes are unique in each file', () => {
    const { issues, index } = checkMenus(repo);
    expect(issues.map(formatIssue)).toEqual([]);
    expect(index.shields.map((s) => `${s.code} on ${s.entryCode}, shielded from ${s.roles.join('+')}`)).toEqual([
      'SCM_PURCHASE_ORDER_CONFIRM on SCM_PURCHASE_ORDER, shielded from finance',
      'SCM_PURCHASE_OUT_CONFIRM on SCM_PURCHASE_OUT, shielded from finance',
      'SCM_FINANCE_AMOUNTS on SCM_GROUP_REPORT, shielded from sales',
    ]);
  });
});

describe('what the menu check reports', () => {
  const edit = (change: (menu: { menu: Record<string, unknown>[] }) => void) => {
    const menu = JSON.parse(supplierMenu);
    change(menu);
    const root = scratchRepo({}, { 'schemas/menu/supplier.json': JSON.stringify(menu, null, 2) });
    return { root, issues: checkMenus(root).issues };
  };
  const purchase = (m: { menu: Record<string, unknown>[] }) => m.menu[1] as { children: Record<string, unknown>[] };

  it('an icon that is not drawn', () => {
    const { root, issues } = edit((m) => (purchase(m).children[1]!.icon = 'receipt'));
    expect(issues.map(formatIssue)).toEqual([expect.stringMatching(/^schemas\/menu\/supplier\.json:\d+ {2}\/menu\/1\/children\/1\/icon {2}must be one of: "order", "boxIn"/)]);
    expect(lineOf(root, issues[0]!.file, issues[0]!.line!)).toContain('"receipt"');
  });

  it('a code twice, a shield code that is also a menu code, a route twice', () => {
    let arrivalRateAt = -1;
    const { issues } = edit((m) => {
      const children = purchase(m).children;
      arrivalRateAt = children.findIndex((c) => c.code === 'SCM_ARRIVAL_RATE');
      expect(arrivalRateAt).toBeGreaterThan(2);
      const [order, receipt, returns] = children;
      returns!.code = 'SCM_PURCHASE_IN';
      receipt!.route = order!.route;
      (order!.shieldCodes as { code: string }[])[0]!.code = 'SCM_ARRIVAL_RATE';
    });
    expect(issues.map(formatIssue)).toEqual([
      expect.stringMatching(/\/menu\/1\/children\/1\/route {2}route \/packagesSub\/purchaseOrder\/index is already opened by \/menu\/1\/children\/0\/route/),
      expect.stringMatching(/\/menu\/1\/children\/2\/code {2}menu code SCM_PURCHASE_IN is already declared at \/menu\/1\/children\/1\/code/),
      expect.stringMatching(new RegExp(`/menu/1/children/${arrivalRateAt}/code {2}menu code SCM_ARRIVAL_RATE`)),
    ]);
    expect(issues.map(formatIssue)[2]).toMatch(/menu code SCM_ARRIVAL_RATE is already declared at \/menu\/1\/children\/0\/shieldCodes\/0\/code: menu codes and shield codes must be unique/);
  });

  it('a role misspelt ("finace" where the file says "finance" elsewhere), which would hide the entry from the role meant', () => {
    const { issues } = edit((m) => (purchase(m).children[0]!.roles = ['admin', 'finace']));
    expect(issues.map((i) => `${i.pointer}  ${i.message}  ${i.zh}`)).toEqual(['/menu/1/children/0/roles/1  role "finace" is named nowhere else in this file (did you mean "finance"?)  本文件其他地方都没有角色 "finace"（是否应为 "finance"？）']);
  });

  it('a menu file that is not JSON, with its line', () => {
    const root = scratchRepo({}, { 'schemas/menu/buyer.json': '{\n  "menu": [\n    { "code": "X", },\n  ]\n}\n' });
    expect(checkMenus(root).issues.map(formatIssue)).toEqual([expect.stringMatching(/^schemas\/menu\/buyer\.json:3 {2}\/ {2}not valid JSON/)]);
  });
});
