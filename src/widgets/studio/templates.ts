import type { PageKind } from '../../../common/page/schemaTypes';

// A new page starts from a template of its kind: a built-in page file of that kind (read from the server as the
// repository holds it, so a template always passes the check of today's format), given the new page's id and menu
// code, with what tied it to its old place left out (its route, query, tabs). The new page gets a menu entry of its
// own (a tile on home) in the group its template's screen sits in, on the side it is for: the suppliers' app or the
// merchant's (boss) app, each with its own menu file, page folder, code prefix and routes.

export type Side = 'supplier' | 'boss';

interface SideFiles {
  menu: string;
  /** the folder of the side's page files */
  dir: string;
  /** new menu codes start with it (SCM_X_WEEKLY_RECEIPTS) */
  codePrefix: string;
  /** new routes start with it (/packagesSub/custom/weeklyReceipts/index) */
  routePrefix: string;
}

export const SIDES: Readonly<Record<Side, SideFiles>> = {
  supplier: { menu: 'schemas/menu/supplier.json', dir: 'schemas/supplier', codePrefix: 'SCM_X_', routePrefix: '/packagesSub/custom' },
  boss: { menu: 'schemas/menu/boss.json', dir: 'schemas/boss', codePrefix: 'BOSS_X_', routePrefix: '/packagesBoss/custom' },
};

export interface Template {
  side: Side;
  kind: PageKind;
  /** the built-in file the page starts from */
  source: string;
  /** the side's menu group the new entry goes to */
  group: string;
  icon: string;
}

export const TEMPLATES: readonly Template[] = [
  { side: 'supplier', kind: 'list', source: 'schemas/supplier/goods-data.list.json', group: 'SCM_GROUP_GOODS', icon: 'cube' },
  { side: 'supplier', kind: 'report', source: 'schemas/supplier/purchase-summary.report.json', group: 'SCM_GROUP_REPORT', icon: 'chart' },
  { side: 'supplier', kind: 'detail', source: 'schemas/supplier/my-business-info.detail.json', group: 'SCM_GROUP_SERVICE', icon: 'shop' },
  { side: 'supplier', kind: 'form', source: 'schemas/supplier/my-contact-change.form.json', group: 'SCM_GROUP_SERVICE', icon: 'tag' },
  { side: 'supplier', kind: 'dashboard', source: 'schemas/supplier/purchase-overview.dashboard.json', group: 'SCM_GROUP_REPORT', icon: 'chart' },
  { side: 'boss', kind: 'list', source: 'schemas/boss/negative-stock.list.json', group: 'BOSS_GROUP_ANALYSIS', icon: 'warehouse' },
  { side: 'boss', kind: 'report', source: 'schemas/boss/retail.report.json', group: 'BOSS_GROUP_REPORT', icon: 'chart' },
  { side: 'boss', kind: 'detail', source: 'schemas/boss/boss-my-about.detail.json', group: 'BOSS_GROUP_SERVICE', icon: 'shop' },
  { side: 'boss', kind: 'form', source: 'schemas/boss/dock-capacity.form.json', group: 'BOSS_GROUP_SERVICE', icon: 'truck' },
  { side: 'boss', kind: 'dashboard', source: 'schemas/boss/category.dashboard.json', group: 'BOSS_GROUP_REPORT', icon: 'chart' },
];

/** The side a page or menu file is for, from its folder (schemas/boss/…, schemas/menu/boss.json: the boss side). */
export const sideOf = (path: string): Side => (path.startsWith(SIDES.boss.dir + '/') || path === SIDES.boss.menu ? 'boss' : 'supplier');

/** What tied a built-in page to its place: the new page takes its route and title from its own menu entry. */
const PLACE_FIELDS = ['route', 'routeWhen', 'pageTabs', 'title', 'everyone', 'sessionRefresh'] as const;

const OWN_SCREEN: readonly PageKind[] = ['detail', 'form'];

export interface NewPage {
  /** the page file's path, e.g. schemas/supplier/weekly-receipts.report.json */
  path: string;
  text: string;
  /** the menu file with the new entry */
  menu: string;
  code: string;
  route: string;
}

/** A name as the file, the route and the menu code take it: lower-case words joined by hyphens. */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
}

interface MenuEntry {
  code: string;
  children: MenuEntry[];
  [k: string]: unknown;
}

/** The menu code of a new page of `side` named `slug` (weekly-receipts → SCM_X_WEEKLY_RECEIPTS). */
export const codeOf = (side: Side, slug: string): string => `${SIDES[side].codePrefix}${slug.replace(/-/g, '_').toUpperCase()}`;

export function newPage(template: Template, source: string, menuText: string, name: { zh: string; en: string }, slug: string): NewPage {
  const side = SIDES[template.side];
  const code = codeOf(template.side, slug);
  const camel = slug.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
  const route = `${side.routePrefix}/${camel}/index`;
  const page = JSON.parse(source) as Record<string, unknown>;
  for (const field of PLACE_FIELDS) delete page[field];
  const rest = Object.fromEntries(Object.entries(page).filter(([k]) => !['$schema', 'id', 'kind', 'menuCode'].includes(k)));
  const title = { 'zh-CN': name.zh, en: name.en || name.zh };
  // A detail or a form is a screen of its own: it names its route and title (a list, report or dashboard takes both
  // from its menu entry).
  const screen = OWN_SCREEN.includes(template.kind) ? { route, title } : {};
  const text = JSON.stringify({ $schema: '../page.schema.json', id: `${slug}.${template.kind}`, kind: template.kind, ...screen, menuCode: code, ...rest }, null, 2);

  const menu = JSON.parse(menuText) as { menu: MenuEntry[] };
  const group = menu.menu.find((e) => e.code === template.group) ?? menu.menu.find((e) => e.children.length > 0)!;
  group.children.push({ code, name: title, route, icon: template.icon, children: [] });
  return { path: `${side.dir}/${slug}.${template.kind}.json`, text: `${text}\n`, menu: `${JSON.stringify(menu, null, 2)}\n`, code, route };
}
