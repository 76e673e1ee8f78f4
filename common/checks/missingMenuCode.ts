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

/** Route segments that name no screen (/packagesSub/report/purchaseSummary/index → purchaseSummary). */
const GENERIC = new Set(['packagesSub', 'pages', 'index', 'list', 'detail', 'form', 'report', 'custom']);

/** A name reduced to its letters and digits, lower case: purchase-summary, purchaseSummary, SCM_PURCHASE_SUMMARY alike. */
const flat = (s: string) => s.toLowerCase().replace(/^scm_/, '').replace(/[^a-z0-9\u4e00-\u9fff]/g, '');

const screenOfRoute = (route: string) => route.split(/[/?]/).filter((s) => s && !GENERIC.has(s)).pop() ?? '';

interface PageLike {
  id?: unknown;
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
    const add = near.length
      ? { en: '', zh: '' }
      : { en: `; name the entry of ${menuFiles} that opens this screen, or add one`, zh: `；请写出 ${menuFiles} 中打开此画面的菜单项，或新增一个` };
    return {
      ...issue,
      message: `${MISSING}: the code of the menu entry this screen belongs to (${menuFiles}): it decides who may open the page and gives it its route and title${hint.en}${add.en}`,
      zh: `缺少属性 "menuCode"：此画面所属菜单项的编码（${menuFiles}），决定谁能打开此页面，并为它提供路由和标题${hint.zh}${add.zh}`,
    };
  });
}
