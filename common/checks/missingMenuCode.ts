import { distance } from 'fastest-levenshtein';
import type { Issue } from './issues';
import { menuFileOf, menusOf, type MenuIndex, type MenuRecord } from './menuFiles';
import { PAGE_SETS, type PageFile } from './pageFiles';
import { endingWords } from '../validation/didYouMean';

// A page file without "menuCode" fails the meta-schema with a bare `missing property "menuCode"`: the author is not
// told what the code is for nor which to write. The finding says both, with the entries of the page's menu that fit
// it: the entry opening the page's route, else those whose route, code or name are nearest to the page's id, route
// or title (as a misspelt code gets its did-you-mean in pageIdentity.ts).

const MISSING = 'missing property "menuCode"';

/** Route segments that name no screen (/packagesSub/report/purchaseSummary/index → purchaseSummary, /packagesSub/purchaseIn/info → purchaseIn). */
const GENERIC = new Set(['packagesSub', 'packagesBoss', 'pages', 'index', 'list', 'info', 'detail', 'form', 'report', 'custom']);

/** A name reduced to its letters and digits, lower case: purchase-summary, purchaseSummary, SCM_PURCHASE_SUMMARY alike. */
const flat = (s: string) => s.toLowerCase().replace(/^scm_/, '').replace(/[^a-z0-9\u4e00-\u9fff]/g, '');

const screenOfRoute = (route: string) => route.split(/[/?]/).filter((s) => s && !GENERIC.has(s)).pop() ?? '';

interface PageLike {
  id?: unknown;
  kind?: unknown;
  route?: unknown;
  title?: unknown;
}

const textsOf = (v: unknown): string[] => (typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).filter((x): x is string => typeof x === 'string') : []);

/** The entries nearest to the page: the one opening its route alone; else by id and route (spelling) and title (equal). */
export function fittingEntries(page: PageLike, entries: readonly MenuRecord[]): string[] {
  const route = typeof page.route === 'string' ? page.route : '';
  const opening = entries.filter((e) => route && e.route === route);
  if (opening.length) return opening.map((e) => e.code);
  const spelt = [typeof page.id === 'string' ? page.id.split('.')[0]! : '', screenOfRoute(route)].map(flat).filter(Boolean);
  const titles = textsOf(page.title).map(flat).filter(Boolean);
  const scored = entries
    .filter((e) => e.route)
    .map((e) => {
      const names = textsOf(e.name).map(flat);
      const keys = [flat(e.code), flat(screenOfRoute(e.route!)), ...names];
      const near = spelt.flatMap((s) => keys.map((k) => ({ d: distance(s, k), reach: Math.max(2, Math.floor(s.length / 4)) }))).filter((x) => x.d <= x.reach);
      const d = titles.some((t) => names.includes(t)) ? 0 : Math.min(...near.map((x) => x.d));
      return { code: e.code, d };
    })
    .filter((x) => Number.isFinite(x.d));
  const best = Math.min(...scored.map((x) => x.d));
  return scored.filter((x) => x.d === best).map((x) => x.code).sort().slice(0, 3);
}

/**
 * What else the code does for a page of `kind`, and how to go on when no entry fits: a list, report or dashboard is
 * a menu entry's screen and takes its route and title from it; a detail or form is opened from another screen and
 * names its own (the code only says whose screen it is, so who may open it).
 */
function roleOf(kind: unknown, menuFiles: string): { en: string; zh: string; add: { en: string; zh: string } } {
  if (kind === 'detail' || kind === 'form') {
    const zhKind = kind === 'detail' ? '详情' : '表单';
    return {
      en: ` (a ${kind} sets its own route and title: it is opened from another screen, not from the menu)`,
      zh: `（${zhKind}页自己设置路由和标题：它从其他画面打开，不在菜单中）`,
      add: { en: `; name the entry of ${menuFiles} of the screen it is opened from (the list of its records, say)`, zh: `；请写出 ${menuFiles} 中打开它的画面的菜单项（如其记录所在的列表）` },
    };
  }
  const menuScreen = kind === 'list' || kind === 'report' || kind === 'dashboard';
  return {
    en: menuScreen ? ' and gives it its route and title' : ' and gives a list, report or dashboard its route and title (a detail or form sets its own)',
    zh: menuScreen ? '，并为它提供路由和标题' : '，并为列表、报表或看板提供路由和标题（详情和表单自己设置）',
    add: { en: `; name the entry of ${menuFiles} that opens this screen, or add one`, zh: `；请写出 ${menuFiles} 中打开此画面的菜单项，或新增一个` },
  };
}

/** The missing-menuCode findings of `issues` said with what the code is for and the codes that fit. */
export function explainMissingMenuCode(issues: Issue[], files: readonly PageFile[], index: MenuIndex): Issue[] {
  return issues.map((issue) => {
    if (issue.pointer !== '' || issue.message !== MISSING) return issue;
    const f = files.find((x) => x.file === issue.file);
    if (!f) return issue;
    const menuFiles = PAGE_SETS[f.set].menus.map(menuFileOf).join(' or ');
    const entries = menusOf(index, PAGE_SETS[f.set].menus).entries;
    const near = fittingEntries((f.json ?? {}) as PageLike, entries);
    const hint = endingWords(near, entries.map((e) => e.code), false);
    const role = roleOf((f.json as PageLike | undefined)?.kind, menuFiles);
    const add = near.length ? { en: '', zh: '' } : role.add;
    return {
      ...issue,
      message: `${MISSING}: the code of the menu entry this screen belongs to (${menuFiles}): it decides who may open the page${role.en}${hint.en}${add.en}`,
      zh: `缺少属性 "menuCode"：此画面所属菜单项的编码（${menuFiles}），决定谁能打开此页面${role.zh}${hint.zh}${add.zh}`,
    };
  });
}
